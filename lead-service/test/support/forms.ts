/**
 * Every form kind as the cross-form stories see it, derived from the service's own descriptors
 * (src/lead-forms.ts). A new kind's valid body is its fields' examples, and
 * every story that maps over `formCases` runs for it unedited. A kind may have no visitor mail (no e-mail
 * field): its stories find its rows by a phone number instead, and skip what only a receipt can show.
 */
import { formPageOf, thankYouPageOf, type FormPageKey } from '@sichtwerk/content/routes';
import { exampleOf } from '@sichtwerk/forms/form-fields';
import { formNameOf } from '@sichtwerk/forms/form-protection';
import type { FormSchema, LeadForm } from '../../src/kind-kit/define-lead-form.ts';
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import { anyLeadForms } from '../../src/lead-forms.ts';
import type { MailSettings } from '../../src/kind-kit/lead-mail.ts';
import { backofficeEmail, salesEmail } from './test-service.ts';

export interface FormCase {
  kind: FormKind;
  /** 'analysis request', for story titles. */
  name: string;
  path: string;
  /** The name the form token is asked for (GET /api/form-token?form=…). */
  formName: string;
  table: string;
  page: FormPageKey;
  /** The path of the page holding the form. */
  formPath: string;
  thanksPath: string;
  valid: Readonly<Record<string, string>>;
  /** The form's shared schema, as the endpoint validates with it. */
  schema: FormSchema;
  /** Field → column. */
  columns: Readonly<Record<string, string>>;
  /** The field with the visitor's own address: where the visitor's mail goes; undefined for a kind with only a team mail. */
  visitorField: string | undefined;
  /**
   * The field a story puts a value of its own into to find its row and mails again: the visitor's address, or
   * for a kind without one, the phone number.
   */
  markerField: string;
  /** A fresh valid value for `markerField`, unique in this test process; `label` names the story in it where it can. */
  marker(label: string): string;
  /** How many mails a lead of the kind sends: the team's notification, and the visitor's where there is one. */
  mailCount: number;
  /** The team address that gets the notification (SALES_EMAIL or BACKOFFICE_EMAIL of the test service). */
  team: string;
  /** Fields the schema refuses to do without, each with the German message it answers a missing one with. */
  required: ReadonlyArray<{ field: string; message: string }>;
  /** Fields that may be left out; they are stored as NULL. */
  optional: readonly string[];
}

const settings: MailSettings = {
  mailFrom: 'Sichtwerk <kontakt@sichtwerk.test>',
  salesEmail,
  backofficeEmail,
  siteUrl: 'https://www.sichtwerk.example',
  serviceUrl: 'https://www.sichtwerk.example',
};

/** Who the kind's mails go to, asked of the descriptor itself with the valid body as the lead. */
function recipients(form: LeadForm, valid: Readonly<Record<string, string>>): { visitorField: string | undefined; team: string } {
  const lead = { id: '00000000-0000-4000-8000-000000000000', reference: 'SW-2345-6789', submittedAt: new Date(), ...valid };
  const addresses = Object.values(form.mails).map((mail) => mail.to(lead, settings));
  const team = addresses.find((address) => address === salesEmail || address === backofficeEmail);
  const visitorField = Object.keys(valid).find((field) => addresses.includes(valid[field] ?? ''));
  if (!team) throw new Error(`${form.kind}: expected one team mail`);
  if (!visitorField && form.table.emailFields.length > 0) throw new Error(`${form.kind}: an e-mail field but no visitor mail`);
  return { visitorField, team };
}

let markers = 0;
/** A unique value for the field a story finds its row by. */
function markerOf(form: LeadForm, visitorField: string | undefined): Pick<FormCase, 'markerField' | 'marker'> {
  if (visitorField) {
    return {
      markerField: visitorField,
      marker: (label) => `${label}-${++markers}-${process.pid}@example.de`,
    };
  }
  const phoneField = form.table.phoneFields[0];
  if (!phoneField) throw new Error(`${form.kind}: neither a visitor mail nor a phone field to find its rows by`);
  // 0 + 9 digits: the process id and a counter, so concurrent stories and test files never share one. The
  // digit after the 0 is never 0: "00…" is the international prefix, a number abroad.
  return {
    markerField: phoneField,
    marker: () => `0${String(1_000 + (process.pid % 9_000))} ${String(++markers).padStart(5, '0')}`,
  };
}

function requiredFields(form: LeadForm, valid: Readonly<Record<string, string>>): FormCase['required'] {
  return Object.keys(form.table.columns).flatMap((field) => {
    const { [field]: _left, ...rest } = valid;
    const result = form.table.schema.safeParse(rest);
    return result.success ? [] : [{ field, message: result.error.issues[0]?.message ?? '' }];
  });
}

export const formCases: readonly FormCase[] = anyLeadForms.map((form) => {
  const { kind } = form;
  // A complete, valid submission, as the site sends it: each field's declared example.
  const valid = exampleOf(form.table.fields);
  const required = requiredFields(form, valid);
  const { visitorField, team } = recipients(form, valid);
  return {
    kind,
    name: kind.replace(/-/g, ' '),
    path: form.endpoint,
    formName: formNameOf(form.endpoint),
    table: form.table.name,
    page: form.page,
    formPath: formPageOf(kind).path,
    thanksPath: thankYouPageOf(kind).path,
    valid,
    schema: form.table.schema,
    columns: form.table.columns,
    visitorField,
    team,
    mailCount: Object.keys(form.mails).length,
    ...markerOf(form, visitorField),
    required,
    optional: Object.keys(form.table.columns).filter((field) => !required.some((entry) => entry.field === field)),
  };
});

export function formCaseOf(kind: FormKind): FormCase {
  const found = formCases.find((form) => form.kind === kind);
  if (!found) throw new Error(`no form case for ${kind}`);
  return found;
}
