import { searchLimits } from '@sichtwerk/forms/desk/inbox-contract';
import { Alert } from '@sichtwerk/site/ui/alert';
import { Button } from '@sichtwerk/site/ui/button';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { metaQuery, sessionQuery } from '../../lib/account-queries.ts';
import { deskApi, messageOf } from '../../lib/api.ts';
import { CsvExportButton } from '../../shell/csv-export-button.tsx';
import { useShortcut } from '../../shell/use-shortcut.ts';
import { InboxFilters } from './inbox-filters.tsx';
import { inboxQuery } from './inbox-queries.ts';
import { toList, useInboxFilter } from './inbox-search.ts';
import { LeadRows } from './lead-rows.tsx';

const inboxRoute = getRouteApi('/');

/** j/k move the focus from row to row (the row's link), in the order the page shows them. */
function moveFocus(step: 1 | -1): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('main [data-row-link]')];
  if (links.length === 0) return;
  const current = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = links[current === -1 ? (step === 1 ? 0 : links.length - 1) : Math.min(links.length - 1, Math.max(0, current + step))];
  next?.focus();
  next?.closest('li')?.scrollIntoView({ block: 'nearest' });
}

export function InboxScreen() {
  const filter = useInboxFilter(inboxRoute.useSearch());
  const navigate = useNavigate({ from: '/' });
  const meta = useQuery(metaQuery);
  const session = useQuery(sessionQuery);
  // A search too short to look up leaves the list as it is until more is typed.
  const listed = filter.q && filter.q.length < searchLimits.min ? { ...filter, q: undefined } : filter;
  const inbox = useInfiniteQuery(inboxQuery(listed));
  useShortcut('j', () => moveFocus(1));
  useShortcut('k', () => moveFocus(-1));

  const first = inbox.data?.pages[0];
  const leads = inbox.data?.pages.flatMap((page) => page.leads) ?? [];
  const now = inbox.dataUpdatedAt || Date.now();

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">Posteingang</h1>
        {session.data?.role === 'admin' && <CsvExportButton fetchCsv={() => deskApi.exportList({ body: listed })} fileName="leads.csv" />}
      </div>
      <InboxFilters meta={meta.data} filter={filter} onChange={(next) => void navigate({ ...toList(next), replace: true })} />
      {inbox.error && <Alert>{messageOf(inbox.error)}</Alert>}
      {inbox.isPending && !inbox.error && (
        <p role="status" className="text-sm text-slate-600">
          {listed.q ? `Sucht nach „${listed.q}“ …` : 'Lädt …'}
        </p>
      )}
      {first && first.followUps.length > 0 && (
        <section className="space-y-2" aria-labelledby="follow-ups">
          <h2 id="follow-ups" className="text-sm font-semibold text-brand-800">
            Heute fällig: deine Wiedervorlagen ({first.followUps.length}
            {first.followUps.length >= 50 ? '+' : ''})
          </h2>
          <LeadRows rows={first.followUps} now={now} label="Heute fällige Wiedervorlagen" filter={filter} />
        </section>
      )}
      {first && first.overdue.length > 0 && (
        <section className="space-y-2" aria-labelledby="overdue">
          <h2 id="overdue" className="text-sm font-semibold text-red-800">
            Überfällig: Zusage an den Kunden abgelaufen ({first.overdue.length}
            {first.overdue.length >= 50 ? '+' : ''})
          </h2>
          <LeadRows rows={first.overdue} now={now} label="Überfällige Leads" filter={filter} />
        </section>
      )}
      {inbox.data && (
        <section className="space-y-2" aria-labelledby="newest">
          <h2 id="newest" className="text-sm font-semibold text-slate-700">
            {listed.q ? `Treffer für „${listed.q}“` : 'Neueste zuerst'}
          </h2>
          {leads.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
              Keine Leads für diese Auswahl.
            </p>
          ) : (
            <LeadRows rows={leads} now={now} label="Leads" filter={filter} />
          )}
          {inbox.hasNextPage && (
            <Button variant="quiet" size="sm" disabled={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
              Weitere 50 laden
            </Button>
          )}
        </section>
      )}
    </div>
  );
}
