import { z } from 'zod';
import { pages } from '../routes.ts';
import { validateContent } from '../validate.ts';

/**
 * Copy of the blog index (/blog, docs/decisions.md: Pages): hero, the heading above the article grid and the closing
 * call to action with its two targets (the free analysis and /preise). The articles themselves come from
 * the catalog (blog-catalog.ts), newest first.
 */

const text = z.string().trim().min(1);

const blogPageSchema = z
  .object({
    hero: z.object({ eyebrow: text, title: text, intro: text }).strict(),
    articles: z.object({ heading: text, intro: text }).strict(),
    cta: z
      .object({
        title: text,
        text,
        primary: z.object({ label: text, href: z.literal(pages.kostenloseAnalyse.path) }).strict(),
        secondary: z.object({ label: text, href: z.literal(pages.preise.path) }).strict(),
      })
      .strict(),
  })
  .strict();

export type BlogPageContent = z.infer<typeof blogPageSchema>;

export const blogPage: BlogPageContent = Object.freeze(
  validateContent(
    blogPageSchema,
    {
      hero: {
        eyebrow: 'Sichtwerk-Blog',
        title: 'Praxiswissen für mehr Sichtbarkeit vor Ort',
        intro:
          'Google Ads, lokale SEO, dein Google-Unternehmensprofil und die Frage nach dem richtigen Werkzeug: ' +
          'Hier erklären wir Schritt für Schritt, was kleinen Unternehmen Anfragen bringt – mit Rechenbeispielen statt Versprechen.',
      },
      articles: {
        heading: 'Alle Artikel',
        intro: 'Die neuesten Beiträge stehen vorn. Jeder Artikel endet mit einem Fazit und konkreten nächsten Schritten.',
      },
      cta: {
        title: 'Du willst wissen, wo du gerade stehst?',
        text:
          'Die kostenlose Sichtbarkeitsanalyse zeigt dir, wie Kunden dich bei Google und in Maps finden ' +
          'und wo deine größten Lücken sind. Oder sieh dir gleich an, welches Paket zu dir passt.',
        primary: { label: 'Kostenlose Analyse starten', href: pages.kostenloseAnalyse.path },
        secondary: { label: 'Pakete und Preise ansehen', href: pages.preise.path },
      },
    },
    'content/src/pages/blog.ts',
  ),
);
