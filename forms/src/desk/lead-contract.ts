/**
 * One lead in the desk and what staff do with it: change or set back its status, write a note, record a
 * call, set a follow-up, hand it to a colleague. Notes and calls are never changed once written. Bundled into
 * the desk: zod/mini only.
 */
import '../zod-setup.ts';
import * as z from 'zod/mini';
import type { FormKind } from '../form-kinds.ts';
import type { DeskReferralReward } from './referral-contract.ts';
import { lostFactsSchema, wonFactsSchema, type LeadOutcome, type OutcomeKind } from './outcome-contract.ts';

/** The lead a path names (`/leads/:id/…`). */
export const leadParamsSchema = z.object({ id: z.uuid('Diese Lead-Nummer ist ungültig.') });

/** An action that needs nothing but the lead it is on (release, discard). */
export const emptyBodySchema = z.strictObject({}, { error: 'Diese Aktion braucht keine Angaben.' });

export const callOutcomes = Object.freeze({
  reached: 'erreicht',
  not_reached: 'nicht erreicht',
  voicemail: 'Mailbox',
  wrong_number: 'falsche Nummer',
});
export type CallOutcome = keyof typeof callOutcomes;

export const noteLimits = Object.freeze({ max: 4000 });
export const callNoteLimits = Object.freeze({ max: 2000 });

const text = (label: string, max: number) =>
  z.string({ error: `${label} muss ein Text sein.` }).check(
    z.trim(),
    z.maxLength(max, `${label} darf höchstens ${max} Zeichen lang sein.`),
    // Control characters other than line breaks and tabs are no part of a note.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the check is about exactly these characters
    z.refine((value) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(value), `${label} enthält unsichtbare Steuerzeichen.`),
  );

export const statusChangeSchema = z.strictObject(
  {
    to: z.string({ error: 'Bitte wähle einen Status.' }).check(z.maxLength(40, 'Diesen Status gibt es nicht.')),
    /** Required when going back to an earlier status: why. */
    reason: z.optional(text('Der Grund', 500)),
    /** Required when the new status asks for them („Kunde geworden“): package, add-ons, contract date. */
    won: z.optional(wonFactsSchema),
    /** Required when the new status asks for them („kein Interesse“): a reason from the list, a free text. */
    lost: z.optional(lostFactsSchema),
  },
  { error: 'Bitte nur den neuen Status, einen Grund und die Angaben zum Abschluss senden.' },
);

export const noteSchema = z.strictObject(
  { text: text('Die Notiz', noteLimits.max).check(z.minLength(1, 'Bitte schreib etwas in die Notiz.')) },
  { error: 'Bitte nur den Text der Notiz senden.' },
);

export const callSchema = z.strictObject(
  {
    outcome: z.enum(Object.keys(callOutcomes) as [CallOutcome, ...CallOutcome[]], { error: 'Bitte wähle aus, wie der Anruf ausging.' }),
    note: z.optional(
      z.pipe(
        text('Die Notiz zum Anruf', callNoteLimits.max),
        z.transform((value) => (value === '' ? undefined : value)),
      ),
    ),
  },
  { error: 'Bitte nur das Ergebnis des Anrufs und eine Notiz senden.' },
);

/** A follow-up as Berlin wall time ("2026-11-27T09:30"), or null to clear it. */
export const followUpSchema = z.strictObject(
  {
    at: z.nullable(
      z
        .string({ error: 'Bitte gib Datum und Uhrzeit der Wiedervorlage an.' })
        .check(z.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/, 'Bitte gib Datum und Uhrzeit der Wiedervorlage an.')),
    ),
  },
  { error: 'Bitte nur den Zeitpunkt der Wiedervorlage senden.' },
);

