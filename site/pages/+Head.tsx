import { brand } from '@sichtwerk/content/company';
import { absoluteUrl, resolveSiteUrl } from '@sichtwerk/content/site-url';
import { usePageContext } from 'vike-react/usePageContext';
import { resolveHeadMeta } from '../lib/seo/head-meta.ts';
import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd } from '../lib/seo/structured-data.ts';

/** The shared <head>: every document gets the same complete set of SEO, social and brand tags. */
export function Head() {
  const pageContext = usePageContext();
  const meta = resolveHeadMeta(pageContext);
  const siteUrl = resolveSiteUrl();
  const url = absoluteUrl(meta.path, siteUrl);
  const image = absoluteUrl(meta.image, siteUrl);
  const jsonLd = [organizationJsonLd(siteUrl), ...(meta.breadcrumbs.length ? [breadcrumbJsonLd(meta, siteUrl)] : [])];
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <meta name="keywords" content={meta.keywords.join(', ')} />
      <meta name="robots" content={meta.robots} />
      {!pageContext.is404 && <link rel="canonical" href={url} />}
      <meta name="theme-color" content={brand.themeColor} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="alternate" type="application/atom+xml" title={`${brand.name} Blog`} href="/feed.xml" />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:locale" content="de_DE" />
      <meta property="og:type" content={meta.ogType} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={meta.imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={image} />
      {meta.article && (
        <>
          <meta property="article:published_time" content={meta.article.publishedTime} />
          <meta property="article:modified_time" content={meta.article.modifiedTime} />
          <meta property="article:author" content={meta.article.author} />
          <meta property="article:section" content={meta.article.section} />
          {meta.article.tags.map((tag) => (
            <meta key={tag} property="article:tag" content={tag} />
          ))}
        </>
      )}
      {jsonLd.map((data) => (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw text; serializeJsonLd escapes `<` so no tag can close the script.
        <script key={serializeJsonLd(data)} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
    </>
  );
}
