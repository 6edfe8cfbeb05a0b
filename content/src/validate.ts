import '@sichtwerk/forms/zod-setup';
import type { z } from 'zod';
import { ContentError, contentProblems } from './content-error.ts';

/**
 * Parses content with its zod schema and fails with a ContentError naming the file, each field, its rule and
 * its current value, so a content mistake stops the build with a pointer to the exact place to fix.
 */
export function validateContent<T extends z.ZodType>(schema: T, value: unknown, file: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ContentError(file, contentProblems(schema, result.error, value));
}
