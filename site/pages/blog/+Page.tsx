import { blogPage } from '@sichtwerk/content/pages/blog';
import { CtaSection, PageHero } from '../../components/marketing/index.ts';
import { Section } from '../../components/ui/index.ts';
import { articles } from '../../lib/articles.ts';
import { ArticleCard } from './article-card.tsx';
import { BlogJsonLd } from './blog-json-ld.tsx';

/**
 * The newest article is featured across the whole row from lg up; the nine others fill three rows of three.
 * The first row (the featured card; on tablets two cards) loads eagerly, the rest lazily.
 */
const eagerCards = 2;

export function Page() {
  return (
    <>
      <BlogJsonLd articles={articles} />
      <PageHero eyebrow={blogPage.hero.eyebrow} title={blogPage.hero.title} intro={blogPage.hero.intro} />
      <Section id="artikel" title={blogPage.articles.heading} intro={blogPage.articles.intro} className="pt-4 sm:pt-6">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-slot="article-grid">
          {articles.map((article, index) => (
            <li key={article.slug} className={index === 0 ? 'lg:col-span-3' : undefined}>
              <ArticleCard article={article} eager={index < eagerCards} featured={index === 0} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaSection
        title={blogPage.cta.title}
        text={blogPage.cta.text}
        button={blogPage.cta.primary.label}
        href={blogPage.cta.primary.href}
        secondary={blogPage.cta.secondary}
      />
    </>
  );
}
