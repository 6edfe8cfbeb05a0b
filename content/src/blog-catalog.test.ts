import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { articleSlugs, buildArticleCatalog, parseArticleSource } from './blog-catalog.ts';
import { loadArticlesFromDisk } from './blog-disk.ts';
import { agencyComparisonSlug, brand } from './company.ts';

const source = readFileSync(new URL('../blog/google-ads-kosten/index.mdx', import.meta.url), 'utf8');

describe('the blog catalog', () => {
  it('when the build reads the ten articles, then each is valid, 900–1.800 words long and dated as DECISIONS.md says', () => {
    const articles = loadArticlesFromDisk();
    expect(articles).toHaveLength(10);
    for (const article of articles) {
      expect(article.wordCount, article.slug).toBeGreaterThanOrEqual(900);
      expect(article.wordCount, article.slug).toBeLessThanOrEqual(1800);
      expect(article.section).toBe('Online Marketing');
    }
    const dates = Object.fromEntries(articles.map((article) => [article.slug, article.published]));
    expect(dates).toEqual({
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
    expect(articleSlugs).toContain(agencyComparisonSlug);
  });

  it('when an article has a broken date, then the build fails naming the file and the field', () => {
    const broken = source.replace(/^published: .*$/m, 'published: 24.09.2025');
    expect(() => parseArticleSource('google-ads-kosten', broken)).toThrow(/content\/blog\/google-ads-kosten\/index\.mdx[\s\S]*published/);
  });

  it('when an article lacks a required field, then the message names that field', () => {
    const broken = source.replace(/^excerpt: .*$/m, '');
    expect(() => parseArticleSource('google-ads-kosten', broken)).toThrow(/excerpt/);
  });

  it('when a folder holds an article the catalog does not know, then the build fails', () => {
    const sources = new Map(articleSlugs.map((slug) => [slug as string, source]));
    sources.set('unbekannt', source);
    expect(() => buildArticleCatalog(sources)).toThrow(/content\/blog\/unbekannt\/index\.mdx/);
  });
});
