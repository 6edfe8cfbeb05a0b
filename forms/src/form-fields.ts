/**
 * A form's fields as data, declared once per kind (`<kind>-schema.ts`): what staff call the field, how the
 * form asks for it, its input, its choices, a valid example, its column, its rules with their German
 * messages (the field builders of schema-fields.ts), whether it is personal data and how erasure finds it.
 * The kind's zod schema, the site's form, the lead table's column map, the desk's and the mails' labels and
 * the tests' valid bodies all derive from it. Bundled into the browser: import only zod/mini.
 */
import './zod-setup.ts';
import * as z from 'zod/mini';
import { formObject } from './schema-fields.ts';

/** The input the site renders: a textarea for free text, a select for `options`, a checkbox for a declaration. */
export type FieldInput = 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'select' | 'checkbox';

export interface FieldDeclaration<Schema extends z.ZodMiniType = z.ZodMiniType> {
  /** What staff call it in the desk, the team's mails and the CLI: 'Telefon des Unternehmens'. */
  readonly label: string;
  /** How the form asks for it when that reads differently from the label ('Wann passt es dir?'). */
  readonly prompt?: string;
  readonly input: FieldInput;
  /** A choice: stored key → what the visitor, the desk and the mails read ('vormittags (9–12 Uhr)'). */
  readonly options?: Readonly<Record<string, string>>;
  /** A checkbox: what a ticked box sends and the row stores. */
  readonly checkedValue?: string;
  /** A valid value, as the site sends it: the tests' bodies are made of these. */
  readonly example: string;
  /** Its column in the kind's table. */
  readonly column: string;
  /** Personal data (a name, an address, a number, free text about a person): what an erasure request concerns. */
  readonly personal: boolean;
  /** How erasure (DSGVO Art. 17) finds a person by it: an e-mail field or a phone field; absent → free text. */
  readonly erase?: 'email' | 'phone';
  readonly autoComplete?: string;
  readonly placeholder?: string;
  /** The form groups fields under this heading (a fieldset's legend); consecutive fields share it. */
  readonly group?: string;
  /** A textarea's height in lines. */
  readonly rows?: number;
  /** The rules and their German messages (schema-fields.ts). */
  readonly schema: Schema;
  /** Whether the form must have it: derived from the rules (an absent value fails them). */
  readonly required: boolean;
}

export type FieldDeclarations = Readonly<Record<string, FieldDeclaration>>;

/** A field: its description and its rules; whether it is required follows from the rules. */
export function field<Schema extends z.ZodMiniType>(
  description: Omit<FieldDeclaration<Schema>, 'schema' | 'required' | 'input' | 'personal'> & {
    input?: FieldInput;
    personal?: boolean;
  },
  schema: Schema,
): FieldDeclaration<Schema> {
  const input = description.input ?? (description.options ? 'select' : 'text');
  return Object.freeze({
    ...description,
    input,
    personal: description.personal ?? true,
    schema,
    required: !z.safeParse(schema, undefined).success,
  });
}

/** The kind's form schema, made of its fields' rules in their declared order. */
export function schemaOf<Fields extends FieldDeclarations>(fields: Fields) {
  const shape = Object.fromEntries(Object.entries(fields).map(([name, declared]) => [name, declared.schema])) as {
    -readonly [Name in keyof Fields]: Fields[Name]['schema'];
  };
  return formObject(shape);
}

/** A complete, valid body as the site sends it, from the fields' examples. */
export function exampleOf<Fields extends FieldDeclarations>(fields: Fields): Readonly<{ [Name in keyof Fields]: string }> {
  return Object.freeze(Object.fromEntries(Object.entries(fields).map(([name, declared]) => [name, declared.example]))) as {
    [Name in keyof Fields]: string;
  };
}

/** A stored value as people read it: a choice's label instead of its key; anything else as it is. */
export function displayValue(declared: Pick<FieldDeclaration, 'options'>, value: string): string {
  return declared.options?.[value] ?? value;
}
