import './zod-setup.ts';
import type { z } from 'zod';

/**
 * Parses content with its zod schema and fails with a message naming the file and the field,
 * so a content mistake stops the build with a pointer to the exact place to fix.
 */
export function validateContent<T extends z.ZodType>(schema: T, value: unknown, file: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map((issue) => `  - ${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('\n');
  throw new Error(`Invalid content in ${file}:\n${problems}`);
}
