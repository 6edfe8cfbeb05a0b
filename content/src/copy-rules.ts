/**
 * The machine-checkable copy rules, shared by every place a visitor reads our words: the content modules and
 * articles (content/src/copy-rules.test.ts), the built pages (site/e2e/pages/copy-rules.spec.ts) and the
 * e-mails (lead-service/test/mail-copy.test.ts). Each rule names what it guards against, so a failing line says
 * why it fails. The rules catch phrasings, not meaning: a new way to promise a result needs a new pattern here.
 */

export interface CopyRule {
  /** Why the phrase is out, in the reviewer's words. */
  readonly why: string;
  readonly pattern: RegExp;
}

/** A result or placement that no provider controls (AGB § 2 (5) excludes any such promise). */
export const resultPromises: readonly CopyRule[] = [
  {
    why: 'Ergebnisversprechen: „sorgt dafür, dass … gefunden / oben / genannt“',
    pattern:
      /sorg(?:e|en|t)\s+dafür,\s+dass\b[^.!?]*\b(?:finde[nt]?|gefunden|oben|erschein\w*|vorkomm\w*|genannt|nennt|anruf\w*|angerufen|gebucht)\b/i,
  },
  {
    why: 'Platzierungsversprechen: „bringt dein Unternehmen nach oben“',
    pattern: /bring(?:en|t)\s+(?:dich|dein(?:en)?\s+\w+)\s+nach\s+oben/i,
  },
  {
    why: 'Platzierungsversprechen: „garantiert … Platz / Ranking / oben“',
    pattern: /garantier\w*[^.!?]*\b(?:Platz|Ranking|Top|erste Seite|oben)\b/i,
  },
  { why: 'Platzierungsversprechen: „Platz 1 garantiert“', pattern: /(?:Platz 1|Top-?Platzierung|erste Seite)\s+garantiert/i },
  { why: 'Platzierungsversprechen: „… und hält dich dort“', pattern: /und\s+hält\s+(?:es|dich)\s+dort/i },
  {
    why: 'Platzierungsversprechen: „ganz oben“ als Zusage',
    pattern: /^\s*ganz\s+oben\b|\bganz\s+oben\s+(?:stehen|landen|erscheinen|sein)\b|(?:stehst|landest|erscheinst)\s+(?:du\s+)?ganz\s+oben/i,
  },
  {
    why: 'Platzierungsversprechen: „Steh … weit oben“',
    pattern: /\b(?:steh|stehst|steht|landest|erscheinst)\b[^.!?]{0,80}\bweit\s+oben\b/i,
  },
  { why: 'Ergebnisversprechen: „mehr Kunden garantiert“', pattern: /(?:mehr|neue)\s+(?:Kunden|Anfragen)\s+garantiert/i },
];

/** A figure presented as a fact without a basis, or a superlative that would need one (UWG § 5). */
export const unsourcedClaims: readonly CopyRule[] = [
  {
    why: '„Angabe des Anbieters“ ist keine Grundlage: Zahl aus claims.ts mit Grundlage, oder als Ziel/Rechenbeispiel kennzeichnen',
    pattern: /Angabe des Anbieters|laut Anbieter/i,
  },
  { why: '„Kunden sparen …“ braucht eine Messung bei Kunden', pattern: /\bKunden\s+(?:sparen|gewinnen)\b[^.!?]*\d/i },
  { why: '„Beliebteste Wahl“ ist eine Spitzenstellungsbehauptung ohne Buchungsdaten', pattern: /\bbeliebteste\w*/i },
];

/**
 * A visitor mail the machinery may hold back (spam protection without a valid form token, the daily limit per
 * address) cannot be announced as certain, neither to the visitor nor to the team.
 */
export const mailPromises: readonly CopyRule[] = [
  {
    why: 'Die Bestätigung an Besucher kann zurückgehalten werden (Spam-Schutz, Tageslimit je Adresse): nicht als sicher ankündigen',
    pattern: /Bestätigung[^.!?]*wird automatisch verschickt|bekommst gleich eine Bestätigung|Bestätigung[^.!?]*zu dir unterwegs/i,
  },
];

