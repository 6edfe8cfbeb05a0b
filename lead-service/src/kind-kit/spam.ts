/**
 * What the form protection concluded about a submission, stored in each lead table's `spam_reason` column
 * (the domain `spam_reason` of migrations/009_spam_rules.sql lists the same values; test/lead-forms.test.ts
 * compares them).
 *
 * Two groups, because nothing real may be lost:
 *   - held ('honeypot', 'too_fast'): positive evidence of a program — the hidden field was filled, or the
 *     form came back sooner than a person can fill it. Stored for review, never mailed, never queued.
 *   - unverified ('token_*'): the signed time token is missing, forged, from another form or expired. A real
 *     visitor can cause this too (the token request failed, the tab was open for days, the service's secret
 *     changed), so the lead is mailed as usual and the team's notification says it should be checked.
 */
export const spamReasons = ['honeypot', 'too_fast', 'token_missing', 'token_invalid', 'token_expired'] as const;
export type SpamReason = (typeof spamReasons)[number];

/** Never mailed: the worker and the sweeper skip these rows; in SQL the function spam_held() (009_spam_rules.sql). */
export const heldSpamReasons = ['honeypot', 'too_fast'] as const satisfies readonly SpamReason[];

export function isHeld(reason: SpamReason | null | undefined): boolean {
  return reason !== null && reason !== undefined && (heldSpamReasons as readonly string[]).includes(reason);
}

export function isSpamReason(value: unknown): value is SpamReason {
  return typeof value === 'string' && (spamReasons as readonly string[]).includes(value);
}

/** German labels for operators (CLI) and the team's notification. */
export const spamReasonLabels: Readonly<Record<SpamReason, string>> = Object.freeze({
  honeypot: 'verstecktes Feld ausgefüllt',
  too_fast: 'schneller abgeschickt als die Mindestzeit',
  token_missing: 'ohne Formular-Zeitstempel gesendet',
  token_invalid: 'ungültiger Formular-Zeitstempel',
  token_expired: 'abgelaufener Formular-Zeitstempel',
});

/** SQL condition "this row may be mailed" over a table's spam_reason column, as the pending indexes state it. */
export const deliverableSql = 'NOT spam_held(spam_reason)';

/** The line the team's notification starts with when a delivered lead carries an unverified flag. */
export function reviewNotice(reason: SpamReason): string {
  return (
    `Bitte prüfen: Diese Anfrage hat den Spam-Schutz nicht vollständig bestanden (${spamReasonLabels[reason]}). ` +
    'Meist steckt ein Mensch dahinter, selten ein Programm.'
  );
}
