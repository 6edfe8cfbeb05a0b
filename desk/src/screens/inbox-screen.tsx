import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Input } from '../components/ui/input.tsx';
import { Label } from '../components/ui/label.tsx';
import { Select } from '../components/ui/select.tsx';
import { api, type InboxPage, type InboxRow, type Meta } from '../lib/api.ts';
import { FiguresPanel } from './figures-panel.tsx';
import { LeadList } from './lead-list.tsx';

/** New leads show up without a reload: the first page is asked again this often. */
const pollMs = 15_000;

export function InboxScreen({ meta }: { meta: Meta | undefined }) {
  const [kind, setKind] = useState('');
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState<InboxPage>();
  const [more, setMore] = useState<InboxRow[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [now, setNow] = useState(() => Date.now());
  const request = useRef(0);

  const filter = useCallback(
    () => ({ ...(kind ? { kind } : {}), ...(status ? { status } : {}), ...(search.trim() ? { search: search.trim() } : {}) }),
    [kind, status, search],
  );

  const load = useCallback(async () => {
    const ticket = ++request.current;
    try {
      const result = await api<InboxPage>('/inbox', filter());
      if (ticket !== request.current) return;
      setPage(result);
      setMore([]);
      setNext(result.next);
      setError(undefined);
      setNow(Date.now());
    } catch (failure) {
      if (ticket === request.current) setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, [filter]);

  useEffect(() => {
    const debounce = window.setTimeout(() => void load(), 250);
    const poll = window.setInterval(() => void load(), pollMs);
    return () => {
      window.clearTimeout(debounce);
      window.clearInterval(poll);
    };
  }, [load]);

  async function loadMore() {
    if (!next) return;
    try {
      const result = await api<InboxPage>('/inbox', { ...filter(), after: next });
      setMore((rows) => [...rows, ...result.leads]);
      setNext(result.next);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  const statuses = [
    ...new Map(
      (meta?.kinds ?? [])
        .filter((entry) => !kind || entry.kind === kind)
        .flatMap((entry) => entry.statuses)
        .map((entry) => [entry.key, entry]),
    ).values(),
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Posteingang</h1>
        <FiguresPanel />
      </div>
      <search>
        <form className="grid gap-3 sm:grid-cols-3" onSubmit={(event) => event.preventDefault()}>
          <div className="space-y-1">
            <Label htmlFor="filter-kind">Art</Label>
            <Select
              id="filter-kind"
              value={kind}
              onChange={(event) => {
                setKind(event.target.value);
                setStatus('');
              }}
            >
              <option value="">alle Arten</option>
              {(meta?.kinds ?? []).map((entry) => (
                <option key={entry.kind} value={entry.kind}>
                  {entry.label}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-1">
            <Label htmlFor="filter-status">Status</Label>
            <Select id="filter-status" value={status} onChange={(event) => setStatus(event.target.value)}>
              <option value="">jeder Status</option>
              {statuses.map((entry) => (
                <option key={entry.key} value={entry.key}>
                  {entry.label}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-1">
            <Label htmlFor="filter-search">Suche (Name, Firma, E-Mail)</Label>
            <Input
              id="filter-search"
              type="search"
              value={search}
              maxLength={100}
              placeholder="Anfang eingeben …"
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </form>
      </search>
      {error && <Alert>{error}</Alert>}
      {page && page.overdue.length > 0 && (
        <section className="space-y-2">
          <h2 className="text-sm font-semibold text-red-800">
            Überfällig: Zusage an den Kunden abgelaufen ({page.overdue.length}
            {page.overdue.length >= 50 ? '+' : ''})
          </h2>
          <LeadList rows={page.overdue} now={now} label="Überfällige Leads" />
        </section>
      )}
      {page && (
        <section className="space-y-2">
          <h2 className="text-sm font-semibold text-slate-700">Neueste zuerst</h2>
          {page.leads.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
              Keine Leads für diese Auswahl.
            </p>
          ) : (
            <LeadList rows={[...page.leads, ...more]} now={now} label="Leads" />
          )}
          {next && (
            <Button variant="outline" onClick={() => void loadMore()}>
              Weitere 50 laden
            </Button>
          )}
        </section>
      )}
    </div>
  );
}
