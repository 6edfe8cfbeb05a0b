/**
 * The one reading of a typed phone number, for every use: the `tel:` links of the team's mails and the sales desk
 * (which shows the link the service made, desk/desk-leads.ts), the desk's search, and the operator's
 * `leads erase|export|list --phone`. People write numbers in every notation — `030 1234567`, `0049 30 …`,
 * `+49 (0) 30 / 777-888`, `+49 030 …` — and neither the bare digits (`+49030777888` dials a wrong number) nor a
 * rule of our own reads them all alike. libphonenumber-js reads the notation and takes a number without a
 * country code as German; a text that cannot be a phone number gets no link and matches nothing.
 *
 * The stored numbers are compared in PostgreSQL, where the search index lives: `lead_phone_digits`
 * (migrations/023_desk_workplace.sql) turns each into the same digits `phoneDigits` gives for it here, and
 * test/phone-number.test.ts holds the two to one result over the notations people use.
 */
import { type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** libphonenumber reads at most 250 characters; a phone field holds at most 40. */
const longestNumber = 64;
const germany = '49';

function readPhoneNumber(typed: string): PhoneNumber | undefined {
  if (typed.length > longestNumber) return undefined;
  const number = parsePhoneNumberFromString(typed, 'DE');
  return number?.isPossible() ? number : undefined;
}

/** The number as a link to dial, in E.164 (`tel:+4930777888`); undefined for a text that cannot be a number. */
export function telHref(phone: string): string | undefined {
  return readPhoneNumber(phone)?.getURI();
}

/**
 * The digits one number has however it was typed, as `lead_phone_digits` keeps them: a German number without
 * country code and trunk '0' (`30777888` for `+49 (0)30 777-888` and `030 777888`), any other with its country
 * code (`4312345678` for `+43 1 234 5678` and `0043 1 2345678`); undefined for a text that cannot be a number.
 */
export function phoneDigits(typed: string): string | undefined {
  const number = readPhoneNumber(typed);
  if (!number) return undefined;
  return number.countryCallingCode === germany ? number.nationalNumber : `${number.countryCallingCode}${number.nationalNumber}`;
}
