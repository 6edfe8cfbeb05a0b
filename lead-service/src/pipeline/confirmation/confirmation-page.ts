/**
 * The confirmation step's page, as the lead's receipt stands: held for staff, the one button that asks for it (a
 * doubted lead), sent, refused by the mail limits, or on its way. Nothing on it repeats what was typed except the
 * masked address.
 */
import { formAnswerClasses as css } from '@sichtwerk/content/form-answer';
import type { LeadForm } from '../../kind-kit/define-lead-form.ts';
import { isHeld, isSpamReason } from '../../kind-kit/spam.ts';
import { heading, note, strong, textBlock, type FormAnswer } from '../../platform/http/form-post-pages.ts';
import { html } from '../../platform/shared/html.ts';
import type { LeadState } from './confirmation-state.ts';
import { maskAddress } from './mask-address.ts';

/** Why the button is shown again: clicked faster than a person can, or the page was open too long. */
export type Notice = 'too_fast' | 'expired' | undefined;

export interface ConfirmationView {
  form: LeadForm;
  state: LeadState;
  /** Where the button posts (the step's own link). */
  action: string;
  /** A fresh time token for the button; issued only when the page shows it. */
  token: () => string;
  notice?: Notice;
}

export const invalidConfirmationLinkPage: FormAnswer = {
  title: 'Link ungültig',
  body: html`${heading('Dieser Link ist ungültig')}
${textBlock('Wir finden zu diesem Link keine Anfrage. Vielleicht wurde er nicht vollständig kopiert, oder die Anfrage ist schon gelöscht.')}`,
};

export function confirmationPage({ form, state, action, token, notice }: ConfirmationView): FormAnswer {
  const masked = strong(maskAddress(state.address));
  // Every state names the Vorgangsnummer: the plain form post's end page had none (newcomer review 2026-11-28).
  const reference = textBlock(html`Deine Vorgangsnummer: ${strong(state.reference)} – nenne sie, wenn du uns schreibst oder anrufst.`);
  const promise = form.receiptPromise;
  if (isSpamReason(state.spamReason) && isHeld(state.spamReason)) {
    return {
      title: 'Deine Angaben sind eingegangen',
      body: html`${heading('Deine Angaben sind eingegangen')}
${reference}
${textBlock('Wir haben sie gespeichert. Der Spam-Schutz hat sie zurückgehalten; sie stehen jetzt auf der Prüfliste unseres Teams.')}
${textBlock(html`Eine Bestätigung an ${masked} schicken wir erst, wenn wir sie freigegeben haben${promise ? ` – ${promise.held}` : null}.`)}`,
    };
  }
  if (isSpamReason(state.spamReason)) {
    const hint =
      notice === 'too_fast'
        ? note('Das ging schneller, als ein Mensch klicken kann. Bitte warte ein paar Sekunden und klicke dann noch einmal.')
        : notice === 'expired'
          ? note('Die Seite war zu lange offen. Bitte klicke noch einmal.')
          : null;
    return {
      title: 'Bestätigung anfordern',
      body: html`${heading('Fast fertig: Bestätigung anfordern')}
${reference}
${textBlock('Deine Angaben sind bei uns gespeichert, und unser Team ist informiert.')}
${textBlock(html`Die Bestätigung per E-Mail schicken wir erst, wenn du sie hier mit einem Klick anforderst – so lösen fremde Adressen, die jemand in unser Formular tippt, keine E-Mails aus. Sie geht an ${masked}.`)}
${hint}
<form class="${css.form}" method="post" action="${action}">
<input type="hidden" name="_token" value="${token()}">
<button class="${css.button}" type="submit">Bestätigung an ${maskAddress(state.address)} senden</button>
</form>
${note(promise?.withoutClick ?? 'Ohne Klick bekommst du keine Bestätigung – deine Anfrage ist trotzdem bei uns, und wir melden uns bei dir.')}`,
    };
  }
  if (state.sentAt) {
    return {
      title: 'Bestätigung verschickt',
      body: html`${heading('Deine Bestätigung ist verschickt')}
${reference}
${textBlock(html`Wir haben sie an ${masked} geschickt. Ist sie nicht in deinem Posteingang, sieh bitte auch im Spam-Ordner nach.`)}`,
    };
  }
  if (state.error) {
    return {
      title: 'Bestätigung nicht verschickt',
      body: html`${heading('Deine Angaben sind eingegangen')}
${reference}
${textBlock(html`Die Bestätigung an ${masked} konnten wir nicht verschicken (zum Beispiel, weil an diese Adresse heute schon mehrere Mails von uns gingen). Deine Angaben sind trotzdem bei uns, und unser Team meldet sich bei dir.`)}`,
    };
  }
  return {
    title: 'Bestätigung unterwegs',
    body: html`${heading('Deine Bestätigung ist unterwegs')}
${reference}
${textBlock(html`Wir schicken sie in den nächsten Minuten an ${masked}. Ist sie dann nicht in deinem Posteingang, sieh bitte auch im Spam-Ordner nach.`)}`,
  };
}
