import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { legalDocuments } from './legal/index.ts';
import { legalDates } from './legal/legal-dates.ts';
import { pages } from './routes.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Every file a visitor's text comes from: content modules, articles, and the site's pages and components. */
function copyFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.(ts|tsx|mdx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(relative);
    }
  };
  for (const dir of ['content/src', 'content/blog', 'site/pages', 'site/components']) walk(dir);
  return files;
}

/** The lines a visitor reads; search-term lists (`keywords`) are matched against what people type and stay as they are. */
function visibleLines(): Array<{ where: string; text: string }> {
  return copyFiles().flatMap((file) =>
    readFileSync(path.join(repoRoot, file), 'utf8')
      .split('\n')
      .map((text, index) => ({ where: `${file}:${index + 1}`, text }))
      .filter(({ text }) => !/\bkeywords\b/.test(text)),
  );
}

const placementGuarantees: readonly RegExp[] = [
  /sorg(?:en|t) dafür, dass (?:die Antwort|dein Unternehmen|du)\b[^.]*(?:nennt|vorkommt|genannt|oben|erscheint)/i,
  /bring(?:en|t) dein(?:en)? (?:Unternehmen|Betrieb) nach oben/i,
  /(?:garantiert|garantieren)[^.]*(?:Platz|Ranking|Top|erste Seite|oben)/i,
  /(?:Platz 1|Top-?Platzierung|erste Seite) garantiert/i,
  /und hält (?:es|dich) dort/i,
  /ganz oben (?:stehen|landen|erscheinen)/i,
];

/**
 * Words that made the text read machine-written when they came in every other paragraph; each may stay where it
 * carries meaning (a customer's quote, "für Menschen, nicht für Maschinen"), but no more often than this.
 */
const fillerLimits: ReadonlyArray<{ word: RegExp; max: number }> = [
  { word: /mensch/gi, max: 10 },
  { word: /routine/gi, max: 5 },
  { word: /wirklich/gi, max: 2 },
  { word: /ehrlich/gi, max: 4 },
  { word: /stellschraube/gi, max: 1 },
  { word: /die gute nachricht/gi, max: 0 },
];

/** One spelling per term: the left side is what the site writes, the right side what it no longer writes. */
const spellings: ReadonlyArray<{ term: string; wrong: RegExp }> = [
  { term: 'Long-Tail', wrong: /\bLong ?tail\b|\bLongTail\b/ },
  { term: 'On-Page', wrong: /\bOn ?[Pp]age\b(?!-)|\bOnPage\b/ },
  { term: 'USt.', wrong: /\bMwSt\.?/ },
  { term: '500 € (mit Leerzeichen)', wrong: /\d€/ },
  { term: 'Google-Business-Profil', wrong: /Business Profil\b/ },
  { term: 'Google-Maps-Ranking', wrong: /Google Maps[ -]Ranking|Maps Ranking/ },
  { term: 'KI-Sichtbarkeits-Check', wrong: /KI-Sichtbarkeitscheck|KI Sichtbarkeits-?Check/ },
];

describe('when a copy editor and a lawyer read the site', () => {
  it('then no sentence promises a placement that no provider can guarantee (AGB § 2 (5))', () => {
    const found = visibleLines().filter(({ text }) => placementGuarantees.some((pattern) => pattern.test(text)));
    expect(found.map(({ where, text }) => `${where}: ${text.trim()}`)).toEqual([]);
  });

  it('then every listed term has one spelling across the site', () => {
    const found = visibleLines().flatMap(({ where, text }) =>
      spellings.filter(({ wrong }) => wrong.test(text)).map(({ term }) => `${where}: schreibe „${term}“ – ${text.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('then each legal text is dated by its one constant, and its page’s last change is that date', () => {
    for (const key of Object.keys(legalDates) as Array<keyof typeof legalDates>) {
      expect(legalDocuments[key].lastUpdated, key).toBe(legalDates[key]);
      expect(pages[key].lastModified, key).toBe(legalDates[key]);
    }
  });

  it('then no file types a legal date by hand instead of reading it from legal-dates.ts', () => {
    const dates = Object.values(legalDates);
    const typed = copyFiles()
      .filter((file) => !file.endsWith('legal-dates.ts'))
      .flatMap((file) =>
        dates.filter((date) => readFileSync(path.join(repoRoot, file), 'utf8').includes(`'${date}'`)).map((date) => `${file}: ${date}`),
      );
    expect(typed).toEqual([]);
  });

  it('then filler words stay rare across the whole site', () => {
    const text = visibleLines()
      .map(({ text: line }) => line)
      .join('\n');
    const counts = fillerLimits.map(({ word, max }) => ({ word: word.source, count: text.match(word)?.length ?? 0, max }));
    expect(counts.filter(({ count, max }) => count > max)).toEqual([]);
  });
});
