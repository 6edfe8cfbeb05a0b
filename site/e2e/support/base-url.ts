/** The lead service started by global-setup.ts; every test builds its URLs from here. */
export function baseUrl(path = '/'): string {
  const base = process.env.BASE_URL;
  if (!base) throw new Error('BASE_URL fehlt: global-setup.ts hat den Server nicht gestartet');
  return `${base}${path}`;
}
