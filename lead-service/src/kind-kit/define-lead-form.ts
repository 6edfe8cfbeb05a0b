/**
 * What one form kind is, in one place: the descriptor every part of the pipeline maps over (`npm run kinds`
 * lists each kind's `kinds/<kind>/form.ts` in lead-forms.gen.ts, registry.ts hands them in). A plain kind's
 * `form.ts` holds its table (the declared fields, what is stored besides them), its mails and the descriptor;
 * a kind with more keeps the rest in its folder (`table.ts`, `mails.ts`, a step of its own: lead-step.ts).
 * Route, repository, queue, worker, sweeper, operator tools, retention, erasure and metrics derive from it.
 */
import type { ClosedDays } from '../platform/shared/closed-days.ts';
import type { FormEndpoint, FormKind, FormPageKey, FormThankYouPageKey } from '@sichtwerk/forms/form-kinds';
import type { DeskFindings } from '@sichtwerk/forms/desk/lead-contract';
import type { FieldDeclaration } from '@sichtwerk/forms/form-fields';
import type * as z from 'zod/mini';
import type { SqlFragment } from '../platform/db/sql.ts';
import type { KindServices } from './kind-services.ts';
import type { ConfigVariables } from '../platform/config/config-variable.ts';
import type { LeadMail } from './lead-mail.ts';
import type { LeadStep } from './lead-step.ts';
import type { LeadReminder } from './lead-reminder.ts';
import type { LeadStatuses } from './lead-status.ts';
import type { SpamReason } from './spam.ts';

export type FormSchema = z.ZodMiniType<Record<string, unknown>>;

/** A column (or SQL expression) the lead carries besides the form's fields, and how its raw value is read. */
export interface StoredColumn<T> {
  readonly sql: string;
  readonly parse: (raw: unknown) => T;
}

export type StoredColumns = Readonly<Record<string, StoredColumn<unknown>>>;

/** A column as PostgreSQL returns it; `pg` already gives dates as Date and json as objects. */
export function storedColumn<T>(sql: string, parse: (raw: unknown) => T = (raw) => raw as T): StoredColumn<T> {
  return Object.freeze({ sql, parse });
}

/** What an insert may depend on besides the visitor's input. */
export interface InsertContext {
  spamReason: SpamReason | null;
}

/** A kind's table: the only SQL identifiers the generic repository ever writes (checked there). */
export interface LeadTable<Schema extends FormSchema = FormSchema, Stored extends StoredColumns = StoredColumns> {
  /** e.g. 'referrals'; it has `id` (uuid), `submitted_at`, `enqueued_at`, `spam_reason` and per mail `<mail>_sent_at`, `<mail>_error`. */
  readonly name: string;
  /** The form's shared schema (@sichtwerk/forms): what the route validates and the row stores. */
  readonly schema: Schema;
  /** The form's fields as the kind declares them (@sichtwerk/forms/form-fields): the rest of this table derives from them. */
  readonly fields: { readonly [K in keyof z.output<Schema>]-?: FieldDeclaration };
  /** Every field of the schema's output and its column: the INSERT, the SELECT and the lead's keys. */
  readonly columns: { readonly [K in keyof z.output<Schema>]-?: string };
  /** The field that names who sent it (a person or company), as operators see the lead in lists. */
  readonly nameField: keyof z.output<Schema> & string;
  /** Fields holding an e-mail address: what erasure (DSGVO Art. 17) searches; empty for a kind without one. Fields in neither list are free text, where an address can be quoted. */
  readonly emailFields: readonly (keyof z.output<Schema> & string)[];
  /** Fields holding a phone number: what erasure by phone searches (`leads erase --phone`); empty for a kind without one. */
  readonly phoneFields: readonly (keyof z.output<Schema> & string)[];
  /** The visitor's own words, whose first ones the desk's inbox shows; absent for a kind without free text. */
  readonly messageField?: keyof z.output<Schema> & string;
  /** What the lead carries besides its fields: columns set on insert, mail state, joined data. */
  readonly stored: Stored;
  /** Columns set on insert besides the fields and `spam_reason`: a plain value is bound, an SqlFragment is SQL. */
  insertExtras?(context: InsertContext): Readonly<Record<string, unknown | SqlFragment>>;
  /** A date column before which nothing may delete the row (legal retention); set by insertExtras. */
  readonly retentionColumn?: string;
}

