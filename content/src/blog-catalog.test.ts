import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildArticleCatalog, parseArticleSource, readArticleEntries, selectArticles } from './blog-catalog.ts';
import { loadArticlesFromDisk, readArticleSources } from './blog-disk.ts';
import { ContentError } from './content-error.ts';
import { agencyComparisonSlug, brand } from './company.ts';

const source = readFileSync(new URL('../blog/google-ads-kosten/index.mdx', import.meta.url), 'utf8');

describe('the blog catalog', () => {
  it('when the build reads the articles, then each is valid and 900–1.800 words long, and the launch articles are dated as docs/decisions.md says', () => {
    const articles = loadArticlesFromDisk();
    for (const article of articles) {
      expect(article.wordCount, article.slug).toBeGreaterThanOrEqual(900);
      expect(article.wordCount, article.slug).toBeLessThanOrEqual(1800);
      expect(article.section).toBe('Online Marketing');
    }
    const dates = Object.fromEntries(articles.map((article) => [article.slug, article.published]));
    // The ten articles the site launched with; later articles bring their own date.
    expect(dates).toMatchObject({
      'google-ads-optimierung': '2025-11-01',
      [agencyComparisonSlug]: '2025-10-17',
      'google-ads-kosten': '2025-09-24',
      'google-ads-anzeige-erstellen': '2025-09-03',
      'google-ranking-verbessern': '2025-09-15',
      'lokale-marketing-loesungen': '2025-08-23',
      'online-marketing-lokal': '2025-08-30',
      'tool-vs-komplettloesung': '2025-08-18',
      'seo-tools-probleme': '2025-08-06',
      'seo-fuer-kleine-unternehmen': '2025-07-28',
    });
    expect(articles.map((article) => article.published)).toEqual([...articles.map((article) => article.published)].sort().reverse());
  });

  it('when the brand changes, then the agency comparison slug follows it', () => {
    expect(agencyComparisonSlug).toBe(`${brand.slug}-vs-agenturen`);
    expect(loadArticlesFromDisk().map((article) => article.slug)).toContain(agencyComparisonSlug);
  });

  it('when an article has a broken date, then the build fails naming the file and the field', () => {
    const broken = source.replace(/^published: .*$/m, 'published: 24.09.2025');
    expect(() => parseArticleSource('google-ads-kosten', broken)).toThrow(/content\/blog\/google-ads-kosten\/index\.mdx[\s\S]*published/);
  });

  it('when an article lacks a required field, then the message names that field', () => {
    const broken = source.replace(/^excerpt: .*$/m, '');
    expect(() => parseArticleSource('google-ads-kosten', broken)).toThrow(/excerpt/);
  });

  it('when an editor makes the description too short, then the message names file, field, rule and current value', () => {
    const description = 'Zu knapp.';
    const broken = source.replace(/^description: .*$/m, `description: ${description}`);
    expect(() => parseArticleSource('google-ads-kosten', broken)).toThrow(
      `Fehler im Inhalt content/blog/google-ads-kosten/index.mdx:\n  - description: ${description.length} Zeichen, erlaubt 120–155 (aktuell: „${description}“)`,
    );
  });

  it('when one article is broken, then only that one is reported and the build refuses to finish', () => {
    const sources = readArticleSources();
    sources.set('google-ads-kosten', source.replace(/^description: .*$/m, 'description: Zu knapp.'));
    const entries = readArticleEntries(sources);
    expect(entries.filter((entry) => entry.error).map((entry) => entry.slug)).toEqual(['google-ads-kosten']);
    expect(entries.filter((entry) => entry.article)).toHaveLength(sources.size - 1);
    expect(() => buildArticleCatalog(sources)).toThrow(ContentError);
  });

  it('when the frontmatter is not valid YAML, then the message says so and names the file', () => {
    const broken = source.replace(/^description: (.*)$/m, 'description: Entwurf: "$1"');
    expect(() => parseArticleSource('google-ads-kosten', broken)).toThrow(
      /Fehler im Inhalt content\/blog\/google-ads-kosten\/index\.mdx:\n {2}- \(Frontmatter\): kein gültiges YAML – /,
    );
  });

  it('when a folder name cannot be an address, then the build fails naming the folder', () => {
    expect(() => parseArticleSource('Neuer Artikel', source)).toThrow(/content\/blog\/Neuer Artikel\/index\.mdx[\s\S]*\(Ordner\)/);
  });
});

describe('when an editor adds an article folder', () => {
  const blogDir = mkdtempSync(path.join(tmpdir(), 'blog-'));
  afterAll(() => rmSync(blogDir, { recursive: true, force: true }));
  const write = (slug: string, text: string) => {
    mkdirSync(path.join(blogDir, slug), { recursive: true });
    writeFileSync(path.join(blogDir, slug, 'index.mdx'), text);
  };

  it('then the catalog finds it without any list being edited', () => {
    write('neuer-artikel', source);
    expect(loadArticlesFromDisk({ blogDir }).map((article) => article.slug)).toEqual(['neuer-artikel']);
  });

  it('then a draft stays out of the catalog unless development asks for drafts', () => {
    write('entwurf', source.replace(/^---\n/, '---\ndraft: true\n'));
    expect(loadArticlesFromDisk({ blogDir }).map((article) => article.slug)).toEqual(['neuer-artikel']);
    expect(
      loadArticlesFromDisk({ blogDir, includeDrafts: true })
        .map((article) => article.slug)
        .sort(),
    ).toEqual(['entwurf', 'neuer-artikel']);
  });
});

describe('when the site picks the articles to show', () => {
  const sources = readArticleSources();
  const [firstSlug, secondSlug] = [...sources.keys()].sort();
  sources.set(firstSlug!, sources.get(firstSlug!)!.replace(/^description: .*$/m, 'description: Zu knapp.'));
  sources.set(secondSlug!, sources.get(secondSlug!)!.replace(/^---\n/, '---\ndraft: true\n'));
  const entries = readArticleEntries(sources);

  it('then in development the broken article is set aside with its error, the draft is shown, every other article stays', () => {
    const { articles, broken } = selectArticles(entries, { development: true });
    expect([...broken.keys()]).toEqual([firstSlug]);
    expect(broken.get(firstSlug!)?.problems).toEqual([{ field: 'description', rule: '9 Zeichen, erlaubt 120–155', value: '„Zu knapp.“' }]);
    expect(articles.map((article) => article.slug)).toContain(secondSlug);
    expect(articles).toHaveLength(sources.size - 1);
  });

  it('then for the build the broken article stops everything with the same message', () => {
    expect(() => selectArticles(entries, { development: false })).toThrow(/description: 9 Zeichen, erlaubt 120–155/);
    const fixed = entries.filter((entry) => entry.slug !== firstSlug);
    expect(selectArticles(fixed, { development: false }).articles.map((article) => article.slug)).not.toContain(secondSlug);
  });
});
