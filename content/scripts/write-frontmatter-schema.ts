import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { frontmatterJsonSchema } from '../src/frontmatter-json-schema.ts';

const target = fileURLToPath(new URL('../blog/frontmatter.schema.json', import.meta.url));
writeFileSync(target, frontmatterJsonSchema());
console.log(`geschrieben: ${target}`);
