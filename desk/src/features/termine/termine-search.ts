/** The Termine view's URL search (/vertrieb/termine?range=week&woche=2026-12-07&berater=<id>): each part kept only when valid. */
import { type AppointmentRange, appointmentRanges } from '@sichtwerk/forms/desk/appointments-contract';

export interface TermineSearch {
  range?: AppointmentRange;
  /** Any day of the week shown (range week), YYYY-MM-DD; absent: this week. */
  woche?: string;
  berater?: string;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function termineSearch(search: Record<string, unknown>): TermineSearch {
  return {
    ...((appointmentRanges as readonly unknown[]).includes(search.range) ? { range: search.range as AppointmentRange } : {}),
    ...(typeof search.woche === 'string' && isoDay.test(search.woche) ? { woche: search.woche } : {}),
    ...(typeof search.berater === 'string' && uuid.test(search.berater) ? { berater: search.berater } : {}),
  };
}
