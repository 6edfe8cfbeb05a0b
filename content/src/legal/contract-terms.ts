import { legalDates } from './legal-dates.ts';
import { liveCallMinutes, plans } from '../plans.ts';
import { formatGermanDate } from './legal-document.ts';

/**
 * Contract figures of Sichtwerk, each kept once as typed values plus a German sentence built from them.
 *
 * The product reading gives three different statements about the contract term (pricing FAQ, AGB, cancellation page).
 * docs/decisions.md "Where the reading contradicts itself": each keeps its own wording as the reading gives it, and
 * each is one constant here, so the business can harmonise them in one edit. Every page and the AGB read the figures from this module.
 */

type Statement<T extends object> = Readonly<T> & { readonly sentence: string };

/** Freezes the figures and adds the sentence built from exactly those figures. */
function statement<T extends object>(values: T, sentence: (values: T) => string): Statement<T> {
  return Object.freeze({ ...values, sentence: sentence(values) });
}

const numberFormat = new Intl.NumberFormat('de-DE');

/** '12 Monate', '1 Monat', '99,5' — German number plus the right singular/plural noun. */
export function count(value: number, singular: string, plural: string): string {
  // A no-break space keeps the number on the line of its unit („12 Monate“, review 2026-11-28 P-L11).
  return `${numberFormat.format(value)}\u00a0${value === 1 ? singular : plural}`;
}

