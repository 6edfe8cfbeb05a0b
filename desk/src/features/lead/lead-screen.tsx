import { Alert } from '@sichtwerk/site/ui/alert';
import { Badge } from '@sichtwerk/site/ui/badge';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { messageOf } from '../../lib/api.ts';
import { formatTime, timeLeft } from '../../lib/format.ts';
import { useShortcut } from '../../shell/use-shortcut.ts';
import { VisibleText } from '../../shell/visible-text.tsx';
import { toList, useInboxFilter } from '../inbox/inbox-search.ts';
import { leadPanels } from '../lead-panels.ts';
import { leadQuery, neighboursQuery } from './lead-queries.ts';

const leadRoute = getRouteApi('/leads/$id');

/** One lead: what it is, what was promised, then the panels of every feature (features/lead-panels.ts). */
export function LeadScreen() {
  const { id } = leadRoute.useParams();
  const filter = useInboxFilter(leadRoute.useSearch());
  const list = toList(filter);
  const navigate = useNavigate();
  const lead = useQuery(leadQuery(id));
  const neighbours = useQuery(neighboursQuery(id, filter));
  useShortcut('Escape', () => void navigate({ to: '/', ...list }));

  const back = (
    <Link to="/" {...list} className="text-sm text-brand-700 underline">
      ← zur Liste
    </Link>
  );
  if (!lead.data) {
    return (
      <div className="space-y-3">
        {back}
        {lead.error ? <Alert>{messageOf(lead.error)}</Alert> : <p className="text-sm text-slate-600">Lädt …</p>}
      </div>
    );
  }
  const data = lead.data;
  const deadline = data.deadline ? timeLeft(data.deadline.at, Date.now()) : undefined;
  const panels = leadPanels.filter((panel) => panel.appliesTo?.(data) ?? true);
  return (
    <div className="space-y-4">
      <nav aria-label="Liste" className="flex flex-wrap items-center gap-3">
        {back}
        <span className="ml-auto flex gap-2 text-sm">
          {neighbours.data?.previous ? (
            <Link to="/leads/$id" params={{ id: neighbours.data.previous }} {...list} className="text-brand-700 underline">
              ‹ vorheriger
            </Link>
          ) : (
            <span className="text-slate-600">‹ vorheriger</span>
          )}
          {neighbours.data?.next ? (
            <Link to="/leads/$id" params={{ id: neighbours.data.next }} {...list} className="text-brand-700 underline">
              nächster ›
            </Link>
          ) : (
            <span className="text-slate-600">nächster ›</span>
          )}
        </span>
      </nav>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-slate-500">
            {data.kindLabel} · Vorgangsnummer <span className="font-mono">{data.reference}</span> · eingegangen{' '}
            {formatTime(data.submittedAt)}
          </p>
          <h1 className="text-xl font-semibold break-words">{data.name ? <VisibleText text={data.name} /> : data.kindLabel}</h1>
          {data.deadline && deadline && (
            <p className={data.deadline.overdue ? 'text-sm font-semibold text-red-700' : 'text-sm text-slate-600'}>
              {data.deadline.label}: {deadline.text}
            </p>
          )}
        </div>
        <div className="text-right">
          <p className="text-xs text-slate-500">Status</p>
          <Badge variant="brand" className="text-sm">
            {data.status.label}
          </Badge>
          <p className="mt-1 text-xs text-slate-600">{data.owner ? `zuständig: ${data.owner.name}` : 'niemandem zugewiesen'}</p>
        </div>
      </header>
      <div className="grid gap-4 lg:grid-cols-2">
        {panels
          .filter((panel) => panel.column === 'work')
          .map(({ id: panelId, Panel }) => (
            <Panel key={panelId} lead={data} />
          ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {panels
          .filter((panel) => panel.column === 'facts')
          .map(({ id: panelId, Panel }) => (
            <Panel key={panelId} lead={data} />
          ))}
      </div>
    </div>
  );
}
