import type { Article } from '@sichtwerk/content/blog-catalog';
import { brand, company } from '@sichtwerk/content/company';
import { absoluteUrl, resolveSiteUrl } from '@sichtwerk/content/site-url';
import { JsonLd } from '../../components/seo/json-ld.tsx';

/** schema.org BlogPosting for one article; BreadcrumbList comes from the shared head. */
export function ArticleJsonLd({ article }: { article: Article }) {
  const siteUrl = resolveSiteUrl();
  const url = absoluteUrl(article.path, siteUrl);
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: article.title,
        description: article.description,
        image: absoluteUrl(article.image, siteUrl),
        datePublished: article.published,
        dateModified: article.modified,
        author: { '@type': 'Organization', name: article.author, url: `${siteUrl}/ueber-uns` },
        publisher: {
          '@type': 'Organization',
          name: company.legalName,
          alternateName: brand.name,
          logo: { '@type': 'ImageObject', url: `${siteUrl}/logo.png` },
        },
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        url,
        keywords: article.keywords.join(', '),
        articleSection: article.section,
        inLanguage: 'de-DE',
        wordCount: article.wordCount,
      }}
    />
  );
}
