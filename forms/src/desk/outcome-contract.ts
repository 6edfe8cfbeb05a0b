/**
 * How a lead ended, as staff record it with the final status: „Kunde geworden“ with the package, the add-ons
 * and the contract date; „kein Interesse“ with a reason from a short list and a free text. The packages and
 * add-ons are the content's (the service checks the ids and computes the monthly value from the prices there;
 * the desk reads them from /meta). Bundled into the desk: zod/mini only.
 */
import '../zod-setup.ts';
import * as z from 'zod/mini';
import { hasControlCharacter } from '../text-rules.ts';

/** Which facts a status asks for when a lead moves to it (its descriptor's `asks`). */
export type OutcomeKind = 'won' | 'lost';

export const lostReasons = Object.freeze({
  price: 'zu teuer',
  timing: 'gerade nicht der richtige Zeitpunkt',
  competitor: 'hat sich für einen anderen Anbieter entschieden',
  in_house: 'macht es selbst',
  no_need: 'sieht keinen Bedarf',
  unreachable: 'nicht mehr erreichbar',
  other: 'anderer Grund',
});
export type LostReason = keyof typeof lostReasons;

export const outcomeLimits = Object.freeze({ addOns: 12, note: 500 });

const id = (message: string) => z.string({ error: message }).check(z.minLength(1, message), z.maxLength(60, message));

export const wonFactsSchema = z.strictObject(
  {
    package: id('Bitte wähle das Paket.'),
    addOns: z
      .array(id('Dieses Add-on gibt es nicht.'), { error: 'Bitte wähle die Add-ons aus der Liste.' })
      .check(z.maxLength(outcomeLimits.addOns, 'Das sind mehr Add-ons, als es gibt.')),
    contractDate: z
      .string({ error: 'Bitte gib das Datum des Vertragsschlusses an.' })
      .check(z.regex(/^\d{4}-\d\d-\d\d$/, 'Bitte gib das Datum des Vertragsschlusses an.')),
  },
  { error: 'Bitte nur Paket, Add-ons und Vertragsdatum senden.' },
);
export type WonFacts = z.output<typeof wonFactsSchema>;

export const lostFactsSchema = z.strictObject(
  {
    reason: z.enum(Object.keys(lostReasons) as [LostReason, ...LostReason[]], { error: 'Bitte wähle einen Grund aus der Liste.' }),
    note: z.optional(
      z.string({ error: 'Die Anmerkung muss ein Text sein.' }).check(
        z.trim(),
        z.maxLength(outcomeLimits.note, `Die Anmerkung darf höchstens ${outcomeLimits.note} Zeichen lang sein.`),
        z.refine((value) => !hasControlCharacter(value, true), 'Die Anmerkung enthält unsichtbare Steuerzeichen.'),
      ),
    ),
  },
  { error: 'Bitte nur den Grund und eine Anmerkung senden.' },
);
export type LostFacts = z.output<typeof lostFactsSchema>;

/** Correcting a won lead's facts: the new facts and why, for the history. */
export const outcomeCorrectionSchema = z.strictObject(
  {
    won: wonFactsSchema,
    reason: z
      .string({ error: 'Bitte gib an, was korrigiert wird.' })
      .check(
        z.trim(),
        z.minLength(1, 'Bitte gib an, was korrigiert wird.'),
        z.maxLength(500, 'Der Grund darf höchstens 500 Zeichen lang sein.'),
      ),
  },
  { error: 'Bitte nur die korrigierten Angaben und einen Grund senden.' },
);

/** A package as the desk offers it: the content's name and monthly price. */
export interface PackageOption {
  id: string;
  name: string;
  priceMonthly: number;
}

/** An add-on as the desk offers it; `monthly`: its price counts into the monthly value. */
export interface AddOnOption {
  id: string;
  name: string;
  priceLabel: string;
  monthly: boolean;
  /** Packages that already contain it: not offered with those. */
  includedIn: string[];
}

export interface OutcomeCatalogue {
  packages: PackageOption[];
  addOns: AddOnOption[];
  lostReasons: { key: LostReason; label: string }[];
}

/** The lead's recorded outcome (the latest; corrections replace it, the history keeps the earlier ones). */
export type LeadOutcome =
  | {
      kind: 'won';
      package: { id: string; name: string };
      addOns: { id: string; name: string }[];
      /** Package plus monthly add-ons, in euros, at the prices when it was recorded. */
      monthlyValue: number;
      contractDate: string;
      setBy: string;
      setAt: string;
    }
  | { kind: 'lost'; reason: LostReason; reasonLabel: string; note: string | null; setBy: string; setAt: string };
