import type { Article } from '@sichtwerk/content/blog-catalog';
import { brand } from '@sichtwerk/content/company';
import { absoluteUrl } from '@sichtwerk/content/site-url';
import { escapeXml } from './escape-xml.ts';

/** The blog as an Atom feed (RFC 4287), newest article first. */
export function renderAtomFeed(articles: readonly Article[], siteUrl: string): string {
  const updated =
    articles
      .map((article) => article.modified)
      .sort()
      .at(-1) ?? '1970-01-01';
  const entries = articles
    .map((article) => {
      const url = escapeXml(absoluteUrl(article.path, siteUrl));
      return [
        '  <entry>',
        `    <title>${escapeXml(article.title)}</title>`,
        `    <link href="${url}"/>`,
        `    <id>${url}</id>`,
        `    <published>${article.published}T08:00:00+01:00</published>`,
        `    <updated>${article.modified}T08:00:00+01:00</updated>`,
        `    <author><name>${escapeXml(article.author)}</name></author>`,
        `    <summary>${escapeXml(article.excerpt)}</summary>`,
        ...article.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
        '  </entry>',
      ].join('\n');
    })
    .join('\n');
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">',
    `  <title>${escapeXml(brand.name)} Blog</title>`,
    `  <subtitle>Praxiswissen zu lokalem SEO, Google Ads und Online-Marketing für kleine Unternehmen</subtitle>`,
    `  <link rel="self" href="${escapeXml(siteUrl)}/feed.xml"/>`,
    `  <link href="${escapeXml(siteUrl)}/blog"/>`,
    `  <id>${escapeXml(siteUrl)}/blog</id>`,
    `  <updated>${updated}T08:00:00+01:00</updated>`,
    entries,
    '</feed>',
    '',
  ].join('\n');
}
