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
