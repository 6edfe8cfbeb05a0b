/**
 * "beispiel.de" → https://beispiel.de/; undefined for anything that is no web address. The website check
 * fetches this URL and the team mails link it, so both read a typed address the same way.
 */
export function websiteUrl(raw: string): URL | undefined {
  const trimmed = raw.trim();
  if (trimmed === '' || trimmed.length > 2_000) return undefined;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return undefined;
  }
}
