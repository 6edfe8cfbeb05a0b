import type { Article } from '@sichtwerk/content/blog-catalog';
import { articleExtrasCopy, editorialTeam } from '@sichtwerk/content/editorial';
import { articleHeaderAlt } from '@sichtwerk/content/product-examples';
import { ArrowRight } from 'lucide-react';
import { Picture } from '../../components/media/picture.tsx';
import { Container } from '../../components/ui/index.ts';
import type { ArticleHeading } from '../../lib/articles.ts';
import { articleHeaderPicture } from '../../lib/pictures.ts';

/** The generated header image: the article's section beside a screen of the app, no title (the h1 is above). */
export function ArticleHeaderPicture({ slug, keywords }: { slug: string; keywords: readonly string[] }) {
  return (
    <Picture
      slot="article-header-picture"
      name={slug}
      picture={articleHeaderPicture(slug)}
      alt={articleHeaderAlt({ slug, keywords })}
      sizes="(min-width: 48rem) 48rem, 100vw"
      priority
      className="h-auto w-full rounded-2xl"
    />
  );
}

/** Links to the article's `##` headings, so a reader sees the route through the text and can jump. */
export function TableOfContents({ headings }: { headings: readonly ArticleHeading[] }) {
  if (headings.length < 2) return null;
  return (
    <nav data-slot="article-toc" aria-labelledby="inhalt-titel" className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
      <h2 id="inhalt-titel" className="text-lg font-bold text-slate-900">
        {articleExtrasCopy.tocTitle}
      </h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-brand-800 marker:text-slate-500">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className="underline-offset-4 hover:underline">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Under the article: who wrote it (the editorial team) and three articles to read next. */
export function ArticleExtras({ author, related }: { author: string; related: readonly Article[] }) {
  return (
    <Container className="max-w-3xl pb-16">
      {author === editorialTeam.name && (
        <section data-slot="author-box" aria-labelledby="autor-titel" className="flex gap-4 rounded-2xl border border-slate-200 p-5 sm:p-6">
          <span
            className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white"
            aria-hidden="true"
          >
            {editorialTeam.initials}
          </span>
          <div>
            <h2 id="autor-titel" className="text-sm font-semibold uppercase tracking-wide text-accent-700">
              {articleExtrasCopy.authorTitle}
            </h2>
            <p className="mt-1 text-lg font-bold text-slate-900">{editorialTeam.name}</p>
            <p className="text-sm text-slate-600">{editorialTeam.role}</p>
            <p className="mt-2 text-slate-700">{editorialTeam.bio}</p>
          </div>
        </section>
      )}
      {related.length > 0 && (
        <section data-slot="related-articles" aria-labelledby="weiterlesen-titel" className="mt-12">
          <h2 id="weiterlesen-titel" className="text-2xl font-bold text-slate-900">
            {articleExtrasCopy.relatedTitle}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {related.map((article) => (
              <li key={article.slug} className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-5 hover:shadow-md">
                <p className="text-xs font-semibold uppercase tracking-wide text-accent-700">{article.section}</p>
                <h3 className="mt-2 font-bold leading-snug text-slate-900">
                  <a href={article.path} className="after:absolute after:inset-0">
                    {article.title}
                  </a>
                </h3>
                <p className="mt-auto flex items-center gap-1 pt-3 text-sm text-slate-600">
                  {article.readingMinutes} Min. Lesezeit
                  <ArrowRight className="size-4" aria-hidden="true" />
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Container>
  );
}
