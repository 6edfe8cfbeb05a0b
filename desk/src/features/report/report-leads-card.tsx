import { reportLeadsLimit, reportStages, type ReportRequest } from '@sichtwerk/forms/desk/report-contract';
import { Alert } from '@sichtwerk/site/ui/alert';
import { Button } from '@sichtwerk/site/ui/button';
import { Card } from '@sichtwerk/site/ui/card';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { deskApi, messageOf } from '../../lib/api.ts';
import { formatEuro, formatTime } from '../../lib/format.ts';
import type { Drill } from './drill.ts';

/** The leads behind one number of the report, newest first, each opening its lead — what the inbox shows of them. */
export function ReportLeadsCard({ request, drill, onClose }: { request: ReportRequest; drill: Drill; onClose(): void }) {
  const leads = useQuery({
    queryKey: ['report-leads', request, drill.key, drill.stage],
    queryFn: () => deskApi.reportLeads({ body: { ...request, key: drill.key, stage: drill.stage } }),
  });
  return (
    <Card as="section" aria-labelledby="report-leads-title" className="p-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="report-leads-title" className="font-semibold">
          {reportStages[drill.stage]}: {drill.label}
        </h2>
        <Button variant="quiet" size="xs" onClick={onClose}>
          Schließen
        </Button>
      </div>
      {leads.error && <Alert>{messageOf(leads.error)}</Alert>}
      {leads.data && (
        <ul className="divide-y divide-slate-100 text-sm">
          {leads.data.leads.map((lead) => (
            <li key={lead.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-1.5">
              <Link to="/leads/$id" params={{ id: lead.id }} search={{}} className="font-semibold text-slate-900 hover:underline">
                {lead.reference}
              </Link>
              <span className="text-slate-600">
                {lead.kindLabel} · {formatTime(lead.submittedAt)} · {lead.statusLabel}
                {lead.monthlyValue !== null && ` · ${formatEuro(lead.monthlyValue)} im Monat`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {leads.data?.more && (
        <p className="mt-2 text-sm text-slate-600">{`Es gibt mehr Leads, als hier stehen; die neuesten ${reportLeadsLimit} sind gezeigt.`}</p>
      )}
    </Card>
  );
}
