/**
 * The facts of „Kunde geworden“ as the service records them: the package and add-ons checked against the content
 * and priced, the contract date a real Berlin day between the request and today. A German refusal otherwise.
 */
import type { WonFacts } from '@sichtwerk/forms/desk/outcome-contract';
import { invalidField } from '../../platform/errors/refusals.ts';
import { berlinDayOf, isCalendarDay } from '../../platform/shared/calendar-day.ts';
import type { OutcomeRecord } from '../lead-outcomes.ts';
import { priceWin } from '../outcome-catalogue.ts';

export function checkedWin(facts: WonFacts, submittedAt: Date, now: Date): Extract<OutcomeRecord, { outcome: 'won' }> {
  const win = priceWin(facts);
  if ('message' in win) throw invalidField(win.field, win.message);
  if (!isCalendarDay(facts.contractDate)) throw invalidField('won.contractDate', 'Dieses Datum gibt es nicht.');
  // ISO days compare as text.
  if (facts.contractDate < berlinDayOf(submittedAt)) {
    throw invalidField('won.contractDate', 'Der Vertrag kann nicht vor der Anfrage geschlossen worden sein.');
  }
  if (facts.contractDate > berlinDayOf(now)) {
    throw invalidField('won.contractDate', 'Bitte trag den Abschluss erst ein, wenn der Vertrag geschlossen ist.');
  }
  return { outcome: 'won', win, contractDate: facts.contractDate };
}
