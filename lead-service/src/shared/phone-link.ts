/**
 * The one place a typed phone number becomes a `tel:` link: the team's mails, and the sales desk, which shows
 * the link the service made (desk/desk-leads.ts, a phone field's `href`). People write
 * numbers in every notation — `030 1234567`, `0049 30 …`, `+49 (0) 30 / 777-888` — and a link made of the bare
 * digits dials a wrong number for some (`+49030777888`). libphonenumber-js reads the notation, takes a number
 * without a country code as German, and writes it as E.164 (`tel:+4930777888`); a text that cannot be a phone
 * number gets no link and stays text.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** libphonenumber reads at most 250 characters; a phone field holds at most 40. */
const longestNumber = 64;

export function telHref(phone: string): string | undefined {
  if (phone.length > longestNumber) return undefined;
  const number = parsePhoneNumberFromString(phone, 'DE');
  return number?.isPossible() ? number.getURI() : undefined;
}
