/**
 * The shape of one environment variable the lead service reads: its schema, its documentation and how
 * .env.example suggests it. The service's own variables are listed in variables.ts; a form kind declares its
 * settings in its folder (define-lead-form.ts `settings`), and the process hands them to loadConfig.
 */
import type { z } from 'zod';

export interface ConfigVariable<S extends z.ZodType = z.ZodType> {
  readonly schema: S;
  /** The heading it is listed under in .env.example. */
  readonly group: string;
  /** What it does, for the README and .env.example (one or two sentences, English like the README). */
  readonly doc: string;
  /** The default as an operator reads it; omitted → the schema's default, or "unset". */
  readonly defaultText?: string;
  /** Its value is never printed, not even in the message about a bad value. */
  readonly secret?: true;
  /** The value .env.example (the compose setup) suggests; omitted → empty, i.e. the default. */
  readonly composeValue?: string;
  /** A note for compose users, only in .env.example. */
  readonly composeNote?: string;
  /** The site build reads it too; .env.example lists it once, in its build-time section. */
  readonly sharedWithSiteBuild?: true;
}

/** Variables by their names in the environment. */
export type ConfigVariables = { readonly [name: string]: ConfigVariable };

/** Keeps a definition's schema type, so the parsed value is typed. */
export function variable<S extends z.ZodType>(definition: ConfigVariable<S>): ConfigVariable<S> {
  return definition;
}
