/**
 * Where the inbox's filter lives. Kind, status and owner are the URL's search (/vertrieb/?kind=…&status=…&owner=me),
 * so a list can be bookmarked and sent to a colleague. What was typed into the search box — a name, a phone
 * number, an e-mail address — is kept only in the page's own history entry (history.state), never in the URL: a URL
 * goes into the browser's history and its sync, the address bar's suggestions and every log that records it.
 * Browser back and forward still return to a searched list, since each history entry keeps its own state.
 *
 * Each part is kept only when valid, so a hand-edited URL loses what it got wrong, not the page. The router reads
 * search values as JSON, so a typed number ("987654") arrives as a number and is turned back into the text it was.
 */
import { type InboxFilter, inboxFilterShape } from '@sichtwerk/forms/desk/inbox-contract';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import * as z from 'zod/mini';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The inbox search typed on this history entry's list (or the list a lead was opened from). */
    q?: string;
  }
}

/** The part of the filter the URL carries. */
export type UrlFilter = Omit<InboxFilter, 'q'>;

const urlKeys = (Object.keys(inboxFilterShape) as (keyof typeof inboxFilterShape)[]).filter((key) => key !== 'q');

function valid<Key extends keyof typeof inboxFilterShape>(key: Key, raw: unknown): InboxFilter[Key] | undefined {
  const parsed = z.safeParse(inboxFilterShape[key], typeof raw === 'number' ? String(raw) : raw);
  return parsed.success ? (parsed.data as InboxFilter[Key]) : undefined;
}

/** The URL's search as the filter's URL part; a `q` in it (an old bookmark) is not read from there. */
export function inboxSearch(search: Record<string, unknown>): UrlFilter {
  const filter: Record<string, unknown> = {};
  for (const key of urlKeys) {
    const value = valid(key, search[key]);
    if (value !== undefined) filter[key] = value;
  }
  return filter as UrlFilter;
}

/**
 * The inbox filter of the current page: the URL's part (the route's validated search) and the search its history
 * entry keeps. A link of an older desk still carrying `?q=` has it moved into the entry and out of the address bar.
 */
export function useInboxFilter(routeSearch: UrlFilter): InboxFilter {
  const navigate = useNavigate();
  const location = useLocation();
  // The router hands a route the URL's other keys beside what validateSearch kept: only the filter's own go on.
  const url = useMemo(() => inboxSearch(routeSearch), [routeSearch]);
  const kept = valid('q', location.state.q);
  const inUrl = valid('q', (location.search as Record<string, unknown>).q);
  useEffect(() => {
    if (inUrl !== undefined) void navigate({ to: '.', search: url, state: (state) => ({ ...state, q: inUrl }), replace: true });
  }, [inUrl, url, navigate]);
  const q = kept ?? inUrl;
  return q ? { ...url, q } : url;
}

/** Where a list goes in a navigation (<Link {...toList(filter)}>, navigate): its URL part and the search as state. */
export function toList(filter: InboxFilter): { search: UrlFilter; state: { q?: string } } {
  const { q, ...search } = filter;
  return { search, state: q ? { q } : {} };
}
