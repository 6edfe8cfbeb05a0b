/**
 * Plain predicates and normalisers for visitor text, without a schema library, so the browser's form rules
 * and the mail layer can use the same ones.
 */

/** RFC 5321 § 4.5.3.1.1: a mailbox's local part has at most 64 octets. */
export const maxEmailLocalPartLength = 64;

export function emailLocalPartFits(email: string): boolean {
  const at = email.lastIndexOf('@');
  const localPart = at < 0 ? email : email.slice(0, at);
  return new TextEncoder().encode(localPart).length <= maxEmailLocalPartLength;
}

/**
 * Characters that render as nothing: white space, zero-width and joiner characters, the BOM, soft hyphen,
 * word joiner, bidi marks and controls, and other format (Cf) characters.
 */
// The combining grapheme joiner (U+034F) stands alone: inside a class it would read as joined to its neighbour.
const invisibleCharacters = /[\s\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]|\u034F/gu;

/** True when the text has at least one character a reader can see. */
export function hasVisibleCharacter(text: string): boolean {
  return text.replace(invisibleCharacters, '').length > 0;
}

/** Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they can reorder what a reader sees. */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;

export function stripBidiControls(text: string): string {
  return text.replace(bidiControls, '');
}

/**
 * C0 and C1 control characters and DEL: in a terminal they move the cursor, rename the window, write the
 * clipboard or hide links (ESC sequences), so no field takes them. Free text keeps tab and line breaks
 * (a browser sends a textarea's line breaks as CR LF). Checked by code point, not by a regular expression.
 */
function isControl(code: number, allowLayout: boolean): boolean {
  if (allowLayout && (code === 0x09 || code === 0x0a || code === 0x0d)) return false;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

export function hasControlCharacter(text: string, allowLineBreaks = false): boolean {
  for (let index = 0; index < text.length; index += 1) if (isControl(text.charCodeAt(index), allowLineBreaks)) return true;
  return false;
}

/**
 * Makes control characters visible as `\x1B`-style text, for output that a terminal or mail client would
 * otherwise obey. `keepLayout` keeps tab, line feed and CR LF; a lone CR, which would let a line overwrite
 * itself, is shown like the others.
 */
export function escapeControlCharacters(text: string, keepLayout = false): string {
  if (!hasControlCharacter(text, keepLayout) && !(keepLayout && /\r(?!\n)/.test(text))) return text;
  let shown = '';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const layout = keepLayout && (code !== 0x0d || text.charCodeAt(index + 1) === 0x0a);
    shown += isControl(code, layout) ? `\\x${code.toString(16).toUpperCase().padStart(2, '0')}` : (text[index] as string);
  }
  return shown;
}
