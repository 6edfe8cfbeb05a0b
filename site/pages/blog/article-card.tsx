import type { Article } from '@sichtwerk/content/blog-catalog';
import { formatLongGermanDate } from '@sichtwerk/content/format';
import { articleHeaderAlt } from '@sichtwerk/content/product-examples';
import { CalendarDays, Clock, UserRound } from 'lucide-react';
import { Picture } from '../../components/media/picture.tsx';
import { cn } from '../../lib/cn.ts';
import { articleHeaderPicture } from '../../lib/pictures.ts';

/**
 * One article teaser: header image (without the title, which the heading below names once), date, author, reading time, excerpt. The title link covers the whole
 * card (stretched link), so there is one link per card with the article's title as its text. The featured
 * (newest) card spans the grid from lg up, image beside the text.
 */
export function ArticleCard({ article, eager, featured = false }: { article: Article; eager: boolean; featured?: boolean }) {
  return (
    <article
      data-slot="article-card"
      data-slug={article.slug}
      className={cn(
        'relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 hover:shadow-md',
        featured && 'lg:flex-row',
      )}
    >
      {/* The panel has the image's own background colour, so a featured card taller than its image stays seamless. */}
      <div className={cn('bg-brand-900', featured && 'lg:flex lg:w-1/2 lg:shrink-0 lg:items-center')}>
        <Picture
          slot="article-card-picture"
          name={article.slug}
          picture={articleHeaderPicture(article.slug)}
          alt={articleHeaderAlt(article)}
          sizes={
            featured
              ? '(min-width: 64rem) 36rem, (min-width: 48rem) 50vw, 100vw'
              : '(min-width: 64rem) 24rem, (min-width: 48rem) 50vw, 100vw'
          }
          priority={eager}
          className="h-auto w-full"
        />
      </div>
      <div className={cn('flex flex-1 flex-col p-6', featured && 'lg:justify-center lg:p-10')}>
        <h3 className={cn('font-bold leading-snug text-balance text-slate-900', featured ? 'text-xl lg:text-3xl' : 'text-xl')}>
          <a href={article.path} className="after:absolute after:inset-0 focus-visible:outline-none">
            {article.title}
          </a>
        </h3>
        <p className={cn('mt-3 flex-1 text-slate-600', featured && 'lg:flex-none lg:text-lg')}>{article.excerpt}</p>
        <ul className="mt-5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <li className="flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" />
            <time dateTime={article.published}>{formatLongGermanDate(article.published)}</time>
          </li>
          <li className="flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {article.readingMinutes} Min. Lesezeit
          </li>
          <li className="flex basis-full items-center gap-1.5">
            <UserRound className="size-4" aria-hidden="true" />
            <span data-slot="article-author">{article.author}</span>
          </li>
        </ul>
      </div>
    </article>
  );
}
