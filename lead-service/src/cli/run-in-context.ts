/**
 * Opens the CLI's context, runs one command in it and closes it again, mapping what went wrong to the exit codes
 * every CLI of the service shares: 2 for a wrong argument, 1 for anything else (its message, never a stack).
 */
import type { LeadForm } from '../kind-kit/define-lead-form.ts';
import { ConfigError } from '../platform/config/load-config.ts';
import { type CliContext, type CliIo, openContext } from './cli-context.ts';
import { ArgumentError } from './time-arguments.ts';

export async function runInContext(
  forms: readonly LeadForm[],
  env: Record<string, string | undefined>,
  io: CliIo,
  command: (context: CliContext) => Promise<number>,
): Promise<number> {
  let context: CliContext | undefined;
  try {
    context = await openContext(forms, env, io);
    return await command(context);
  } catch (error) {
    if (error instanceof ArgumentError) {
      io.err(`${error.message}\n`);
      return 2;
    }
    io.err(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await context?.close();
  }
}
