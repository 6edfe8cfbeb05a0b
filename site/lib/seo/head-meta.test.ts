import { loadArticlesFromDisk } from '@sichtwerk/content/blog-disk';
import { pages } from '@sichtwerk/content/routes';
import { describe, expect, it } from 'vitest';
import { resolveHeadMeta } from './head-meta.ts';

describe('head metadata of a document', () => {
  it('when a registered page renders, then its registry title, description and breadcrumb are used', () => {
    const meta = resolveHeadMeta({ urlPathname: '/preise' });
    expect(meta.title).toBe(pages.preise.title);
    expect(meta.breadcrumbs.map((crumb) => crumb.path)).toEqual(['/', '/preise']);
    expect(meta.ogType).toBe('website');
  });

  it('when an article renders, then it becomes og:type article with its dates, author, section and tags', () => {
    const [article] = loadArticlesFromDisk();
    if (!article) throw new Error('keine Artikel');
    const meta = resolveHeadMeta({ urlPathname: article.path, data: { article } });
    expect(meta.ogType).toBe('article');
    expect(meta.article).toMatchObject({ publishedTime: article.published, section: 'Online Marketing', author: article.author });
    expect(meta.image).toBe(`/og/${article.slug}.png`);
  });

  it('when a route has no metadata, then rendering fails instead of shipping a page without title', () => {
    expect(() => resolveHeadMeta({ urlPathname: '/neue-seite-ohne-eintrag' })).toThrow(/Keine Metadaten für \/neue-seite-ohne-eintrag/);
  });

  it('when the not-found page renders, then it is noindex', () => {
    expect(resolveHeadMeta({ urlPathname: '/irgendwas', is404: true }).robots).toBe('noindex,follow');
  });
});
