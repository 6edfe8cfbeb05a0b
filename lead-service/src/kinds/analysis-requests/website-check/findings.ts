/**
 * Turns fetched facts into findings sales can read aloud to a business owner: one check, a status and one
 * German sentence each. Thresholds are those search engines show in results (title about 30–60 characters,
 * description about 120–155).
 */
import { capFetched, type HtmlLimit, type PageFacts } from './html-analysis.ts';

export const findingStatuses = ['problem', 'hinweis', 'ok'] as const;
export type FindingStatus = (typeof findingStatuses)[number];

/** How a status reads in mails and in `leads show`. */
export const statusLabel: Readonly<Record<FindingStatus, string>> = { problem: 'Problem', hinweis: 'Hinweis', ok: 'OK' };

export interface Finding {
  check: string;
  status: FindingStatus;
  text: string;
}

export interface HomePageResult {
  finalUrl: URL;
  status: number;
  elapsedMs: number;
  contentType: string;
  xRobotsTag: string | undefined;
  sizeBytes: number;
  truncated: boolean;
  facts: PageFacts | undefined;
  /** Set when the HTML was over a bound of the analysis (and `facts` is therefore missing). */
  overLimit?: HtmlLimit | undefined;
}

export interface SiteEvidence {
  home: HomePageResult;
  /** Where http:// ended up: 'https' when it redirects there, 'http' when it stays, undefined when not reachable. */
  httpRedirect: 'https' | 'http' | undefined;
  robotsTxt: boolean;
  sitemapXml: boolean;
  /** The phone number from the form. */
  phone: string;
}

const finding = (check: string, status: FindingStatus, text: string): Finding => ({ check, status, text });

/** The national number without leading 0 or country code 49, so 030 …, +49 30 … and 0049 30 … compare equal. */
export function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D+/g, '');
  if (digits.startsWith('0049')) return digits.slice(4);
  if (digits.startsWith('49') && phone.trim().startsWith('+')) return digits.slice(2);
  return digits.replace(/^0+/, '');
}

function titleFinding(title: string | undefined): Finding {
  if (!title)
    return finding(
      'Seitentitel',
      'problem',
      'Die Startseite hat keinen Seitentitel – Google zeigt dann einen selbst gewählten Text in den Suchergebnissen.',
    );
  const length = [...title].length;
  if (length < 30)
    return finding(
      'Seitentitel',
      'hinweis',
      `Der Seitentitel ist mit ${length} Zeichen kurz; 30–60 Zeichen mit Leistung und Ort nutzen den Platz in den Suchergebnissen besser.`,
    );
  if (length > 60)
    return finding(
      'Seitentitel',
      'hinweis',
      `Der Seitentitel ist mit ${length} Zeichen lang und wird in den Suchergebnissen abgeschnitten.`,
    );
  return finding('Seitentitel', 'ok', `Der Seitentitel hat mit ${length} Zeichen eine gute Länge.`);
}

function descriptionFinding(description: string | undefined): Finding {
  if (!description)
    return finding(
      'Meta-Beschreibung',
      'problem',
      'Es fehlt eine Meta-Beschreibung – dann wählt Google selbst einen Ausschnitt als Text unter dem Link.',
    );
  const length = [...description].length;
  if (length < 120 || length > 155) {
    return finding(
      'Meta-Beschreibung',
      'hinweis',
      `Die Meta-Beschreibung hat ${length} Zeichen; 120–155 Zeichen werden in Google vollständig angezeigt.`,
    );
  }
  return finding('Meta-Beschreibung', 'ok', `Die Meta-Beschreibung hat mit ${length} Zeichen eine gute Länge.`);
}

function structuredDataFindings(facts: PageFacts): Finding[] {
  const data = facts.structuredData;
  const business = data.types.filter((type) =>
    /LocalBusiness|Organization|Store|Restaurant|Service|Shop|Practice|Dentist|Physician|Attorney|Agency|Contractor|Plumber|Electrician/i.test(
      type,
    ),
  );
  if (business.length === 0) {
    return [
      finding(
        'Strukturierte Daten',
        'problem',
        data.types.length > 0
          ? `Die Seite beschreibt sich nur als ${data.types.slice(0, 3).join(', ')}, nicht als Unternehmen (LocalBusiness/Organization) – Google fehlen Adresse und Öffnungszeiten in maschinenlesbarer Form.`
          : 'Die Seite hat keine strukturierten Daten (LocalBusiness/Organization) – Google fehlen Adresse, Telefon und Öffnungszeiten in maschinenlesbarer Form.',
      ),
    ];
  }
  const missing = [
    data.hasAddress ? undefined : 'Adresse',
    data.hasTelephone ? undefined : 'Telefon',
    data.hasOpeningHours ? undefined : 'Öffnungszeiten',
  ].filter((item) => item !== undefined);
  if (missing.length > 0) {
    return [
      finding(
        'Strukturierte Daten',
        'hinweis',
        `Strukturierte Daten als ${business.slice(0, 5).join(', ')} sind da, aber ohne ${missing.join(', ')}.`,
      ),
    ];
  }
  return [
    finding(
      'Strukturierte Daten',
      'ok',
      `Strukturierte Daten als ${business.slice(0, 5).join(', ')} mit Adresse, Telefon und Öffnungszeiten sind vorhanden.`,
    ),
  ];
}

