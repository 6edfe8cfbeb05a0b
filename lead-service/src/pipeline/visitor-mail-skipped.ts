/** Stored in `<mail>_error` of a visitor mail that was deliberately not sent; the team's mail still goes out. */
export const visitorMailSkipped = {
  unverified: 'nicht gesendet: Spam-Schutz nicht bestanden (Formular-Zeitstempel fehlt oder ungültig)',
  limit: 'nicht gesendet: Tageslimit für Mails an diese Adresse erreicht',
} as const;
