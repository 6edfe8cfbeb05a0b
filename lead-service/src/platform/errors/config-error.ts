import { StartupError } from './startup-error.ts';

/** Environment variables that do not parse; the message names each one and never shows a secret's value. */
export class ConfigError extends StartupError {
  override readonly name = 'ConfigError';
}
