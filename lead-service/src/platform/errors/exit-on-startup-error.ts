import { StartupError } from './startup-error.ts';

/**
 * The last catch of a process entry point: an operator-facing startup problem is explained by its message
 * alone (a stack trace adds nothing); anything else is printed whole. Exits 1 either way.
 */
export function exitOnStartupError(error: unknown): never {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
}
