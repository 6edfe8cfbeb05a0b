/**
 * What the desk's one search box means, as SQL: a reference ("SW-7K3M-9QXR", however typed) is looked up
 * exactly; a text of phone characters with at least three digits is compared by its digits, whatever the
 * notation: a whole number as the tel: links and `leads erase --phone` read it (phoneDigits,
 * platform/shared/phone-number.ts), a part of one (`777 88`) by lead_phone_digits, which strips +49, 0049, 0, (0), spaces,
 * slashes and dashes; a whole e-mail address (pasted from a mail) is one word of the search text, looked up in
 * leads_search_words_idx (migrations/078_search_words.sql: the trigram index would intersect the long lists of
 * „info“ or „@gmail.com“); anything else matches any part of the lead's search_text (lead_search_normal: case,
 * umlauts, accents), so a part of an address („nowak@“, „zahnarzt-nowak“) is found as a fragment. The stored side
 * was built with the same SQL functions (migrations/023_desk_workplace.sql), so both sides agree; the typed text
 * is always a bound parameter. Both fragment searches use the table's trigram index, hence the minimum length.
 */
import { parseReference } from '@sichtwerk/forms/desk/reference';
import { searchLimits } from '@sichtwerk/forms/desk/inbox-contract';
import { phoneDigits } from '../platform/shared/phone-number.ts';

export type SearchTerm =
  | { by: 'reference'; reference: string }
  | { by: 'phone'; text: string }
  | { by: 'address'; address: string }
  /** `reference`: the text could also be a reference typed without „SW“ („Hartmann“, „Schubert“ are eight symbols of it). */
  | { by: 'text'; text: string; reference?: string };

const phoneCharacters = /^[0-9 +\-/().]+$/;
/** A whole address as the forms accept it: something, one @, a domain with a dot; no spaces. */
const wholeAddress = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** `%`, `_` and `\` typed into the search are matched as themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** undefined: too short to search by (fewer than searchLimits.min characters, or digits for a number). */
export function searchTermOf(typed: string): SearchTerm | undefined {
  const text = typed.trim();
  const reference = parseReference(text);
  if (reference && /^sw/i.test(text)) return { by: 'reference', reference };
  if (reference) return { by: 'text', text: escapeLike(text), reference };
  if (wholeAddress.test(text)) return { by: 'address', address: text };
  if (phoneCharacters.test(text)) {
    return text.replace(/\D/g, '').length >= searchLimits.min ? { by: 'phone', text } : undefined;
  }
  return text.length >= searchLimits.min ? { by: 'text', text: escapeLike(text) } : undefined;
}

/** The WHERE condition for one lead table; `bind` adds a parameter and answers its placeholder. */
export function searchCondition(term: SearchTerm, bind: (value: unknown) => string): string {
  if (term.by === 'reference') return `reference = ${bind(term.reference)}`;
  if (term.by === 'address') return `lead_search_words(search_text) @> ARRAY[lead_search_normal(${bind(term.address)})]`;
  if (term.by === 'phone') {
    const digits = phoneDigits(term.text);
    return `search_text LIKE '%' || ${digits ? bind(digits) : `lead_phone_digits(${bind(term.text)})`} || '%'`;
  }
  const fragment = `search_text LIKE '%' || lead_search_normal(${bind(term.text)}) || '%'`;
  return term.reference ? `(reference = ${bind(term.reference)} OR ${fragment})` : fragment;
}
