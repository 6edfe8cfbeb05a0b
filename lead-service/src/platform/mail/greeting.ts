import { paragraph, type Block } from './mail-layout.ts';

/**
 * A name that reads as a person's or a business's name: letters with spaces, hyphens, apostrophes, "&" and
 * abbreviation dots, at most six words and 40 characters. A receipt goes to an address nobody verified, so a
 * "name" that carries a link, a number or a sentence would let anyone send their own text under our brand.
 */
const plainName = /^(?=.{2,40}$)\p{L}[\p{L}\p{M}'’-]*\.?(?:\s(?:&|\p{L}[\p{L}\p{M}'’-]*\.?)){0,5}$/u;

/** "Hallo Anna Schmidt," when the typed name is plainly a name, else "Hallo,". */
export function greeting(name: string | null | undefined): Block {
  const trimmed = name?.trim().replace(/\s+/g, ' ') ?? '';
  return paragraph(plainName.test(trimmed) && !/\b(?:www|https?)\b/i.test(trimmed) ? `Hallo ${trimmed},` : 'Hallo,');
}
