/**
 * Links in team mails, so sales can write, call or open with one click. Each href is built from a validated
 * value and only in a form that cannot do more than that: `mailto:` without query (no added recipients or
 * body), `tel:` with digits and a leading + only, and web addresses only as http(s) without credentials.
 * mail-layout.ts escapes them like any other attribute value.
 */
import { websiteUrl } from '../shared/website-url.ts';

const plainAddress = /^[^\s@<>"'()[\]\\,;:?&#%]+@[^\s@<>"'()[\]\\,;:?&#%]+$/;

export function mailtoHref(address: string): string | undefined {
  const trimmed = address.trim();
  return trimmed.length <= 254 && plainAddress.test(trimmed) ? `mailto:${trimmed}` : undefined;
}

export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 20) return undefined;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

export function webHref(raw: string): string | undefined {
  const url = websiteUrl(raw);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return undefined;
  return url.href;
}
