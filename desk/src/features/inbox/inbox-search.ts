/**
 * The inbox's URL search (/vertrieb/?kind=…&status=…&q=…&owner=me) as the contract's filter. Each part is kept
 * only when valid, so a hand-edited URL loses what it got wrong, not the page. The router reads search values as
 * JSON, so a typed number ("987654") arrives as a number and is turned back into the text it was.
 */
import { type InboxFilter, inboxFilterShape } from '@sichtwerk/forms/desk/inbox-contract';
import * as z from 'zod/mini';

export function inboxSearch(search: Record<string, unknown>): InboxFilter {
  const filter: Record<string, unknown> = {};
  for (const key of Object.keys(inboxFilterShape) as (keyof typeof inboxFilterShape)[]) {
    const raw = search[key];
    const parsed = z.safeParse(inboxFilterShape[key], typeof raw === 'number' ? String(raw) : raw);
    if (parsed.success && parsed.data !== undefined) filter[key] = parsed.data;
  }
  return filter as InboxFilter;
}
