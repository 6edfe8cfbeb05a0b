import { Badge } from '../components/ui/badge.tsx';
import { DeskLink } from '../components/desk-link.tsx';
import { VisibleText } from '../components/visible-text.tsx';
import type { InboxRow } from '../lib/api.ts';
import { formatTime, timeLeft } from '../lib/format.ts';

/** Leads as a list: a table on wide screens, stacked rows on a phone. Every visitor text is a React text node. */
export function LeadList({ rows, now, label }: { rows: InboxRow[]; now: number; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white">
      {rows.map((row) => {
        const due = row.dueAt ? timeLeft(row.dueAt, now) : undefined;
        return (
          <li key={row.id} data-lead-id={row.id} className={due?.overdue ? 'bg-red-50' : undefined}>
            <DeskLink
              href={`/vertrieb/leads/${row.id}`}
              className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 px-3 py-2.5 hover:bg-slate-50 md:grid-cols-[9rem_1fr_10rem_9rem_12rem] md:items-center"
            >
              <span className="text-xs font-medium text-slate-500 md:text-sm">{row.kindLabel}</span>
              <span className="col-start-1 truncate font-medium text-slate-900 md:col-start-auto">
                <VisibleText text={row.name} />
              </span>
              <span className="col-start-2 row-start-1 text-right text-xs text-slate-500 md:col-start-auto md:row-start-auto md:text-left md:text-sm">
                {formatTime(row.submittedAt)}
              </span>
              <span className="col-start-2 row-start-2 text-right md:col-start-auto md:row-start-auto md:text-left">
                <Badge tone={row.spamReason ? 'warn' : 'info'}>{row.statusLabel}</Badge>
              </span>
              <span className="col-span-2 text-xs md:col-span-1 md:text-sm">
                {due ? (
                  <span className={due.overdue ? 'font-semibold text-red-700' : 'text-slate-600'}>
                    {due.overdue ? '⚠ ' : ''}
                    {due.text}
                  </span>
                ) : row.spamLabel ? (
                  <span className="text-amber-800">Prüfen: {row.spamLabel}</span>
                ) : null}
              </span>
            </DeskLink>
          </li>
        );
      })}
    </ul>
  );
}
