/** The cancellation's setting: when the back office is reminded of a confirmation the AGB promise. */
import { variable } from '../../platform/config/config-variable.ts';
import { integer } from '../../platform/config/env-fields.ts';

export const cancellationSettings = Object.freeze({
  CANCELLATION_CONFIRM_WITHIN_MS: variable({
    schema: integer(86_400_000, 1_000, 604_800_000),
    group: 'processes and timings',
    doc: 'Age of a cancellation whose confirmation was not sent (its address unverified) at which the back office gets a reminder, in ms; one held as spam (honeypot, too fast) gets none: the desk lists it under Prüfen.',
  }),
});
