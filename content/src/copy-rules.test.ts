import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analysisPromise } from './analysis-promise.ts';
import { copyFindings, spellingFindings } from './copy-rules.ts';
import { legalDocuments } from './legal/index.ts';
import { legalDates } from './legal/legal-dates.ts';
import { processSteps } from './process.ts';
import { pages } from './routes.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Every file a visitor's text comes from: content modules, articles, and the site's pages and components. */
function copyFiles(dirs = ['content/src', 'content/blog', 'site/pages', 'site/components']): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.(ts|tsx|mdx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'copy-rules.ts')
        files.push(relative);
    }
  };
  for (const dir of dirs) walk(dir);
  return files;
}

/** The lines a visitor reads; search-term lists (`keywords`) are matched against what people type and stay as they are. */
function visibleLines(dirs?: string[]): Array<{ where: string; text: string }> {
  return copyFiles(dirs).flatMap((file) =>
    readFileSync(path.join(repoRoot, file), 'utf8')
      .split('\n')
      .map((text, index) => ({ where: `${file}:${index + 1}`, text }))
      .filter(({ text }) => !/\bkeywords\b/.test(text)),
  );
}

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

describe('when a copy editor and a lawyer read the site', () => {
  it('then no line promises a result, states an unsourced figure, gives forbidden review advice or misspells a term', () => {
    const found = copyFindings(visibleLines()).map(({ where, why, text }) => `${where}: ${why} – ${text}`);
    expect(found).toEqual([]);
  });

  it('then the desk, the forms’ field labels and the service’s mails and messages write each term one way, as the site does (review 2026-11-26 L12)', () => {
    const staffLines = visibleLines(['forms/src', 'desk/src', 'lead-service/src']);
    expect(staffLines.length).toBeGreaterThan(1000);
    expect(spellingFindings(staffLines).map(({ where, why, text }) => `${where}: ${why} – ${text}`)).toEqual([]);
    expect(spellingFindings([{ where: 'Beispiel', text: 'E-Mail des Empfehlenden' }])).toHaveLength(1);
    expect(spellingFindings([{ where: 'Beispiel', text: 'Wir rufen die Ansprechperson an.' }])).toHaveLength(1);
  });

  it('then the working method’s first step is the app’s analysis after booking, not what the free analysis beside it checks (review 2026-11-26 L19)', () => {
    const old =
      'Wir prüfen deine Website, dein Google-Unternehmensprofil, deine Keywords und deine Konkurrenz – für die Top-10-Standorte und die Top-100-Keywords deiner Branche.';
    expect(copyFindings([{ where: 'vorher', text: old }])).toHaveLength(1);
    expect(processSteps[0]?.description).toMatch(/^Nach der Buchung prüft die App /);
    expect(copyFindings(processSteps.map(({ title, description }) => ({ where: title, text: description })))).toEqual([]);
  });

  it('then no article breaks a line between a number and its unit or currency (review 2026-11-28 P-L11)', () => {
    const unit = /\d (?:€|%|km|Euro|Cent|Prozent|Sekunden|Minuten?|Stunden?|Std\.|Tage?n?|Wochen?|Monate?n?|Jahre?n?)(?![\p{L}])/u;
    const articles = visibleLines().filter(({ where }) => where.startsWith('content/blog/'));
    expect(articles.length).toBeGreaterThan(100);
    expect(articles.filter(({ text }) => unit.test(text)).map(({ where, text }) => `${where}: ${text.trim()}`)).toEqual([]);
    expect(articles.some(({ text }) => /\d\u00a0€/.test(text))).toBe(true);
  });

  it('then each legal text is dated by its one constant, and its page’s last change is that date', () => {
    for (const key of Object.keys(legalDates) as Array<keyof typeof legalDates>) {
      expect(legalDocuments[key].lastUpdated, key).toBe(legalDates[key]);
      expect(pages[key].lastModified, key).toBe(legalDates[key]);
    }
  });

  it('then no file types a legal date by hand instead of reading it from legal-dates.ts', () => {
    const dates = Object.values(legalDates);
    // Another page may change on the same day as a legal text; its own `lastModified` is no copy of the legal date.
    const withoutOtherPagesDates = (file: string) =>
      readFileSync(path.join(repoRoot, file), 'utf8').replace(/^\s*lastModified: '\d{4}-\d{2}-\d{2}',$/gm, '');
    const typed = copyFiles()
      .filter((file) => !file.endsWith('legal-dates.ts'))
      .flatMap((file) => dates.filter((date) => withoutOtherPagesDates(file).includes(`'${date}'`)).map((date) => `${file}: ${date}`));
    expect(typed).toEqual([]);
  });

  it('then filler words stay rare across the whole site', () => {
    const text = visibleLines()
      .map(({ text: line }) => line)
      .join('\n');
    const counts = fillerLimits.map(({ word, max }) => ({ word: word.source, count: text.match(word)?.length ?? 0, max }));
    expect(counts.filter(({ count, max }) => count > max)).toEqual([]);
  });

  it('then the rules catch the phrasings the fourth review found, so the next new text is checked when written', () => {
    const found = [
      'Darin stellt dir Anna das Ergebnis persönlich vor und zeigt dir die wichtigsten nächsten Schritte.',
      'Die kostenlose Analyse zeigt dir, welche Aufgaben sich zuerst lohnen.',
      'Wir zeigen dir die Funktionen, die dir am meisten bringen.',
      'Du bekommst eine Einladung und am Tag vor dem Gespräch einmal eine Erinnerung per E-Mail.',
      'Unser Team ist rund um die Uhr für dich erreichbar.',
      'Rund um die Uhr antworten wir dir, auch am Wochenende.',
    ].map((text, index) => ({ where: `Beispiel ${index + 1}`, text }));
    expect(copyFindings(found).map((finding) => finding.where)).toEqual(found.map((line) => line.where));
    // The promise's own counting and the policy's conditional reminder stay allowed.
    expect(copyFindings([{ where: 'Zählung', text: analysisPromise.counting }])).toEqual([]);
    expect(
      copyFindings([
        {
          where: 'Datenschutz',
          text: 'und – wenn der Termin bei der Buchung mehr als einen Tag entfernt liegt – am Tag vor dem Gespräch einmal eine Erinnerung',
        },
      ]),
    ).toEqual([]);
  });
});
