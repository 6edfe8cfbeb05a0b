/**
 * Links in team mails, so sales can write, call or open with one click. Each href is built from a validated
 * value and only in a form that cannot do more than that: `mailto:` without query (no added recipients or
 * body), `tel:` in E.164 only (shared/phone-number.ts, also for the desk), and web addresses only as
 * http(s) without credentials. mail-layout.ts escapes them like any other attribute value.
 */
import { websiteUrl } from '../shared/website-url.ts';

const plainAddress = /^[^\s@<>"'()[\]\\,;:?&#%]+@[^\s@<>"'()[\]\\,;:?&#%]+$/;

export function mailtoHref(address: string): string | undefined {
  const trimmed = address.trim();
  return trimmed.length <= 254 && plainAddress.test(trimmed) ? `mailto:${trimmed}` : undefined;
}

export function webHref(raw: string): string | undefined {
  const url = websiteUrl(raw);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return undefined;
  return url.href;
}