/** 'a', 'a oder b', 'a, b oder c' (and the same with 'und'). */
function joinWith(conjunction: string, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
const joinOr = (items: readonly string[]) => joinWith('oder', items);
const joinAnd = (items: readonly string[]) => joinWith('und', items);

// ---------------------------------------------------------------------------------------------------------
// The three contract-term statements (deliberately not harmonised, see above).
// ---------------------------------------------------------------------------------------------------------

/** Pricing page FAQ (addresses the reader): 12 months minimum, then cancellable monthly. */
export const pricingFaqTerm = statement(
  { minimumTermMonths: 12, thenCancellableMonthly: true as const },
  (t) => `Die Mindestlaufzeit beträgt ${count(t.minimumTermMonths, 'Monat', 'Monate')}, danach ist dein Vertrag monatlich kündbar.`,
);

/** AGB § 4: starts on activation, minimum term, no ordinary cancellation, automatic renewal, written notice. */
/** The anchor of the AGB's § 4 (term and cancellation), which the cancellation page links to. */
export const agbTermSectionId = 'laufzeit-und-kuendigung';

export const agbTerm = statement(
  { minimumTermMonths: 12, renewalMonths: 12, noticeWeeks: 4 },
  (t) =>
    `Der Vertrag beginnt, sobald der Kunde das Produkt aktiviert, und hat eine Mindestlaufzeit von ${count(t.minimumTermMonths, 'Monat', 'Monaten')}; ` +
    `während der Mindestlaufzeit ist die ordentliche Kündigung ausgeschlossen. ` +
    `Danach verlängert sich der Vertrag automatisch um jeweils ${count(t.renewalMonths, 'Monat', 'Monate')}, ` +
    `wenn er nicht spätestens ${count(t.noticeWeeks, 'Woche', 'Wochen')} vor dem Ende der jeweiligen Laufzeit schriftlich gekündigt wird. ` +
    `Das Recht zur Kündigung aus wichtigem Grund bleibt unberührt.`,
);

/** Cancellation page (addresses the reader): after the minimum term, 4 weeks to the end of the month. */
export const cancellationPageTerm = statement(
  { noticeWeeks: 4, toEndOfMonth: true as const },
  (t) =>
    `Nach Ablauf der Mindestlaufzeit kannst du mit einer Frist von ${count(t.noticeWeeks, 'Woche', 'Wochen')} zum Monatsende kündigen.`,
);

// ---------------------------------------------------------------------------------------------------------
// Service levels and payment
// ---------------------------------------------------------------------------------------------------------

/**
 * The state whose public holidays are no working days: the company's seat (company.ts). The lead service's
 * PUBLIC_HOLIDAY_STATE defaults to its code, so the slots, the digest and the callback deadlines skip the days
 * this copy names.
 */
export const holidayState = Object.freeze({ code: 'BE', name: 'Berlin' } as const);

/** What "working day" (Arbeitstag) means for the support promise; "Werktag" would include Saturday. */
export const workingDays = `Montag bis Freitag, ausgenommen gesetzliche Feiertage in ${holidayState.name}`;

/** Availability of the app, as an annual average; announced maintenance does not count as downtime. */
export const availability = statement(
  { percent: 99 },
  (t) =>
    `Die App steht im Jahresmittel zu ${numberFormat.format(t.percent)} % zur Verfügung; ` +
    `vorher angekündigte Wartungsarbeiten werden dabei nicht als Ausfallzeit gerechnet.`,
);

/** Support promise: answered within 24 hours on working days. */
export const supportResponse = statement(
  { responseHours: 24 },
  (t) =>
    `Supportanfragen werden an Arbeitstagen (${workingDays}) innerhalb von ${count(t.responseHours, 'Stunde', 'Stunden')} beantwortet.`,
);

/** How soon a message through the contact form is answered, as the contact page and its meta text say it. */
export const contactReplyTime = `an Arbeitstagen innerhalb von ${supportResponse.responseHours}\u00a0Stunden`;

/** Changes to the AGB: announced ahead, deemed accepted if the customer does not object in time. */
export const termsChangeNotice = statement(
  { noticeWeeks: 4, objectionDays: 14 },
  (t) =>
    `Änderungen der AGB werden mindestens ${count(t.noticeWeeks, 'Woche', 'Wochen')} vor ihrem Wirksamwerden in Textform angekündigt; ` +
    `sie gelten als angenommen, wenn der Kunde nicht innerhalb von ${count(t.objectionDays, 'Tag', 'Tagen')} nach Zugang der Ankündigung widerspricht.`,
);

export interface PaymentMethod {
  readonly id: 'sepa' | 'card' | 'invoice';
  /** Short label, e.g. for a list of payment methods. */
  readonly label: string;
  /** The method inside a sentence ("per …", "auf …"). */
  readonly phrase: string;
}

/** Payment: SEPA direct debit, card or invoice; monthly in advance. */
export const payment = statement(
  {
    methods: Object.freeze([
      { id: 'sepa', label: 'SEPA-Lastschrift', phrase: 'per SEPA-Lastschrift' },
      { id: 'card', label: 'Kreditkarte', phrase: 'per Kreditkarte' },
      { id: 'invoice', label: 'Rechnung', phrase: 'auf Rechnung' },
    ] as const satisfies readonly PaymentMethod[]),
    interval: 'monatlich' as const,
    inAdvance: true as const,
  },
  (t) =>
    `Die Vergütung ist ${t.interval}${t.inAdvance ? ' im Voraus' : ''} zu zahlen, wahlweise ${joinOr(t.methods.map((m) => m.phrase))}.`,
);

/** No free trial (docs/decisions.md: the terms say there is none, and no page promises one). */
export const freeTrial = statement({ offered: false as boolean }, (t) =>
  t.offered ? 'Ein kostenloser Testzeitraum wird angeboten.' : 'Ein kostenloser Testzeitraum wird nicht angeboten.',
);

// ---------------------------------------------------------------------------------------------------------
// Plan service levels named in AGB § 2 (live calls and personal supporter, docs/decisions.md: Constants).
// The figures live once, in plans.ts; these statements only phrase them for the AGB.
// ---------------------------------------------------------------------------------------------------------

export interface PlanServiceLevel {
  readonly plan: string;
  readonly callsPerMonth: number;
  /** The plan card's own wording, e.g. "1 Strategie-Call pro Monat (ca. 60 Minuten)". */
  readonly callNote: string;
  readonly personalSupporter: boolean;
}

export const planServiceLevels: readonly PlanServiceLevel[] = Object.freeze(
  plans.map((plan) => ({
    plan: plan.name,
    callsPerMonth: plan.liveCallsPerMonth,
    callNote: plan.liveCallNote,
    personalSupporter: plan.personalSupporter,
  })),
);

export const liveCalls = statement(
  { durationMinutes: liveCallMinutes, plans: planServiceLevels },
  (t) => `Enthalten sind je Paket: ${t.plans.map((p) => `${p.plan} – ${p.callNote}`).join('; ')}.`,
);

export const personalSupporter = statement(
  { plans: planServiceLevels.filter((p) => p.personalSupporter).map((p) => p.plan) },
  (t) => `Kunden der Pakete ${joinAnd(t.plans)} erhalten einen festen persönlichen Ansprechpartner.`,
);

// ---------------------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------------------

/** Version date of the AGB (ISO) and its display form. */
export const agbDate = legalDates.agb;
export const agbDateDisplay = formatGermanDate(agbDate);