function pageFindings(facts: PageFacts, evidence: SiteEvidence): Finding[] {
  const { home } = evidence;
  const robots = `${facts.metaRobots ?? ''},${home.xRobotsTag ?? ''}`.toLowerCase();
  const ogMissing = [
    facts.ogTitle ? undefined : 'Titel',
    facts.ogDescription ? undefined : 'Beschreibung',
    facts.ogImage ? undefined : 'Bild',
  ].filter((item) => item !== undefined);
  const phone = nationalDigits(evidence.phone);
  const size = home.sizeBytes < 1024 ? 'unter 1 KB' : `${Math.round(home.sizeBytes / 1024)} KB`;
  const scripts = facts.scriptCount === 1 ? '1 Skript' : `${facts.scriptCount} Skripten`;
  const phoneFound = phone.length >= 5 && facts.digitText.includes(phone);
  return [
    titleFinding(facts.title),
    descriptionFinding(facts.metaDescription),
    facts.h1Count === 1
      ? finding('Hauptüberschrift', 'ok', 'Die Startseite hat genau eine Hauptüberschrift (H1).')
      : facts.h1Count === 0
        ? finding(
            'Hauptüberschrift',
            'problem',
            'Die Startseite hat keine Hauptüberschrift (H1) – Google erkennt schlechter, worum es geht.',
          )
        : finding('Hauptüberschrift', 'hinweis', `Die Startseite hat ${facts.h1Count} Hauptüberschriften (H1); eine klare ist besser.`),
    facts.lang
      ? finding('Sprache', 'ok', `Die Sprache der Seite ist angegeben (${facts.lang.slice(0, 10)}).`)
      : finding(
          'Sprache',
          'hinweis',
          'Die Seite gibt ihre Sprache nicht an (lang-Attribut) – wichtig für Vorlesefunktionen und Suchmaschinen.',
        ),
    facts.hasViewport
      ? finding('Mobilansicht', 'ok', 'Die Seite ist für Smartphones eingerichtet (Viewport-Angabe).')
      : finding(
          'Mobilansicht',
          'problem',
          'Die Seite hat keine Viewport-Angabe und wird auf Smartphones wahrscheinlich winzig dargestellt.',
        ),
    facts.canonical
      ? finding('Canonical', 'ok', 'Die Seite nennt ihre bevorzugte Adresse (Canonical-Link).')
      : finding(
          'Canonical',
          'hinweis',
          'Ein Canonical-Link fehlt – bei mehreren Adressen für dieselbe Seite weiß Google nicht, welche zählt.',
        ),
    robots.includes('noindex')
      ? finding(
          'Indexierung',
          'problem',
          'Die Startseite verbietet Suchmaschinen die Aufnahme (noindex) – sie erscheint so nicht in Google.',
        )
      : finding('Indexierung', 'ok', 'Suchmaschinen dürfen die Startseite aufnehmen.'),
    ogMissing.length === 0
      ? finding('Social-Media-Vorschau', 'ok', 'Titel, Beschreibung und Bild für geteilte Links (Open Graph) sind gesetzt.')
      : finding('Social-Media-Vorschau', 'hinweis', `Für geteilte Links (Open Graph) fehlt: ${ogMissing.join(', ')}.`),
    ...structuredDataFindings(facts),
    phone.length < 5
      ? finding('Telefonnummer', 'hinweis', 'Die Telefonnummer aus dem Formular ist zu kurz für einen Abgleich mit der Website.')
      : phoneFound
        ? finding('Telefonnummer', 'ok', 'Die Telefonnummer aus dem Formular steht auch auf der Startseite.')
        : finding(
            'Telefonnummer',
            'problem',
            'Die Telefonnummer aus dem Formular steht nicht auf der Startseite – fehlende oder abweichende Kontaktdaten schwächen das lokale Ranking.',
          ),
    facts.imagesWithoutAlt === 0
      ? finding(
          'Bildbeschreibungen',
          'ok',
          facts.imageCount === 0
            ? 'Die Startseite hat keine Bilder ohne Beschreibung.'
            : 'Alle Bilder der Startseite haben einen Alternativtext.',
        )
      : finding(
          'Bildbeschreibungen',
          'hinweis',
          facts.imagesWithoutAlt === 1
            ? `1 von ${facts.imageCount} ${facts.imageCount === 1 ? 'Bild' : 'Bildern'} hat keinen Alternativtext – Google versteht es nicht.`
            : `${facts.imagesWithoutAlt} von ${facts.imageCount} Bildern haben keinen Alternativtext – Google und Screenreader erfahren nicht, was sie zeigen.`,
        ),
    home.sizeBytes > 500_000 || facts.scriptCount > 25
      ? finding(
          'Seitengewicht',
          'hinweis',
          `Die Startseite hat ${size} HTML und lädt ${facts.scriptCount === 1 ? '1 Skript' : `${facts.scriptCount} Skripte`} – das bremst das Laden auf dem Handy.`,
        )
      : finding('Seitengewicht', 'ok', `Die Startseite ist mit ${size} HTML und ${scripts} schlank.`),
  ];
}

