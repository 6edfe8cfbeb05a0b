import { formatLongGermanDate } from '@sichtwerk/content/format';
import { MDXProvider } from '@mdx-js/react';
import { useData } from 'vike-react/useData';
import { articleMdxComponents } from '../../components/article/mdx-components.tsx';
import { ArticleJsonLd } from './article-json-ld.tsx';
import { ContentErrorView } from '../../components/article/content-error-view.tsx';
import { Container } from '../../components/ui/index.ts';
import { articleBody, articleHeadings, relatedArticles } from '../../lib/articles.ts';
import { ArticleExtras, ArticleHeaderPicture, TableOfContents } from './article-extras.tsx';
import type { Data } from './+data.ts';

export function Page() {
  const data = useData<Data>();
  if (data.broken) return <ContentErrorView {...data.broken} />;
  const { article } = data;
  const Body = articleBody(article.slug);
  return (
    <article>
      <ArticleJsonLd article={article} />
      <header className="bg-brand-950 py-16 text-white">
        <Container className="max-w-3xl">
          <nav aria-label="Brotkrumen" className="text-sm text-brand-200">
            <a href="/" className="hover:underline">
              Startseite
            </a>{' '}
            /{' '}
            <a href="/blog" className="hover:underline">
              Blog
            </a>
          </nav>
          {article.draft && (
            <p className="mt-6 inline-block rounded bg-amber-300 px-3 py-1 text-sm font-semibold text-amber-950">
              Entwurf – nur in der Entwicklung sichtbar, nicht im Build, in der Sitemap oder im Feed
            </p>
          )}
          <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-accent-300">{article.section}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance hyphens-auto break-words sm:text-5xl">{article.title}</h1>
          <p className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-brand-100">
            <span>
              Von <span data-testid="article-author">{article.author}</span>
            </span>
            <span>
              Veröffentlicht am <time dateTime={article.published}>{formatLongGermanDate(article.published)}</time>
            </span>
            {article.modified !== article.published && (
              <span>
                Aktualisiert am <time dateTime={article.modified}>{formatLongGermanDate(article.modified)}</time>
              </span>
            )}
            <span>{article.readingMinutes} Min. Lesezeit</span>
          </p>
        </Container>
      </header>
      <div data-slot="reading-progress" aria-hidden="true" />
      <Container className="max-w-3xl pt-8">
        <ArticleHeaderPicture slug={article.slug} keywords={article.keywords} />
        <TableOfContents headings={articleHeadings(article.slug)} />
      </Container>
      <Container className="prose-article max-w-3xl pt-4 pb-12">
        <MDXProvider components={articleMdxComponents}>
          <Body />
        </MDXProvider>
      </Container>
      <ArticleExtras author={article.author} related={relatedArticles(article)} />
    </article>
  );
}
