import { z } from 'zod';
import { ContentError, contentProblems } from './content-error.ts';

// In the browser the site's CSP forbids eval. zod probes `new Function` on its first parse (its JIT) and the
// browser would report a CSP violation; content modules parse when they load, so the switch lives here,
// in the module every content module imports first. https://zod.dev/api#jitless
if (typeof document !== 'undefined') z.config({ jitless: true });

/**
 * Parses content with its zod schema and fails with a ContentError naming the file, each field, its rule and
 * its current value, so a content mistake stops the build with a pointer to the exact place to fix.
 */
export function validateContent<T extends z.ZodType>(schema: T, value: unknown, file: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ContentError(file, contentProblems(schema, result.error, value));
}
