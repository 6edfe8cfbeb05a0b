/**
 * CSV as RFC 4180 describes it, for spreadsheet and CRM imports: fields with the delimiter, quotes, line
 * breaks or surrounding spaces are quoted, quotes doubled, lines end with CRLF. A UTF-8 byte order mark
 * makes Excel read umlauts correctly. Cells that a spreadsheet would run as a formula (=, @, e.g.
 * "=HYPERLINK(…)" typed into a form, or + / - followed by anything but a number or phone number, e.g.
 * "-1+cmd|…") get a leading apostrophe; phone numbers like "+49 30 …" and numbers like "-12,5" stay as they are.
 */
export const utf8Bom = '\uFEFF';

/** After a leading + or -, only digits, blanks and phone punctuation: no function name, no operator chain. */
const formulaStart = /^(?:[=@\t\r]|[+-](?![\d\s()/.,-]*$))/;

export function csvCell(value: unknown, delimiter = ','): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  const needsQuotes = text.includes(delimiter) || /["\r\n]/.test(text) || text !== text.trim();
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>, delimiter = ','): string {
  const lines = [header, ...rows].map((row) => row.map((cell) => csvCell(cell, delimiter)).join(delimiter));
  return `${utf8Bom}${lines.join('\r\n')}\r\n`;
}
