/**
 * The line at the top of the team's notification that says what the visitor got: the receipt sent, not sent
 * and why, or on its way — and what to do when it was not sent, with the lead's page in the sales desk. It
 * is written from the row as it is when the notification is composed, which send-unsent-mails.ts does after
 * the visitor's mail was tried, so the line reports what happened rather than what should.
 */
import { type Block, fields, paragraph } from '../platform/mail/mail-layout.ts';
import { webHref } from '../platform/mail/mail-links.ts';
import { formatBerlinTime } from '../platform/shared/berlin-time.ts';
import { deskLeadUrl } from '../kind-kit/desk-link.ts';
import type { LeadForm } from '../kind-kit/define-lead-form.ts';
import { hasVisitorMail, visitorMailOf, type MailSettings } from '../kind-kit/lead-mail.ts';
import type { DeliveryState } from './pipeline-table.ts';
import { visitorMailSkipped } from './visitor-mail-skipped.ts';
import { isHeld } from '../kind-kit/spam.ts';

export function receiptLine(form: LeadForm, state: DeliveryState<string>, id: string, settings: MailSettings): Block[] {
  const line = receiptText(form, state);
  const desk = deskLeadUrl(settings, id);
  // A kind without a visitor mail has no receipt to report, but staff still set its status in the desk.
  if (line === undefined) return hasVisitorMail(form) ? [] : [fields([['Im Vertrieb', desk, webHref(desk)]])];
  return [paragraph(line), fields([['Im Vertrieb', desk, webHref(desk)]])];
}

function receiptText(form: LeadForm, state: DeliveryState<string>): string | undefined {
  const visitorMail = visitorMailOf(form);
  const outcome = visitorMail ? state.outcomes[visitorMail] : undefined;
  if (!outcome) return undefined;
  const deadline = form.receiptPromise ? ` ${form.receiptPromise.team}` : '';
  if (outcome.sentAt) return `Bestätigung an den Absender: verschickt am ${formatBerlinTime(outcome.sentAt)}.`;
  if (
    state.spamReason !== null &&
    !isHeld(state.spamReason) &&
    (outcome.error === null || outcome.error === visitorMailSkipped.unverified)
  ) {
    return (
      `Bestätigung an den Absender: nicht verschickt – der Spam-Schutz konnte nicht prüfen, ob die Adresse der Person gehört. ` +
      `Sieht die Anfrage echt aus: im Vertrieb „Echt – Bestätigung senden“ oder selbst antworten.${deadline}`
    );
  }
  if (outcome.error) {
    // The recorded error may open with its own "nicht gesendet:"; the line says that once.
    const reason = outcome.error.replace(/^nicht gesendet:\s*/i, '');
    return `Bestätigung an den Absender: nicht verschickt (Grund: ${reason}). Bitte antworte der Person selbst – „Antworten“ geht an sie.${deadline}`;
  }
  return `Bestätigung an den Absender: wird automatisch verschickt.`;
}
