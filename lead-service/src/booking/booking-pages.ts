/**
 * The booking's visitor pages as HTML inside the site's frame (platform/http/form-post-pages.ts): the slot list, the
 * booked call with its two buttons, the refusals. Plain forms only — no script — written with the escaping
 * template (platform/shared/html.ts), so every value from the lead or the database is text.
 */
import { analysisPromise } from '@sichtwerk/content/analysis-promise';
import { bookingPageClasses as bc } from '@sichtwerk/content/booking-page';
import { formAnswerClasses as css } from '@sichtwerk/content/form-answer';
import { pages } from '@sichtwerk/content/routes';
import { heading, link, note, strong, textBlock, type FormAnswer } from '../platform/http/form-post-pages.ts';
import { html, joinLines, type SafeHtml } from '../platform/shared/html.ts';
import { maskAddress } from '../pipeline/confirmation/mask-address.ts';
import type { Booking } from './bookings.ts';
import { callLabel, clockLabel, dayKey, dayLabel, slotLabel } from './call-time.ts';
import type { Slot } from './compute-slots.ts';

export interface SlotForm {
  /** Where the form posts, with the link's credential in its query. */
  action: string;
  slots: readonly Slot[];
  submitLabel: string;
  /** The phone field (booking only; a move keeps the number). */
  phone?: string | null;
  /** Hidden fields (the action key of a move). */
  hidden?: Readonly<Record<string, string>>;
  /** How many day groups start open. */
  openDays?: number;
  /** Why the last post was refused (no slot chosen), shown above the slots. */
  error?: string;
}

