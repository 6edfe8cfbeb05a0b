import type { Article } from '@sichtwerk/content/blog-catalog';
import { findPageByPath, pages, type PageMeta } from '@sichtwerk/content/routes';

/** Everything the shared <head> needs for one document. */
export interface HeadMeta {
  path: string;
  title: string;
  description: string;
  keywords: readonly string[];
  robots: 'index,follow' | 'noindex,follow';
  ogType: 'website' | 'article';
  /** Root-relative path of the 1200×630 share image. */
  image: string;
  imageAlt: string;
  breadcrumbs: readonly { label: string; path: string }[];
  article?: {
    publishedTime: string;
    modifiedTime: string;
    author: string;
    section: string;
    tags: readonly string[];
  };
}

export const defaultShareImage = {
  path: '/og/sichtwerk.png',
  alt: 'Titelbild von Sichtwerk mit der Zeile „Deine Kunden suchen dich. Finden sie dich auch?“ in weißer Schrift auf dunkelblauem Grund',
};

const notFoundMeta: HeadMeta = {
  path: '/404',
  title: 'Seite nicht gefunden | Sichtwerk',
  description: 'Diese Seite gibt es nicht (mehr). Über die Startseite oder die kostenlose Analyse findest du schnell weiter.',
  keywords: ['Sichtwerk'],
  robots: 'noindex,follow',
  ogType: 'website',
  image: defaultShareImage.path,
  imageAlt: defaultShareImage.alt,
  breadcrumbs: [],
};

function breadcrumbsFor(page: PageMeta): HeadMeta['breadcrumbs'] {
  return page.path === '/'
    ? []
    : [
        { label: pages.home.label, path: '/' },
        { label: page.label, path: page.path },
      ];
}

export function headMetaForPage(page: PageMeta): HeadMeta {
  return {
    path: page.path,
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    robots: page.robots,
    ogType: 'website',
    image: defaultShareImage.path,
    imageAlt: defaultShareImage.alt,
    breadcrumbs: breadcrumbsFor(page),
  };
}

export function headMetaForArticle(article: Article): HeadMeta {
  return {
    path: article.path,
    title: article.metaTitle,
    description: article.description,
    keywords: article.keywords,
    robots: 'index,follow',
    ogType: 'article',
    image: article.image,
    imageAlt: article.imageAlt,
    breadcrumbs: [
      { label: pages.home.label, path: '/' },
      { label: pages.blog.label, path: pages.blog.path },
      { label: article.title, path: article.path },
    ],
    article: {
      publishedTime: article.published,
      modifiedTime: article.modified,
      author: article.author,
      section: article.section,
      tags: article.tags,
    },
  };
}

interface HeadSource {
  urlPathname: string;
  is404?: boolean | null;
  data?: unknown;
}

function articleFromData(data: unknown): Article | undefined {
  if (typeof data === 'object' && data !== null && 'article' in data) return (data as { article: Article }).article;
  return undefined;
}

/**
 * Resolves the head metadata of the document being rendered. A route without metadata throws, which
 * fails the prerender — so no page can ship without title, description and canonical.
 */
export function resolveHeadMeta(source: HeadSource): HeadMeta {
  if (source.is404) return notFoundMeta;
  if (typeof source.data === 'object' && source.data !== null && 'broken' in source.data) {
    return { ...notFoundMeta, path: source.urlPathname, title: 'Fehler im Artikel | Sichtwerk (Entwicklung)' };
  }
  const article = articleFromData(source.data);
  if (article) return { ...headMetaForArticle(article), ...(article.draft ? { robots: 'noindex,follow' as const } : {}) };
  const page = findPageByPath(source.urlPathname);
  if (page) return headMetaForPage(page);
  throw new Error(`Keine Metadaten für ${source.urlPathname}: Route in content/src/routes.ts eintragen.`);
}
