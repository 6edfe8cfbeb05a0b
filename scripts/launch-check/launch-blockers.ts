import { basisLabels, type ClaimBasis } from '@sichtwerk/content/claims';
import type { CompanyFact } from '@sichtwerk/content/company';

/**
 * What must be real before the site goes live, as plain data: the check reads it from the content modules and the
 * environment (launch-check.ts), a test hands in a set of its own. Every finding is one German line an operator
 * can act on.
 */
export interface LaunchFacts {
  /** Company facts and the award's issuer facts, each with its placeholder mark (content/src/company.ts). */
  readonly facts: readonly CompanyFact[];
  /** The marketing figures' bases by name (content/src/claims.ts). */
  readonly claimBases: Readonly<Record<string, ClaimBasis>>;
  /** The testimonials shown on the site (content/src/testimonials.ts). */
  readonly testimonials: ReadonlyArray<{ readonly name: string; readonly illustrative: boolean }>;
  /** Questions only the business can answer, with what the site says meanwhile (content/src/open-decisions.ts). */
  readonly decisions: readonly string[];
  /** The environment the check runs in, as the lead service and the build would read it. */
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** Admin logins and passwords anyone would try first. */
const guessableAdminUsers = new Set(['admin', 'administrator', 'root', 'user', 'test', 'sichtwerk']);
const guessablePasswords = /^(?:password|passwort|changeme|change-me|admin|secret|geheim|123456)/i;
const minFormTokenSecretLength = 32;

const set = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

function factFindings(facts: readonly CompanyFact[]): string[] {
  return facts
    .filter((fact) => fact.placeholder)
    .map((fact) => `${fact.label}: noch Platzhalter („${fact.value}“) – in content/src/company.ts durch die echte Angabe ersetzen.`);
}

function claimFindings(bases: LaunchFacts['claimBases']): string[] {
  return Object.entries(bases)
    .filter(([, basis]) => basis.kind !== 'measurement')
    .map(
      ([name, basis]) =>
        `Werbeaussage „${name}“: nur als ${basisLabels[basis.kind]} belegt, keine Messung – mit einer Messung belegen (was, wie viele Kundenkonten, Zeitraum, Vergleich) oder die Zahl von der Website nehmen (content/src/claims.ts).`,
    );
}

function testimonialFindings(testimonials: LaunchFacts['testimonials']): string[] {
  return testimonials
    .filter((testimonial) => testimonial.illustrative)
    .map(
      (testimonial) =>
        `Kundenstimme „${testimonial.name}“: Beispielstimme, kein echter Kunde – durch ein echtes, freigegebenes Zitat ersetzen (content/src/testimonials.ts).`,
    );
}

function environmentFindings(env: LaunchFacts['env']): string[] {
  const found: string[] = [];
  const secret = env.FORM_TOKEN_SECRET;
  if (!set(secret))
    found.push(
      'FORM_TOKEN_SECRET ist nicht gesetzt: Jeder Prozess würfelt sein eigenes Geheimnis, Formular-Zeitstempel verfallen bei jedem Neustart. Setzen mit `openssl rand -base64 48`.',
    );
  else if (secret.length < minFormTokenSecretLength) found.push(`FORM_TOKEN_SECRET ist kürzer als ${minFormTokenSecretLength} Zeichen.`);
  const bookingSecret = env.BOOKING_LINK_SECRET;
  if (!set(bookingSecret))
    found.push(
      'BOOKING_LINK_SECRET ist nicht gesetzt: Die Buchungslinks der Bestätigungsmails und Ergebnisseiten hängen dann an FORM_TOKEN_SECRET, und wer das wechselt, macht jeden schon verschickten Buchungslink ungültig. Ein eigenes Geheimnis setzen (`openssl rand -base64 48`) und danach nicht mehr wechseln – ein Wechsel macht ebenso alle verschickten Buchungslinks ungültig (die Links gebuchter Termine bleiben gültig).',
    );
  else if (bookingSecret.length < minFormTokenSecretLength)
    found.push(`BOOKING_LINK_SECRET ist kürzer als ${minFormTokenSecretLength} Zeichen.`);

  const user = env.ADMIN_USER;
  const password = env.ADMIN_PASSWORD;
  if (set(user) !== set(password))
    found.push('ADMIN_USER und ADMIN_PASSWORD: nur eines von beiden ist gesetzt – beide setzen oder beide leer lassen (Dashboard aus).');
  if (set(user) && guessableAdminUsers.has(user.toLowerCase()))
    found.push(`ADMIN_USER ist „${user}“, ein Name, den jeder zuerst probiert – einen eigenen wählen.`);
  if (set(password) && (password.length < 12 || guessablePasswords.test(password) || password === user))
    found.push('ADMIN_PASSWORD ist zu kurz oder zu leicht zu erraten – mindestens 12 zufällige Zeichen.');

  if (!set(env.MAIL_FROM))
    found.push(
      'MAIL_FROM ist nicht gesetzt: Es gilt die Voreinstellung „Sichtwerk <hallo@sichtwerk.de>“ – eine Absenderadresse der eigenen, geprüften Domain (SPF, DKIM) setzen.',
    );
  if (!set(env.SALES_EMAIL))
    found.push(
      'SALES_EMAIL ist nicht gesetzt: Es gilt die Voreinstellung „vertrieb@sichtwerk.de“ – dorthin gehen jede neue Anfrage, jede Erinnerung und Eskalation und die Einladungen von Berater:innen ohne eigene Adresse. Das Postfach des Vertriebs ausdrücklich setzen.',
    );
  if (
    !set(env.BACKOFFICE_EMAIL) ||
    env.BACKOFFICE_EMAIL.trim().toLowerCase() === (env.SALES_EMAIL ?? 'vertrieb@sichtwerk.de').trim().toLowerCase()
  )
    found.push(
      'BACKOFFICE_EMAIL ist nicht gesetzt oder gleich SALES_EMAIL: Kündigungen gehen dann an den Vertrieb, die Datenschutzerklärung nennt Kundenbetreuung und Buchhaltung – das Postfach des Backoffice setzen.',
    );

  const notPublic = (url: string) =>
    /^https?:\/\/(?:localhost|127\.|\[::1\]|[^/]*\.(?:test|example|local|invalid)(?:[:/]|$))/i.test(url) || url.startsWith('http://');
  const siteUrl = env.SITE_URL;
  if (!set(siteUrl))
    found.push('SITE_URL ist nicht gesetzt: Es gilt die Voreinstellung – die öffentliche Adresse der Website ausdrücklich setzen.');
  else if (notPublic(siteUrl)) found.push(`SITE_URL ist „${siteUrl}“ – keine öffentliche https-Adresse.`);
  // The service's pages (result, booking, desk) on their own origin: the links in every mail lead there.
  if (set(env.SERVICE_URL) && notPublic(env.SERVICE_URL))
    found.push(`SERVICE_URL ist „${env.SERVICE_URL}“ – keine öffentliche https-Adresse; die Links in den Mails führen dorthin.`);
  return found;
}

/** Every fact that is still a placeholder, a demo or a default, in German; empty when the site may go live. */
export function launchBlockers(input: LaunchFacts): string[] {
  return [
    ...factFindings(input.facts),
    ...claimFindings(input.claimBases),
    ...testimonialFindings(input.testimonials),
    ...input.decisions.map((decision) => `Entscheidung offen – ${decision}`),
    ...environmentFindings(input.env),
  ];
}

/** The report the operator reads, and the exit code: 1 while anything is left, 0 when nothing is. */
export function launchReport(input: LaunchFacts): { text: string; exitCode: 0 | 1 } {
  const blockers = launchBlockers(input);
  if (blockers.length === 0) return { text: 'Startklar: Keine Platzhalter, Beispiele oder Voreinstellungen mehr gefunden.', exitCode: 0 };
  return {
    text: [
      `Noch nicht startklar – ${blockers.length} Punkte sind Platzhalter, Beispiele oder Voreinstellungen:`,
      ...blockers.map((line) => `- ${line}`),
    ].join('\n'),
    exitCode: 1,
  };
}