function hiddenFields(fields: Readonly<Record<string, string>> | undefined): SafeHtml {
  return joinLines(Object.entries(fields ?? {}).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`));
}

/**
 * The slots as radio buttons, one <details> per Berlin day ("Di, 1. Dezember"), the first ones open. The radios
 * are not `required`: the browser's bubble cannot point at a radio in a folded day (it logged one error per radio
 * and stood behind the sticky header), so a post without a choice comes back as this page with the service's
 * German message above the slots.
 */
export function slotForm(form: SlotForm): SafeHtml {
  const days = new Map<string, Slot[]>();
  for (const slot of form.slots) {
    const key = dayKey(slot.startsAt);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  let index = 0;
  const groups = [...days.values()].map((slots, dayIndex) => {
    const first = slots[0] as Slot;
    const options = joinLines(
      slots.map((slot) => {
        index += 1;
        const id = `slot-${index}`;
        return html`<div class="${bc.time}"><input class="${bc.radio}" type="radio" name="slot" id="${id}" value="${slot.startsAt.toISOString()}" aria-label="${slotLabel(slot.startsAt)}"><label class="${bc.timeLabel}" for="${id}">${clockLabel(slot.startsAt)}</label></div>`;
      }),
    );
    const count = slots.length === 1 ? '1 Termin' : `${slots.length} Termine`;
    return html`<details class="${bc.day}"${dayIndex < (form.openDays ?? 2) ? html` open` : null}>
<summary class="${bc.dayTitle}"><span>${dayLabel(first.startsAt)}</span><span class="${bc.dayCount}">${count}</span></summary>
<div class="${bc.times}" role="group" aria-label="${dayLabel(first.startsAt)}">
${options}
</div>
</details>`;
  });
  const phone =
    form.phone === undefined
      ? null
      : html`<label class="${bc.field}" for="phone"><span class="${bc.fieldLabel}">Telefon für den Anruf</span>
<span class="${bc.fieldHint}">Unter dieser Nummer rufen wir dich zum Termin an. Ändere sie, wenn du anders erreichbar bist.</span>
<input class="${bc.input}" type="tel" id="phone" name="phone" autocomplete="tel" maxlength="40" required value="${form.phone ?? ''}"></label>`;
  return html`<form class="${css.form}" method="post" action="${form.action}">
${hiddenFields(form.hidden)}
<fieldset${form.error ? html` aria-describedby="slot-error"` : null}>
<legend class="${bc.fieldLabel}">Wähle einen Termin (deutsche Zeit)</legend>
${form.error ? html`<p id="slot-error" class="${css.fieldError}" role="alert">${form.error}</p>` : null}
<div class="${bc.days}">
${joinLines(groups)}
</div>
</fieldset>
${phone}
<div class="${bc.actions}"><button class="${css.button}" type="submit">${form.submitLabel}</button></div>
</form>`;
}

export function bookingPage(options: {
  name: string;
  email: string;
  minutes: number;
  form: SlotForm;
  /** A call of this lead cancelled and still ahead: the page says so above the slots. */
  cancelled?: Booking | undefined;
}): FormAnswer {
  return {
    title: 'Strategiegespräch buchen',
    body: html`${heading('Dein Strategiegespräch buchen')}
${options.cancelled ? cancelledNotice(options.cancelled) : null}${textBlock(html`In ${options.minutes} Minuten stellen wir dir das Ergebnis deiner kostenlosen Analyse persönlich vor und beantworten deine Fragen. ${analysisPromise.callTiming} Die Einladung für deinen Kalender geht an ${strong(maskAddress(options.email))}.`)}
<div class="${bc.card}">
<dl class="${bc.facts}"><dt class="${bc.factLabel}">Für</dt><dd class="${bc.factValue}">${options.name}</dd><dt class="${bc.factLabel}">Dauer</dt><dd class="${bc.factValue}">${options.minutes} Minuten, kostenlos</dd></dl>
</div>
${slotForm(options.form)}`,
  };
}

function cancelledNotice(booking: Booking): SafeHtml {
  return html`<div class="${bc.card}" role="status">${textBlock(html`${strong('Abgesagt:')} Dein Strategiegespräch am ${slotLabel(booking.startsAt)} findet nicht statt. Die Absage für deinen Kalender ist per E-Mail unterwegs.`)}</div>
`;
}

export interface CallView {
  booking: Booking;
  location: string;
  /** Cancel and move buttons, each opening its own page; absent when the visitor may no longer change the call. */
  actions?: {
    cancel: { action: string; query: Readonly<Record<string, string>> };
    move: { action: string; query: Readonly<Record<string, string>> };
  };
  /** The lead's booking page, where a cancelled call is booked anew. */
  rebookHref: string;
  changeUntilHours: number;
  notice?: string;
}

function callFacts(booking: Booking, location: string): SafeHtml {
  return html`<dl class="${bc.facts}">
<dt class="${bc.factLabel}">Wann</dt><dd class="${bc.factValue}">${callLabel(booking.startsAt, booking.endsAt)}</dd>
<dt class="${bc.factLabel}">Mit</dt><dd class="${bc.factValue}">${booking.adviserName}</dd>
<dt class="${bc.factLabel}">Wo</dt><dd class="${bc.factValue}">${location}</dd>
</dl>`;
}

export function callPage(view: CallView): FormAnswer {
  const { booking } = view;
  if (booking.status === 'cancelled') {
    return {
      title: 'Termin abgesagt',
      body: html`${heading('Dein Termin ist abgesagt')}
${textBlock(`Das Strategiegespräch am ${slotLabel(booking.startsAt)} findet nicht statt. Die Absage für deinen Kalender ist per E-Mail unterwegs.`)}
${textBlock(html`Möchtest du doch sprechen? ${link(view.rebookHref, 'Neuen Termin wählen')} – oder ${link(pages.rueckruf.path, 'bitte um Rückruf')}.`)}`,
    };
  }
  if (booking.status !== 'booked') {
    return {
      title: 'Strategiegespräch',
      body: html`${heading('Dieses Gespräch liegt hinter uns')}
${textBlock(`Das Strategiegespräch am ${slotLabel(booking.startsAt)} ist vorbei. Fragen? Antworte einfach auf unsere E-Mail.`)}`,
    };
  }
  const buttons = view.actions
    ? html`<div class="${bc.actions}">
<form class="${bc.inlineForm}" method="get" action="${view.actions.move.action}">${hiddenFields(view.actions.move.query)}<button class="${css.button}" type="submit">Anderen Termin wählen</button></form>
<form class="${bc.inlineForm}" method="get" action="${view.actions.cancel.action}">${hiddenFields(view.actions.cancel.query)}<button class="${bc.secondaryButton}" type="submit">Absagen</button></form>
</div>
${note(`Absagen oder verschieben kannst du bis ${view.changeUntilHours} Stunden vor dem Gespräch.`)}`
    : note('Der Termin ist bald: Ändern kannst du ihn jetzt nur noch, wenn du auf unsere E-Mail antwortest.');
  return {
    title: 'Dein Strategiegespräch',
    body: html`${heading('Dein Termin steht')}
${view.notice ? textBlock(view.notice) : null}
<div class="${bc.card}">
${callFacts(booking, view.location)}
</div>
${textBlock(html`Die Einladung für deinen Kalender geht an ${strong(maskAddress(booking.email))}.`)}
${buttons}`,
  };
}

/** „Wirklich absagen?“: the one question before a cancellation, a plain form without script. */
export function cancelPage(options: { booking: Booking; location: string; action: string; key: string; backHref: string }): FormAnswer {
  const when = slotLabel(options.booking.startsAt);
  return {
    title: 'Termin absagen',
    body: html`${heading(`Termin am ${when} wirklich absagen?`)}
<div class="${bc.card}">
${callFacts(options.booking, options.location)}
</div>
${textBlock('Wenn du absagst, geben wir den Termin frei und schicken dir die Absage für deinen Kalender. Einen neuen Termin kannst du danach jederzeit wählen.')}
<div class="${bc.actions}">
<form class="${bc.inlineForm}" method="post" action="${options.action}"><input type="hidden" name="key" value="${options.key}"><button class="${css.button}" type="submit">Ja, Termin absagen</button></form>
${link(options.backHref, 'Nein, Termin behalten')}
</div>`,
  };
}

export function movePage(options: { booking: Booking; location: string; form: SlotForm }): FormAnswer {
  return {
    title: 'Anderen Termin wählen',
    body: html`${heading('Anderen Termin wählen')}
${textBlock('Bisher gebucht:')}
<div class="${bc.card}">
${callFacts(options.booking, options.location)}
</div>
${textBlock('Wähle den neuen Termin. Erst wenn du ihn bestätigst, geben wir den alten frei; du bekommst eine neue Einladung, die den alten Termin in deinem Kalender ersetzt.')}
${slotForm(options.form)}`,
  };
}

export function takenPage(options: { form: SlotForm; allHref: string }): FormAnswer {
  const rest =
    options.form.slots.length > 0
      ? html`${textBlock('Diese Termine sind als nächste frei:')}
${slotForm({ ...options.form, openDays: 3 })}
${note(link(options.allHref, 'Alle freien Termine ansehen'))}`
      : textBlock(
          html`In den nächsten Tagen ist leider nichts mehr frei. ${link(pages.rueckruf.path, 'Bitte um Rückruf')}, dann finden wir gemeinsam einen Termin.`,
        );
  return {
    title: 'Termin gerade vergeben',
    body: html`${heading('Dieser Termin ist gerade vergeben')}
${textBlock('Jemand anders war ein paar Sekunden schneller. Such dir bitte einen anderen aus.')}
${rest}`,
  };
}

export function noAdviserPage(): FormAnswer {
  return {
    title: 'Strategiegespräch',
    body: html`${heading('Gerade können wir keine Termine anbieten')}
${textBlock('Im Moment ist niemand aus unserem Team für Strategiegespräche eingeteilt, deshalb zeigen wir hier keine freien Termine.')}
${textBlock(html`Schick uns eine ${link(pages.rueckruf.path, 'Rückrufbitte')}, dann rufen wir dich an und vereinbaren den Termin persönlich.`)}`,
  };
}

export function noSlotsPage(): FormAnswer {
  return {
    title: 'Strategiegespräch',
    body: html`${heading('In den nächsten Tagen ist alles belegt')}
${textBlock(html`Schick uns eine ${link(pages.rueckruf.path, 'Rückrufbitte')}, dann rufen wir dich an und finden gemeinsam einen Termin.`)}`,
  };
}

/**
 * A link that names no lead or call: cut off when copied, of an erased request, or signed under a booking-link
 * secret that was changed since. The visitor still gets to the call: a callback, or a reply to our e-mail.
 */
export function invalidLinkPage(): FormAnswer {
  return {
    title: 'Dieser Link ist ungültig',
    body: html`${heading('Dieser Link ist ungültig')}
${textBlock('Wir finden zu diesem Link keinen Termin. Vielleicht wurde er nicht vollständig kopiert, er ist veraltet, oder die Anfrage ist schon gelöscht.')}
${textBlock(html`Dein Gespräch bekommst du trotzdem: Schick uns eine ${link(pages.rueckruf.path, 'Rückrufbitte')}, dann rufen wir dich an und vereinbaren den Termin persönlich. Oder antworte auf unsere E-Mail, dann buchen wir ihn für dich und du bekommst die Einladung mit neuem Link.`)}`,
  };
}
