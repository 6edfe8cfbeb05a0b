import type { FieldDeclarations } from '@sichtwerk/forms/form-fields';

/** One line of "what we received": the question the form asked and what the visitor answered, as text. */
export interface ReceivedLine {
  label: string;
  value: string;
}

/** Long free text is cut here: the answer confirms what arrived, it does not reprint a letter. */
const longestValue = 160;
const optionalMark = /\s*\(optional\)\s*$/;

/**
 * A short summary of the visitor's own input, built from the kind's declaration: each filled field under the
 * label the form showed (without "(optional)"), a choice by its label, a ticked box as "bestätigt", long text cut.
 * React renders the values as text, never as markup.
 */
export function receivedSummary(fields: FieldDeclarations, values: Readonly<Record<string, unknown>>): ReceivedLine[] {
  const lines: ReceivedLine[] = [];
  for (const [name, declared] of Object.entries(fields)) {
    const raw = values[name];
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    const label = (declared.prompt ?? declared.label).replace(optionalMark, '');
    let value = raw.trim();
    if (declared.input === 'checkbox') value = 'bestätigt';
    else if (declared.options) value = declared.options[value] ?? value;
    else if (value.length > longestValue) value = `${value.slice(0, longestValue - 1).trimEnd()}…`;
    lines.push({ label, value });
  }
  return lines;
}
