import type { Meta } from '@sichtwerk/forms/desk/account-contract';
import { type InboxFilter, searchLimits } from '@sichtwerk/forms/desk/inbox-contract';
import { Input, Select } from '@sichtwerk/site/ui/input';
import { Label } from '@sichtwerk/site/ui/label';
import { useEffect, useRef, useState } from 'react';
import { useShortcut } from '../../shell/use-shortcut.ts';

/** How long typing pauses before the list follows the search. */
const typingPauseMs = 300;

/**
 * Kind, status, owner and the one search box. The status list offers the chosen kind's statuses, or for all
 * kinds every kind's statuses grouped under its name (choosing one chooses its kind too). "/" jumps to the search.
 */
export function InboxFilters({
  meta,
  filter,
  onChange,
}: {
  meta: Meta | undefined;
  filter: InboxFilter;
  onChange(filter: InboxFilter): void;
}) {
  // What is being typed and not yet in the list's history entry; otherwise the box shows the entry's search, so a
  // list returned to (browser back, a link) always shows the search it lists, whatever order the router's renders
  // come in.
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? filter.q ?? '';
  const search = useRef<HTMLInputElement>(null);
  const latest = useRef({ filter, onChange });
  latest.current = { filter, onChange };
  useShortcut('/', (event) => {
    event.preventDefault();
    search.current?.focus();
  });

  useEffect(() => {
    // The history entry caught up with the typing (kept as typed, trailing space included), or changed from elsewhere.
    setTyped((current) => (current !== null && current.trim() === (filter.q ?? '') ? current : null));
  }, [filter.q]);

  useEffect(() => {
    if (typed === null) return;
    const text = typed.trim();
    if (text === (latest.current.filter.q ?? '')) return;
    const pause = window.setTimeout(() => latest.current.onChange({ ...latest.current.filter, q: text || undefined }), typingPauseMs);
    return () => window.clearTimeout(pause);
  }, [typed]);

  const kinds = meta?.kinds ?? [];
  const chosenKind = kinds.find((entry) => entry.kind === filter.kind);
  const statusValue = filter.status ? (filter.kind ? `${filter.kind}:${filter.status}` : `:${filter.status}`) : '';
  const tooShort = shown.trim().length > 0 && shown.trim().length < searchLimits.min;

  return (
    <search>
      <form className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_2fr]" onSubmit={(event) => event.preventDefault()}>
        <div>
          <Label htmlFor="filter-kind">Art</Label>
          <Select
            id="filter-kind"
            value={filter.kind ?? ''}
            onChange={(event) => onChange({ ...filter, kind: (event.target.value || undefined) as InboxFilter['kind'], status: undefined })}
          >
            <option value="">alle Arten</option>
            {kinds.map((entry) => (
              <option key={entry.kind} value={entry.kind}>
                {entry.label}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="filter-status">Status</Label>
          <Select
            id="filter-status"
            value={statusValue}
            onChange={(event) => {
              const [kind, status] = event.target.value.split(':') as [string, string | undefined];
              onChange({ ...filter, kind: (kind || filter.kind) as InboxFilter['kind'], status: status || undefined });
            }}
          >
            <option value="">jeder Status</option>
            {chosenKind
              ? chosenKind.statuses.map((status) => (
                  <option key={status.key} value={`${chosenKind.kind}:${status.key}`}>
                    {status.label}
                  </option>
                ))
              : kinds.map((entry) => (
                  <optgroup key={entry.kind} label={entry.label}>
                    {entry.statuses.map((status) => (
                      <option key={status.key} value={`${entry.kind}:${status.key}`}>
                        {status.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="filter-owner">Zuständig</Label>
          <Select
            id="filter-owner"
            value={filter.owner ?? ''}
            onChange={(event) => onChange({ ...filter, owner: (event.target.value || undefined) as InboxFilter['owner'] })}
          >
            <option value="">alle</option>
            <option value="me">Meine Leads</option>
            <option value="none">niemandem zugewiesen</option>
          </Select>
        </div>
        <div>
          <Label htmlFor="filter-search">Suche (Name, Firma, E-Mail, Telefon, Nachricht, Vorgangsnummer)</Label>
          <Input
            id="filter-search"
            ref={search}
            type="search"
            value={shown}
            maxLength={searchLimits.max}
            placeholder="z. B. Berger, 0711 987654 oder SW-7K3M-9QXR"
            aria-describedby={tooShort ? 'filter-search-hint' : undefined}
            onChange={(event) => setTyped(event.target.value)}
            // Esc leaves the search, so j/k move through the rows again.
            onKeyDown={(event) => {
              if (event.key === 'Escape') event.currentTarget.blur();
            }}
          />
          {tooShort && (
            <p id="filter-search-hint" className="mt-1 text-xs text-slate-600">
              Bitte gib mindestens {searchLimits.min} Zeichen ein.
            </p>
          )}
        </div>
      </form>
    </search>
  );
}