/** The free analysis's figure as page text, an article's <Claim> or a content module's template writes it. */
const delivery = String.raw`(?:24\s*[–-]\s*48|<Claim name="analysisDelivery"\s*/>|\$\{[^}]*analysisDelivery\})`;

/**
 * The third review (2026-11-26): one promise of the free analysis (content/src/analysis-promise.ts), the contract
 * term as AGB § 4 has it, and worked examples that compare only what the named package delivers.
 */
export const thirdReview: readonly CopyRule[] = [
  {
    why: 'N-H3: Das Ergebnis kommt innerhalb von 24–48 Stunden per E-Mail, das Gespräch danach – nicht „innerhalb von … persönlich vorgestellt“',
    pattern: new RegExp(String.raw`innerhalb von\s+${delivery}(?:(?!per E-Mail)[^.!?;])*persönlich`, 'i'),
  },
  {
    why: 'N-H3: nicht „persönlich vorgestellt in/innerhalb von …“ – das Ergebnis kommt per E-Mail, das Gespräch danach',
    pattern: /persönlich\s+vorgestellt\s+(?:in|innerhalb)\b|Persönliche Vorstellung des Ergebnisses innerhalb/i,
  },
  {
    why: 'N-H3: Wie die Stunden zählen, sagt analysis-promise.ts (ab Eingang rund um die Uhr; das Gespräch an einem Arbeitstag)',
    pattern: /Stunden zählen durchgehend/i,
  },
  {
    why: 'N-H2: AGB § 4 verlängert um 12 Monate – „danach monatlich kündbar“ steht nur einmal, als Satz der Preis-FAQ',
    pattern: /Mindestlaufzeit,\s+danach\s+monatlich\s+kündbar/i,
  },
  {
    why: 'N-H1: Das Rechenbeispiel vergleicht nur, was das genannte Paket enthält (Anzeigen und Social-Media-Planung erst ab Business)',
    pattern: /Angenommene Monatspreise[^.!?]*(?:Social-Media-Planer|Anzeigen)|Übernimmt die App[^.!?]*\bAnzeigen\b/i,
  },
  {
    why: 'N-M1: Nach einem Absenden ohne JavaScript, einem Zurückhalten oder über dem Tageslimit kommt keine Bestätigung „direkt“',
    pattern: /direkt nach dem Absenden eine Kündigungsbestätigung/i,
  },
  {
    why: 'M3: Ein fester Berater kommt erst ab Business – nicht „ein Berater, der dein Geschäft versteht/kennt“',
    pattern: /Berater,\s+der\s+dein(?:e)?\s+(?:Geschäft|Betrieb)\s+(?:versteht|kennt)/i,
  },
  {
    why: 'N-M3/M5: Handlungsempfehlungen und Linkprofil gehören nicht zur kostenlosen Analyse – „wo deine größten Lücken sind“',
    pattern:
      /zeigen dir die (?:ersten|wichtigsten nächsten) Schritte|mit konkreten nächsten Schritten|welche Schritte (?:zuerst etwas bringen|am meisten bringen|dich am schnellsten)|Wie stark ist dein Linkprofil|Kostenlose Backlink-Analyse/i,
  },
  {
    why: 'M4: Die App markiert Abweichungen; sie bringt Angaben nicht „überall auf denselben Stand“',
    pattern: /bringt deine Angaben überall auf denselben Stand/i,
  },
  {
    why: 'M6: Ein Preis „ab … im Monat“ nennt USt. und Laufzeit mit, nicht nur „ohne Einrichtungsgebühr“',
    pattern: /(?:<PlanPrice plan="\w+"\s*\/>|\d\s?€|fromPriceLabel\})\s*im Monat, ohne Einrichtungsgebühr/i,
  },
  {
    why: 'N-M2: Im Rechenbeispiel bleiben 2–3 Stunden pro Woche für Prüfen und Freigeben, nicht „eine Stunde im Monat“',
    pattern: /Eine Stunde im Monat für den Live-Call und gelegentliche Freigaben/i,
  },
  {
    why: 'N-M8: Es gibt keine Online-Buchung (AGB § 3 (2)) – „schließt einen Vertrag über ein Paket“',
    pattern: /bucht online ein Paket/i,
  },
  {
    why: 'N-M11: Die Seite vor dem Formular wird nicht gelesen (document.referrer) – die Datenschutzerklärung nennt sie nicht',
    pattern: /die Seite davor\b/i,
  },
  {
    why: 'N-M12: Einen „Keine Kontaktaufnahme“-Vermerk gibt es nicht; die Löschung löscht alles',
    pattern: /vermerken nur, dass du keine Kontaktaufnahme wünschst/i,
  },
  {
    why: 'N-M7: Das Einverständnis des empfohlenen Unternehmens deckt nur einen Anruf – „telefonisch melden“',
    pattern: /dann persönlich melden/i,
  },
  {
    why: 'N-M15: Ein fester Stratege kommt erst ab Business – nicht „mit deinem Strategen“ für jedes Paket',
    pattern: /Sessions pro Monat mit deinem Strategen/i,
  },
  {
    why: 'L8 / Punkt 5: Die Bestätigungsseite spricht ohne Technikjargon („ohne JavaScript“) und verspricht keine Prüfung, die niemand meldet',
    pattern: /Formular ohne JavaScript gesendet|so kann niemand fremde Adressen|sieht sich unser Team sie an/i,
  },
  {
    why: 'L7: „nach Möglichkeit“ statt „wenn es geht“',
    pattern: /wenn es geht (?:in|im) (?:deinem |gewünschten )?Zeitfenster/i,
  },
  {
    why: 'L19: Die Erstanalyse (Top-Standorte, Top-Keywords) macht die App nach der Buchung, nicht die kostenlose Analyse – „Nach der Buchung prüft die App …“',
    pattern: /\bWir prüfen\b[^.!?]*\bTop-(?:\d|\$\{)/i,
  },
  {
    why: 'N-M6: Der Satz unter dem Analyseformular ist ein Hinweis, keine Einwilligung („Hinweistext (Fassung)“)',
    pattern: /Einwilligung:\s*\d{4}-\d{2}-\d{2}/,
  },
];

