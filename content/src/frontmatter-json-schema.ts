import { z } from 'zod';
import { articleFrontmatterSchema } from './article-frontmatter.ts';

/**
 * The article frontmatter as JSON Schema, for editors: content/blog/frontmatter.schema.json is generated from
 * the zod schema the build validates with (`npm run content:schema`), and a test fails when the two drift.
 */
export function frontmatterJsonSchema(): string {
  const schema = z.toJSONSchema(articleFrontmatterSchema, { io: 'input', unrepresentable: 'any' });
  return `${JSON.stringify({ ...schema, title: 'Frontmatter eines Sichtwerk-Blogartikels (content/blog/<slug>/index.mdx)' }, null, 2)}\n`;
}