type FieldsOf<Schema extends FormSchema> = {
  -readonly [K in keyof z.output<Schema>]-?: undefined extends z.output<Schema>[K]
    ? Exclude<z.output<Schema>[K], undefined> | null
    : z.output<Schema>[K];
};

type StoredOf<Stored extends StoredColumns> = { -readonly [K in keyof Stored]: Stored[K] extends StoredColumn<infer T> ? T : never };

/** The lead as the mails see it: id, time of receipt, every field (an absent optional one is null) and the stored extras. */
export type LeadOf<Table extends LeadTable> =
  Table extends LeadTable<infer Schema, infer Stored>
    ? { id: string; reference: string; submittedAt: Date } & FieldsOf<Schema> & StoredOf<Stored>
    : never;

/** What a kind writes of its table; the column map and the e-mail and phone fields follow from its fields. */
export type LeadTableDeclaration<Schema extends FormSchema, Stored extends StoredColumns> = Omit<
  LeadTable<Schema, Stored>,
  'columns' | 'emailFields' | 'phoneFields'
>;

export function defineLeadTable<Schema extends FormSchema, Stored extends StoredColumns>(
  table: LeadTableDeclaration<Schema, Stored>,
): LeadTable<Schema, Stored> {
  type Field = keyof z.output<Schema> & string;
  const fields = Object.entries(table.fields) as [Field, FieldDeclaration][];
  const each = (value: (declared: FieldDeclaration) => string) =>
    Object.fromEntries(fields.map(([name, declared]) => [name, value(declared)]));
  const erasedBy = (erase: FieldDeclaration['erase']) => fields.filter(([, declared]) => declared.erase === erase).map(([name]) => name);
  return Object.freeze({
    ...table,
    columns: each((declared) => declared.column) as LeadTable<Schema, Stored>['columns'],
    emailFields: erasedBy('email'),
    phoneFields: erasedBy('phone'),
  });
}

export interface LeadForm<Kind extends FormKind = FormKind, Table extends LeadTable = LeadTable, Mail extends string = string> {
  /** The kind's name in code, in logs, in queued jobs and in the page's HTML (@sichtwerk/forms/form-kinds). */
  readonly kind: Kind;
  /** Names the kind had before; a job queued under one of them is still processed. */
  readonly formerKinds?: readonly string[];
  /** `<prefix>-<uuid>` is the row's job id, Message-ID local part and outbox file name; never change it. */
  readonly referencePrefix: string;
  /** Where the form posts, from the kind's entry in @sichtwerk/forms/form-kinds; its last segment names the form for the time token. */
  readonly endpoint: FormEndpoint;
  /** The page holding the form, from the same entry; a plain post that fails goes back there, one that succeeds to its thank-you page. */
  readonly page: FormPageKey;
  /** Where a plain post that succeeds leads, from the same entry. */
  readonly thankYouPage: FormThankYouPageKey;
  readonly table: Table;
  /**
   * Exactly one entry per mail column, checked by the compiler; the key order is the sending order. A kind
   * without an e-mail field has only team mails.
   */
  readonly mails: { readonly [M in Mail]: LeadMail<LeadOf<Table>> };
  /** The kind's German name in the sales desk: one lead ('Rückrufbitte') and the inbox filter ('Rückrufbitten'). */
  readonly label: { readonly one: string; readonly many: string };
  /** The statuses staff move the lead through in the sales desk (lead-status.ts); the first is a new lead's. */
  readonly statuses: LeadStatuses;
  /**
   * What the kind promises about the visitor's receipt when it cannot go out at once (a cancellation's: the
   * AGB's confirmation within one Arbeitstag); absent → no promise beyond the general wording.
   */
  readonly receiptPromise?: ReceiptPromise;
  /**
   * False for a kind that stores no attribution (form page, UTM parameters): a cancellation is kept six years as
   * a business letter, which covers no marketing data (review 2026-11-26 N-M10); absent → recorded.
   */
  readonly recordsSource?: false;
  /** A deadline the kind promises the visitor, which the sales desk counts down and lists when overdue; absent → none. */
  readonly promise?: LeadPromise;
  /**
   * A deadline the visitor chose (a callback's time window on its day), counted down in the desk while the lead
   * is in one of `openStatuses`; absent → none.
   */
  readonly chosenDeadline?: ChosenDeadline;
  /** Reminders that keep the kind's promise to the team (lead-reminder.ts); absent → none. */
  readonly reminders?: readonly LeadReminder[];
  /** Lines `leads show` prints after the mail state, e.g. the analysis request's website check; absent → none. */
  showLines?(lead: LeadOf<Table>): string[];
  /** Cards of checked facts the sales desk shows on the kind's leads (the website pre-check), from what the lead stores; absent → none. */
  deskFindings?(stored: StoredOf<Table['stored']>): DeskFindings[];
  /** What the kind runs beyond its form (kind-services.ts): desk routes, visitor pages, a worker; absent → nothing. */
  readonly services?: KindServices;
  /** The kind's own environment variables (its promise's reminder times, its limits): documented and checked with the service's. */
  readonly settings?: ConfigVariables;
  /** A job of the kind's own that one of its mails waits for, bounded (lead-step.ts); absent → every mail goes at once. */
  readonly step?: LeadStep<LeadOf<Table>, NoInfer<Mail>>;
  /**
   * Its leads book the 30-minute strategy call online (booking/call-kind.ts): its statuses then hold
   * `call_booked` and `no_show`, and its visitor mail may link the booking page. At most one kind offers it.
   */
  readonly offersStrategyCall?: true;
}