/**
 * The fourth review (2026-11-28): the free offer names gaps, not what to do (recommendations are premium-only); a
 * reminder is promised only where one is scheduled; „rund um die Uhr“ describes how hours are counted, never a
 * team that answers at night (there is no duty plan).
 */
export const fourthReview: readonly CopyRule[] = [
  {
    why: 'N-M3 / P-M1: Die kostenlose Analyse und das Gespräch versprechen keine Empfehlungen („nächste Schritte“, „was sich lohnt“) – die sind ab Premium',
    pattern:
      /zeig(?:t|en)\s+dir\s+die\s+wichtigsten\s+nächsten\s+Schritte|welche\s+Aufgaben\s+sich\b[^.!?]*\blohnen|(?:Funktionen|Maßnahmen),\s+die\s+dir\s+am\s+meisten\s+bringen|Wo\s+dein\s+Werbebudget\s+am\s+meisten\s+bringt/i,
  },
  {
    why: 'P-M3: Eine Erinnerung nur ankündigen, wo eine geplant ist (nicht bei Buchungen unter einem Tag Vorlauf)',
    pattern: /(?<!entfernt liegt – )am Tag vor dem Gespräch einmal eine Erinnerung|erinnern wir dich (?:immer|auf jeden Fall)/i,
  },
  {
    why: 'P-M7: „rund um die Uhr“ nur für die Zählung der Stunden – einen Bereitschaftsdienst gibt es nicht',
    pattern:
      /\b(?:erreichbar|für dich da|antworten|melden uns|betreuen|kümmern uns)\b[^.!?]{0,40}\brund um die Uhr\b|\brund um die Uhr\b[^.!?]{0,40}\b(?:erreichbar|für dich da|antworten wir|melden wir uns|betreuen|kümmern wir uns)\b/i,
  },
];

/** Review requests the law forbids (BGH VI ZR 225/17) or Google's rules forbid. */
export const reviewAdvice: readonly CopyRule[] = [
  {
    why: 'Bewertungsbitte in der (E-Mail-)Rechnung ist ohne Einwilligung Werbung (BGH VI ZR 225/17): nur auf der gedruckten Rechnung',
    pattern: /(?:Hinweis|Link|Bitte)\b[^.!?]*\bauf\s+der\s+Rechnung\b/i,
  },
  {
    why: 'Nur zufriedene Kunden um Bewertungen bitten verstößt gegen Googles Richtlinien',
    pattern: /\bbitte\b[^.!?]*\bzufriedene\w*\s+Kunden\b|\bzufriedene\w*\s+Kunden\b[^.!?]*\b(?:um\s+eine\s+Bewertung|bitten)\b/i,
  },
];