/** Hand the lead to a colleague (their id), take it ("me") or leave it unowned (null). */
export const ownerSchema = z.strictObject(
  {
    owner: z.nullable(
      z.string({ error: 'Bitte wähle eine Kollegin oder einen Kollegen.' }).check(z.maxLength(40, 'Diese Person gibt es nicht.')),
    ),
  },
  { error: 'Bitte nur den neuen Besitzer senden.' },
);

export type MailStateName = 'queued' | 'sent' | 'held' | 'failed';

export interface DeskMail {
  mail: string;
  label: string;
  audience: 'visitor' | 'team';
  state: MailStateName;
  at: string | null;
  /** Why it was held or failed, in German. */
  reason: string | null;
}

export interface LeadNote {
  id: string;
  at: string;
  author: string;
  text: string;
}

export interface LeadCall {
  id: string;
  at: string;
  caller: string;
  outcome: CallOutcome;
  outcomeLabel: string;
  note: string | null;
}

export interface HistoryEntry {
  at: string;
  actor: string | null;
  /** Who, as the desk names them: the staff username, „Besucher:in“ (own booking, move or cancellation) or „System“. */
  by: string;
  action: string;
  /** What happened in German; a strategy call's with its Berlin time, a move with old → new. */
  label: string;
  detail: Record<string, string | number | boolean | null>;
}

/** How a finding reads: fine, worth a look, a problem. */
export type DeskFindingStatus = 'good' | 'warn' | 'bad';

/**
 * A card of checked facts a kind shows on its leads, as data the desk draws without knowing the kind: the
 * analysis request's website pre-check is one. `checked` is null while nothing was checked yet.
 */
export interface DeskFindings {
  /** The card's anchor on the lead's page. */
  id: string;
  title: string;
  /** What the card says while nothing was checked. */
  empty: string;
  checked: {
    /** What was checked (a web address), shown as visitor-typed text. */
    subject: string;
    at: string;
    items: { label: string; status: DeskFindingStatus; text: string }[];
  } | null;
}

/**
 * A workplace a kind brings to its leads' page, backed by the service's routes for that kind: the written
 * analysis sent to a result page, the strategy call booked online. The desk shows a tool's card only on the
 * leads that carry it, so it names no kind.
 */
export type DeskTool = 'analysis' | 'strategy-call';

export interface DeskLead {
  id: string;
  reference: string;
  kind: FormKind;
  kindLabel: string;
  /** Who sent it, as the inbox lists it (the kind's name field: the recommended company, not the referrer). */
  name: string;
  submittedAt: string;
  status: { key: string; label: string };
  /** `notYet`: why the step cannot be taken now (the booked call has not begun), in German; absent when it can. */
  next: { key: string; label: string; notYet?: string; asks?: OutcomeKind }[];
  /** Earlier statuses the lead can be set back to, with a reason. */
  back: { key: string; label: string }[];
  deadline: { at: string; label: string; overdue: boolean } | null;
  firstHandledAt: string | null;
  /** name: the display name, else the login name. */
  owner: { id: string; username: string; name: string } | null;
  followUpAt: string | null;
  spam: { reason: string; label: string; held: boolean } | null;
  /** `href`: the link the service made for a phone field, absent when the text is no number. */
  fields: { key: string; label: string; value: string | null; href?: string }[];
  mails: DeskMail[];
  /** The cards of checked facts the lead's kind adds (the analysis request's website pre-check); empty for most kinds. */
  findings: DeskFindings[];
  /** The workplaces of the lead's kind (the analysis request: both); empty for most kinds. */
  tools: DeskTool[];
  /** The hours the kind promises the visitor (its descriptor's promise); null for a kind without one. */
  promiseHours: number | null;
  source: { page?: string; previousPage?: string; utm?: Record<string, string> } | null;
  /** How it ended, as recorded with its final status; null while it is open or was set back. */
  outcome: LeadOutcome | null;
  /** A referral's reward (referral-contract.ts); absent on every other kind. */
  reward?: DeskReferralReward;
  notes: LeadNote[];
  calls: LeadCall[];
  history: HistoryEntry[];
}
