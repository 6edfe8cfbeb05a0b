/**
 * The inbox: what the desk asks (a filter and where to continue) and what a row carries. The filter is also what
 * the desk keeps of a list (kind, status, owner in its URL, the typed search only in the page's history entry:
 * desk/src/features/inbox/inbox-search.ts), so a list a salesperson returns to is the one they left.
 * Bundled into the desk: zod/mini only.
 */
import '../zod-setup.ts';
import * as z from 'zod/mini';
import { formKindNames, type FormKind } from '../form-kinds.ts';

export const searchLimits = Object.freeze({ min: 3, max: 100 });

const optionalText = (max: number, message: string) =>
  z.optional(
    z.pipe(
      z.string({ error: message }).check(z.trim(), z.maxLength(max, message)),
      z.transform((value) => (value === '' ? undefined : value)),
    ),
  );

/** What narrows the list; each part optional, all of them together. */
export const inboxFilterShape = {
  kind: z.optional(z.enum(formKindNames as unknown as [FormKind, ...FormKind[]], { error: 'Diese Lead-Art gibt es nicht.' })),
  status: optionalText(40, 'Diesen Status gibt es nicht.'),
  q: z.optional(
    z.pipe(
      z
        .string({ error: 'Die Suche muss ein Text sein.' })
        .check(z.trim(), z.maxLength(searchLimits.max, `Die Suche darf höchstens ${searchLimits.max} Zeichen lang sein.`)),
      z.transform((value) => (value === '' ? undefined : value)),
    ),
  ),
  owner: z.optional(z.enum(['me', 'none'], { error: 'Diesen Besitzer-Filter gibt es nicht.' })),
};
export const inboxFilterSchema = z.object(inboxFilterShape);
export type InboxFilter = z.output<typeof inboxFilterSchema>;

/** A page cursor: the last row's time to the microsecond and its id ("2026-11-26T10:40:00.123456Z_<uuid>"). */
export const cursorSchema = z.string({ error: 'Die Seitenangabe ist ungültig.' }).check(
  z.maxLength(80, 'Die Seitenangabe ist ungültig.'),
  z.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}(\d{3})?Z_[0-9a-f-]{36}$/, 'Die Seitenangabe ist ungültig.'),
  // The pattern lets 9999-99-99T99:99:99.999Z through; only a time that reads back the same is one.
  z.refine((value) => {
    const at = value.slice(0, value.indexOf('_'));
    const date = new Date(at);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 23) === at.slice(0, 23);
  }, 'Die Seitenangabe ist ungültig.'),
);

export const inboxRequestSchema = z.strictObject(
  { ...inboxFilterShape, after: z.optional(cursorSchema) },
  { error: 'Nach dieser Angabe lässt sich die Liste nicht filtern.' },
);
export type InboxRequest = z.output<typeof inboxRequestSchema>;

/** The filter alone: a lead's neighbours, the follow-ups, the CSV export. */
export const listFilterSchema = z.strictObject(inboxFilterShape, { error: 'Nach dieser Angabe lässt sich die Liste nicht filtern.' });

/** The review list ("Prüfen") has no filter, only where to continue. */
export const reviewRequestSchema = z.strictObject(
  { after: z.optional(cursorSchema) },
  { error: 'Diese Angabe kennt die Prüfliste nicht.' },
);

export const searchTooShort = `Bitte gib mindestens ${searchLimits.min} Zeichen ein.`;

export interface InboxRow {
  id: string;
  reference: string;
  kind: FormKind;
  kindLabel: string;
  name: string;
  /** The phone number as typed, with its tel: link when it is one. */
  phone: { text: string; href: string | null } | null;
  /** The first words of the visitor's message (about 80 characters). */
  excerpt: string | null;
  submittedAt: string;
  status: string;
  statusLabel: string;
  owner: string | null;
  /**
   * What the lead was promised: the kind's deadline while it is open (the analysis within 48 hours) or a
   * callback's time window on its day. `overdue` once it has passed.
   */
  deadline: { at: string; label: string; overdue: boolean } | null;
  followUpAt: string | null;
  attempts: { count: number; lastAt: string | null };
  spamReason: string | null;
  spamLabel: string | null;
}

export interface InboxPage {
  /** The caller's follow-ups due by today's end, oldest first; only on the first page. */
  followUps: InboxRow[];
  /** Leads past their kind's promise, most overdue first; only on the first page of a view that has such kinds. */
  overdue: InboxRow[];
  leads: InboxRow[];
  /** Continue after this lead for the next page; null on the last page. */
  next: string | null;
}

/** The lead before and after one in a list, for the detail's previous/next. */
export interface Neighbours {
  previous: string | null;
  next: string | null;
}