/** One spelling per term: `term` is what the site writes, `wrong` what it no longer writes. */
export const spellings: ReadonlyArray<{ term: string; wrong: RegExp }> = [
  { term: 'Long-Tail', wrong: /\bLong ?tail\b|\bLongTail\b/ },
  { term: 'On-Page', wrong: /\bOn ?[Pp]age\b(?!-)|\bOnPage\b/ },
  { term: 'USt.', wrong: /\bMwSt\.?/ },
  { term: '500 € (mit Leerzeichen)', wrong: /\d€/ },
  {
    term: 'Google-Unternehmensprofil',
    wrong:
      /Google[- ]Business[- ]Profil|Google Unternehmensprofil|\bGoogle-Profil|Google-My-Business-Profil|\bBusiness-Profil|Unternehmenseintrag/,
  },
  { term: 'lokale SEO', wrong: /\blokales SEO|\bLokales SEO|\bLocal SEO/ },
  { term: 'Google-Maps-Ranking', wrong: /Google Maps[ -]Ranking|Maps Ranking/ },
  { term: 'KI-Sichtbarkeits-Check', wrong: /KI-Sichtbarkeitscheck|KI Sichtbarkeits-?Check/ },
  { term: 'Dos und Don’ts', wrong: /Do[’']s und Don[’']ts|Dos & Don[’']ts/ },
  // Review 2026-11-26 L12: one word for the contact at a company and one for who recommends it, in site, forms, mails and desk.
  { term: 'Ansprechpartner', wrong: /Ansprechperson/ },
  { term: 'Empfehlungsgeber', wrong: /\bEmpfehlende[mnr]?\b|\bempfehlende[mnr]? Person/ },
];

export interface CopyFinding {
  readonly where: string;
  readonly why: string;
  readonly text: string;
}

/** Every spelling a line breaks: also for what only staff read (the desk, field labels, service messages). */
export function spellingFindings(lines: ReadonlyArray<{ where: string; text: string }>): CopyFinding[] {
  return lines.flatMap(({ where, text }) =>
    spellings.filter(({ wrong }) => wrong.test(text)).map(({ term }) => ({ where, why: `schreibe „${term}“`, text: text.trim() })),
  );
}

/** Every rule a visitor's line breaks, named with where it stands. */
export function copyFindings(lines: ReadonlyArray<{ where: string; text: string }>): CopyFinding[] {
  const rules = [...resultPromises, ...unsourcedClaims, ...mailPromises, ...reviewAdvice, ...thirdReview, ...fourthReview];
  return lines.flatMap(({ where, text }) => [
    ...rules.filter(({ pattern }) => pattern.test(text)).map(({ why }) => ({ where, why, text: text.trim() })),
    ...spellingFindings([{ where, text }]),
  ]);
}

const blockTags =
  /<\/?(?:p|li|ul|ol|h[1-6]|div|td|th|tr|table|section|article|header|footer|nav|main|aside|dt|dd|dl|blockquote|figcaption|summary|details|br|title|button|label|option)\b[^>]*>/gi;
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The lines a visitor reads in a built HTML page: title, meta description and the text of the body, one block
 * element per line, scripts and styles left out. Bounded by the page itself (our own build output).
 */
export function visibleHtmlLines(html: string): string[] {
  const description = /<meta\s+name="description"\s+content="([^"]*)"/i.exec(html)?.[1] ?? '';
  const text = `${description}\n${html}`
    .replace(/<head\b[\s\S]*?<\/head>/i, (head) => /<title>[\s\S]*?<\/title>/i.exec(head)?.[0] ?? '')
    .replace(/<(script|style|svg|template)\b[\s\S]*?<\/\1>/gi, '')
    .replace(blockTags, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (whole, dec: string, hex: string, name: string) =>
      dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (entities[name] ?? whole),
    )
    .replace(/\u00a0/g, ' ');
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0);
}
