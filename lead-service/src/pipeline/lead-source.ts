/**
 * Where a lead came from, stored with it (column `source`, migrations/012_desk_lead_source.sql) and shown in the
 * sales desk: the path of the page the form was on and the UTM parameters of the form page's URL. The form
 * island sends the page (@sichtwerk/forms/form-protection leadSourceField); a plain form post has only its
 * Referer header, the form page. The page before the form is not taken: it would have to be read from
 * document.referrer in the visitor's browser (review 2026-11-26 N-M11); rows stored before keep none
 * (migration 019). Everything is hostile input: only http(s) addresses, the five UTM keys only, every part
 * cut to a fixed length, control characters removed.
 * A source that does not parse is dropped; the lead itself is never refused for it.
 */
export const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export interface LeadSource {
  /** Path of the form page, e.g. "/kostenlose-analyse". */
  page: string;
  utm?: Partial<Record<(typeof utmKeys)[number], string>>;
}

const limits = { page: 200, utm: 100, raw: 2_000 } as const;

function clean(text: string, max: number): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').slice(0, max);
}

function parseUrl(raw: unknown, base?: string): URL | undefined {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > limits.raw) return undefined;
  try {
    const url = base ? new URL(raw, base) : new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function fromPageUrl(page: URL): LeadSource {
  const utm: NonNullable<LeadSource['utm']> = {};
  for (const key of utmKeys) {
    const value = page.searchParams.get(key);
    if (value) utm[key] = clean(value, limits.utm);
  }
  return {
    page: clean(page.pathname, limits.page),
    ...(Object.keys(utm).length > 0 ? { utm } : {}),
  };
}

/** What the island sent under leadSourceField; undefined when it sent nothing usable. */
export function sourceFromIsland(raw: unknown): LeadSource | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const { page } = raw as Record<string, unknown>;
  const pageUrl =
    typeof page === 'string' && page.startsWith('/') && !page.startsWith('//') ? parseUrl(page, 'https://site.invalid') : undefined;
  if (!pageUrl) return undefined;
  return fromPageUrl(pageUrl);
}

/** A plain form post: the Referer header names the form page (the site's referrer policy sends it same-origin). */
export function sourceFromReferer(referer: string | undefined): LeadSource | undefined {
  const url = parseUrl(referer);
  return url ? fromPageUrl(url) : undefined;
}
