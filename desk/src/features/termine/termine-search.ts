/** The Termine view's URL search (/vertrieb/termine?range=week&berater=<id>): each part kept only when valid. */
import { type AppointmentRange, appointmentRanges } from '@sichtwerk/forms/desk/appointments-contract';

export interface TermineSearch {
  range?: AppointmentRange;
  berater?: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function termineSearch(search: Record<string, unknown>): TermineSearch {
  return {
    ...((appointmentRanges as readonly unknown[]).includes(search.range) ? { range: search.range as AppointmentRange } : {}),
    ...(typeof search.berater === 'string' && uuid.test(search.berater) ? { berater: search.berater } : {}),
  };
}
