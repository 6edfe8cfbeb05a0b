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
 * Characters that render as nothing although they are not white space: zero-width and joiner characters, the
 * BOM, soft hyphen, word joiner, bidi marks and controls, tags and other format (Cf) characters, and the blank
 * fillers people use for "empty" names.
 */
// The combining grapheme joiner (U+034F) stands alone: inside a class it would read as joined to its neighbour.
const hiddenPattern = String.raw`[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]|\u034F`;
const hiddenCharacters = new RegExp(hiddenPattern, 'gu');
const hasHiddenCharacter = new RegExp(hiddenPattern, 'u');
/** Everything that renders as nothing: white space and the hidden characters. */
const invisibleCharacters = new RegExp(String.raw`\s|${hiddenPattern}`, 'gu');

/** True when the text has at least one character a reader can see. */
export function hasVisibleCharacter(text: string): boolean {
  return text.replace(invisibleCharacters, '').length > 0;
}

/** Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they can reorder what a reader sees. */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;

export function stripBidiControls(text: string): string {
  return text.replace(bidiControls, '');
}

/** What a bidi character does: reorder the text around it (controls) or set a direction (the marks). */
const bidiCharacter = /^[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]$/;

/** A hidden character found in a text, for showing it: its code point as `U+202E` and whether it is a bidi one. */
export interface HiddenCharacter {
  character: string;
  codePoint: string;
  bidi: boolean;
}

/** Between two emoji a zero-width joiner only builds one picture (woman + ZWJ + laptop: one emoji): nothing is hidden there. */
function joinsEmoji(text: string, index: number): boolean {
  return (
    /(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F)$/u.test(text.slice(Math.max(0, index - 2), index)) &&
    /^\p{Extended_Pictographic}/u.test(text.slice(index + 1, index + 3))
  );
}

/**
 * The text in pieces: plain text, and each hidden character on its own — a bidi override (U+202E shows
 * "evil\u202Etxt.exe" as "evilexe.txt"), a zero-width space, a tag. Stored data keeps them; what shows text to
 * a person (the desk, the CLI) shows them instead of obeying them.
 */
export function splitHiddenCharacters(text: string): Array<string | HiddenCharacter> {
  const pieces: Array<string | HiddenCharacter> = [];
  let done = 0;
  for (const match of text.matchAll(hiddenCharacters)) {
    const character = match[0];
    const index = match.index;
    if (character === '\u200D' && joinsEmoji(text, index)) continue;
    if (index > done) pieces.push(text.slice(done, index));
    const code = character.codePointAt(0) ?? 0;
    pieces.push({ character, codePoint: `U+${code.toString(16).toUpperCase().padStart(4, '0')}`, bidi: bidiCharacter.test(character) });
    done = index + character.length;
  }
  if (done < text.length) pieces.push(text.slice(done));
  return pieces;
}

/**
 * The text with each hidden character as a marker naming its code point, `[U+202E]`: what the desk shows as a
 * highlighted mark (desk/src/shell/visible-text.tsx), for the places staff read a visitor's text outside the desk —
 * the team's mails, the adviser's calendar file. `mark` writes the marker and `plain` the text between (a mail's
 * HTML highlights the one and escapes the other).
 */
export function markHiddenCharacters(
  text: string,
  mark: (hidden: HiddenCharacter) => string = (hidden) => `[${hidden.codePoint}]`,
  plain: (text: string) => string = (piece) => piece,
): string {
  return splitHiddenCharacters(text)
    .map((piece) => (typeof piece === 'string' ? plain(piece) : mark(piece)))
    .join('');
}

/** Hidden characters as `\u202E`-style text (`\u{E0041}` beyond the BMP), like escapeControlCharacters does for controls. */
export function escapeHiddenCharacters(text: string): string {
  if (!hasHiddenCharacter.test(text)) return text;
  return markHiddenCharacters(text, (hidden) => {
    const hex = hidden.codePoint.slice(2);
    return hex.length > 4 ? `\\u{${hex}}` : `\\u${hex}`;
  });
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
