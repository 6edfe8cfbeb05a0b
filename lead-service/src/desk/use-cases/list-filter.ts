/** The contract's filter as the lists take it: a known status, a search long enough, the caller's id for "Meine Leads". */
import { searchTooShort, type InboxFilter } from '@sichtwerk/forms/desk/inbox-contract';
import type { LeadForm } from '../../kind-kit/define-lead-form.ts';
import { invalidField } from '../../platform/errors/refusals.ts';
import { searchTermOf } from '../desk-search.ts';
import type { ListFilter } from '../read-inbox.ts';

export const unknownStatus = () => invalidField('status', 'Diesen Status gibt es nicht.');

export function isKnownStatus(forms: readonly LeadForm[], status: string): boolean {
  return forms.some((form) => Object.hasOwn(form.statuses, status));
}

export function listFilterOf(forms: readonly LeadForm[], filter: InboxFilter, userId: string): ListFilter {
  if (filter.status && !isKnownStatus(forms, filter.status)) throw unknownStatus();
  const search = filter.q === undefined ? undefined : searchTermOf(filter.q);
  if (filter.q !== undefined && !search) throw invalidField('q', searchTooShort);
  return {
    kind: filter.kind,
    status: filter.status,
    search,
    owner: filter.owner === 'me' ? userId : filter.owner === 'none' ? null : undefined,
  };
}
