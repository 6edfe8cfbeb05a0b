/**
 * A form kind's own settings: declared with the kind (define-lead-form.ts `settings`), parsed by loadConfig
 * with the service's variables when the process hands them in, and read back typed by the kind itself.
 */
import type { z } from 'zod';
import type { ConfigVariable, ConfigVariables } from './config-variable.ts';
import type { Config } from './load-config.ts';

export type SettingsOf<Definitions extends ConfigVariables> = {
  readonly [Name in keyof Definitions]: z.output<Definitions[Name]['schema']>;
};

/** Every kind's variables in one record; a name declared twice is a mistake the start refuses. */
export function kindVariablesOf(forms: readonly { readonly kind: string; readonly settings?: ConfigVariables }[]): ConfigVariables {
  const all: Record<string, ConfigVariable> = {};
  for (const form of forms) {
    for (const [name, definition] of Object.entries(form.settings ?? {})) {
      if (name in all) throw new Error(`${form.kind} declares the setting ${name} a second time`);
      all[name] = definition;
    }
  }
  return Object.freeze(all);
}

/** A kind's parsed settings; throws when the process did not hand the kind's variables to loadConfig. */
export function settingsOf<Definitions extends ConfigVariables>(config: Config, definitions: Definitions): SettingsOf<Definitions> {
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(definitions)) {
    if (!(name in config.kindSettings)) throw new Error(`the setting ${name} was not loaded: pass the kinds' variables to loadConfig`);
    values[name] = config.kindSettings[name];
  }
  return values as SettingsOf<Definitions>;
}