/** Every finding for a site that answered; a failed check is described by failureFindings(). */
export function siteFindings(evidence: SiteEvidence): Finding[] {
  const { home } = evidence;
  const seconds =
    home.elapsedMs < 1_000
      ? `${Math.max(1, Math.round(home.elapsedMs))} ms`
      : `${(home.elapsedMs / 1000).toLocaleString('de-DE', { maximumFractionDigits: 1 })} s`;
  const list: Finding[] = [];
  if (home.status >= 400) {
    list.push(
      finding('Erreichbarkeit', 'problem', `Die Startseite antwortet mit Fehler ${home.status} – Besucher und Google sehen keine Inhalte.`),
    );
  } else {
    list.push(finding('Erreichbarkeit', 'ok', `Die Startseite ist erreichbar (Status ${home.status}).`));
  }
  const https = home.finalUrl.protocol === 'https:';
  list.push(
    !https
      ? finding('HTTPS', 'problem', 'Die Seite läuft ohne HTTPS – Browser warnen Besucher mit „Nicht sicher“.')
      : evidence.httpRedirect === 'http'
        ? finding('HTTPS', 'hinweis', 'Die Seite hat HTTPS, aber die http://-Adresse leitet nicht dorthin weiter.')
        : finding('HTTPS', 'ok', 'Die Seite läuft über HTTPS.'),
  );
  list.push(
    home.elapsedMs > 3_000
      ? finding('Antwortzeit', 'problem', `Die Startseite braucht ${seconds} bis zur Antwort – viele Besucher springen da schon ab.`)
      : home.elapsedMs > 1_000
        ? finding('Antwortzeit', 'hinweis', `Die Startseite braucht ${seconds} bis zur Antwort; unter einer Sekunde wäre gut.`)
        : finding('Antwortzeit', 'ok', `Die Startseite antwortet schnell (${seconds}).`),
  );
  if (home.facts) list.push(...pageFindings(home.facts, evidence));
  else if (home.overLimit)
    list.push(
      finding(
        'Inhalt',
        'hinweis',
        'Die Startseite ist zu groß oder zu tief verschachtelt für den automatischen Check – bitte selbst ansehen.',
      ),
    );
  else if (home.status < 400)
    list.push(finding('Inhalt', 'problem', `Die Startseite liefert kein HTML (${capFetched(home.contentType) || 'ohne Typangabe'}).`));
  list.push(
    evidence.robotsTxt
      ? finding('robots.txt', 'ok', 'Eine robots.txt ist vorhanden.')
      : finding('robots.txt', 'hinweis', 'Es gibt keine robots.txt – Suchmaschinen bekommen keine Hinweise zum Crawlen.'),
    evidence.sitemapXml
      ? finding('Sitemap', 'ok', 'Eine sitemap.xml ist vorhanden.')
      : finding('Sitemap', 'hinweis', 'Es gibt keine sitemap.xml – Google findet Unterseiten langsamer.'),
  );
  return list;
}

/** Problems first, then hints, then what is fine; within a status the check order stays. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort((a, b) => findingStatuses.indexOf(a.status) - findingStatuses.indexOf(b.status));
}
