import '@sichtwerk/forms/zod-setup';
import { z } from 'zod';

/**
 * The frontmatter every `content/blog/<slug>/index.mdx` carries. Validated at build time by
 * blog-catalog.ts; a mistake fails the build naming the file and the field.
 */
const isoDate = z.iso.date('Datum im Format JJJJ-MM-TT erwartet');

export const articleFrontmatterSchema = z
  .object({
    title: z.string().min(10).max(100).meta({ description: 'Überschrift des Artikels (h1), 10–100 Zeichen.' }),
    // The site's own articles teach "about 60 characters" for the <title> tag.
    metaTitle: z.string().min(10).max(60).meta({ description: 'Text im Browser-Tab und in Google (<title>), 10–60 Zeichen.' }),
    description: z.string().min(120).max(155).meta({ description: 'Meta-Beschreibung für Google, 120–155 Zeichen.' }),
    keywords: z.array(z.string().min(2)).min(3).meta({ description: 'Mindestens drei Suchbegriffe.' }),
    author: z.string().min(3).meta({ description: 'Name der Autorin oder des Autors.' }),
    published: isoDate.meta({ description: 'Veröffentlichungsdatum, JJJJ-MM-TT.' }),
    modified: isoDate.meta({ description: 'Datum der letzten inhaltlichen Änderung, JJJJ-MM-TT, nicht vor published.' }),
    excerpt: z.string().min(80).max(260).meta({ description: 'Anrisstext auf den Blog-Karten, 80–260 Zeichen.' }),
    imageAlt: z
      .string()
      .min(10)
      .meta({ description: 'Alternativtext des erzeugten Titelbilds (1200×630): beschreibt, was das Bild zeigt.' }),
    tags: z.array(z.string().min(2)).min(2).meta({ description: 'Mindestens zwei Schlagwörter.' }),
    section: z.literal('Online Marketing').default('Online Marketing').meta({ description: 'Rubrik; derzeit nur „Online Marketing“.' }),
    draft: z
      .boolean()
      .default(false)
      .meta({ description: 'true: nur in `npm run dev` sichtbar, nie im Build, im Blog, in der Sitemap oder im Feed.' }),
  })
  .strict()
  .refine((fm) => fm.modified >= fm.published, {
    message: 'modified darf nicht vor published liegen',
    path: ['modified'],
  });

export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;
