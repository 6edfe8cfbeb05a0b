import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { frontmatterJsonSchema } from './frontmatter-json-schema.ts';

describe('when an editor opens an article with the frontmatter JSON Schema', () => {
  it('then the checked-in schema is exactly what the build validates with (npm run content:schema regenerates it)', () => {
    const checkedIn = readFileSync(new URL('../blog/frontmatter.schema.json', import.meta.url), 'utf8');
    expect(checkedIn).toBe(frontmatterJsonSchema());
  });

  it('then it names the length rules and explains each field in German', () => {
    const schema = JSON.parse(frontmatterJsonSchema()) as {
      properties: Record<string, { minLength?: number; maxLength?: number; description?: string }>;
    };
    expect(schema.properties.description).toMatchObject({ minLength: 120, maxLength: 155 });
    for (const [field, property] of Object.entries(schema.properties)) expect(property.description, field).toMatch(/[äöüÄÖÜß]|\p{L}{4,}/u);
  });
});
