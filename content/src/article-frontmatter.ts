import './zod-setup.ts';
import { z } from 'zod';

/**
 * The frontmatter every `content/blog/<slug>/index.mdx` carries. Validated at build time by
 * blog-catalog.ts; a mistake fails the build naming the file and the field.
 */
const isoDate = z.iso.date('Datum im Format JJJJ-MM-TT erwartet');

export const articleFrontmatterSchema = z
  .object({
    /** The visible headline (h1). */
    title: z.string().min(10).max(100),
    /** The <title> tag; the site's own articles teach "about 60 characters". */
    metaTitle: z.string().min(10).max(60),
    description: z.string().min(120).max(155),
    keywords: z.array(z.string().min(2)).min(3),
    author: z.string().min(3),
    published: isoDate,
    modified: isoDate,
    /** Teaser text on the blog cards. */
    excerpt: z.string().min(80).max(260),
    /** Alt text of the generated 1200×630 title image. */
    imageAlt: z.string().min(10),
    tags: z.array(z.string().min(2)).min(2),
    section: z.literal('Online Marketing').default('Online Marketing'),
  })
  .strict()
  .refine((fm) => fm.modified >= fm.published, {
    message: 'modified darf nicht vor published liegen',
    path: ['modified'],
  });

export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;
