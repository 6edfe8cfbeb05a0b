/**
 * The reference people read out on the phone: "SW-" and two groups of four symbols from an alphabet without
 * 0/O/1/I/L. The database draws them (lead-service/migrations/022_lead_references.sql); here is how one looks,
 * for the desk's search and the tests. Bundled into the desk: no imports.
 */
export const referenceAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export const referencePattern = /^SW-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/**
 * A reference as somebody typed or read it ("sw 7k3m 9qxr", "SW7K3M9QXR"), in its stored form; undefined when
 * the text is no reference.
 */
export function parseReference(text: string): string | undefined {
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  const symbols = compact.startsWith('SW') ? compact.slice(2) : compact;
  if (symbols.length !== 8) return undefined;
  const reference = `SW-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
  return referencePattern.test(reference) ? reference : undefined;
}
