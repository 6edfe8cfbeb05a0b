import type { Article } from '@sichtwerk/content/blog-catalog';
import { brand } from '@sichtwerk/content/company';
import { pages } from '@sichtwerk/content/routes';
import { absoluteUrl, resolveSiteUrl } from '@sichtwerk/content/site-url';
import { JsonLd } from '../../components/seo/json-ld.tsx';

/** schema.org Blog with its posts; Organization and BreadcrumbList come from the shared head. */
export function BlogJsonLd({ articles }: { articles: readonly Article[] }) {
  const siteUrl = resolveSiteUrl();
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: `${brand.name} Blog`,
        url: absoluteUrl(pages.blog.path, siteUrl),
        inLanguage: 'de-DE',
        blogPost: articles.map((article) => ({
          '@type': 'BlogPosting',
          headline: article.title,
          url: absoluteUrl(article.path, siteUrl),
          image: absoluteUrl(article.image, siteUrl),
          datePublished: article.published,
          dateModified: article.modified,
          author: { '@type': 'Organization', name: article.author },
        })),
      }}
    />
  );
}