export interface ChosenDeadline {
  /** The field holding the visitor's choice. */
  readonly field: string;
  readonly openStatuses: readonly string[];
  /**
   * When the chosen time ends and how staff read it ("mittags (12–14 Uhr), Do 27.11."), on a working day: not a
   * weekend, not one of `closedDays` (the state's public holidays and the extra closed days); undefined for an
   * unknown value.
   */
  of(value: string, submittedAt: Date, closedDays: ClosedDays): { at: Date; label: string } | undefined;
}

export interface LeadPromise {
  /** From submission, calendar hours (weekends count). */
  readonly withinMs: number;
  /**
   * The statuses in which the promise may still be open: it is open in them until it is kept (keptAtSql), so a
   * status that records something else (a strategy call booked before the analysis is sent) keeps it open.
   */
  readonly openStatuses: readonly string[];
  /**
   * When the promise was kept, as SQL over the lead's row (alias `s`; constant text, no visitor input): NULL
   * while it is not. The analysis request's: the moment its analysis mail was accepted by the mail server. The
   * kind writes its result to leads.promise_kept_at (lead-promise.ts recordPromiseState), which everyone reads.
   */
  readonly keptAtSql: string;
  /** The /metrics gauge of kept, broken and open leads of the last 28 days (lead-records/promise-figures.ts). */
  readonly metricName: string;
}

export interface ReceiptPromise {
  /** Added to the team's note when the receipt was not sent (receipt-line.ts). */
  readonly team: string;
  /** Ends „Eine Bestätigung … schicken wir erst, wenn wir sie freigegeben haben“ for a held lead (pipeline/confirmation/). */
  readonly held: string;
  /** The note under the no-JS confirmation request, instead of the general one (pipeline/confirmation/). */
  readonly withoutClick: string;
}

/** What the service takes from the kind's declaration in @sichtwerk/forms (define-form-kind.ts). */
export type DeclaredKind<Kind extends FormKind = FormKind> = Pick<LeadForm<Kind>, 'kind' | 'endpoint' | 'page' | 'thankYouPage'>;

/** A kind's descriptor; its name, endpoint and pages are its declaration's (`declaration` from `<kind>-schema.ts`). */
export function defineLeadForm<const Kind extends FormKind, Table extends LeadTable, Mail extends string>(
  form: Omit<LeadForm<Kind, Table, Mail>, keyof DeclaredKind> & { readonly declaration: DeclaredKind<Kind> },
): LeadForm<Kind, Table, Mail> {
  const { declaration, ...descriptor } = form;
  const { kind, endpoint, page, thankYouPage } = declaration;
  return Object.freeze({ ...descriptor, kind, endpoint, page, thankYouPage });
}

/** The mail names in sending order. */
export function mailsOf<Mail extends string>(form: LeadForm<FormKind, LeadTable, Mail>): Mail[] {
  return Object.keys(form.mails) as Mail[];
}

/**
 * `<prefix>-<uuid>`: the row's BullMQ job id, the local part of its Message-IDs and its outbox file names.
 * The prefix keeps it unique across tables and satisfies BullMQ (no ':', not all digits).
 */
export function leadReferenceOf(form: Pick<LeadForm, 'referencePrefix'>, id: string): string {
  return `${form.referencePrefix}-${id}`;
}
