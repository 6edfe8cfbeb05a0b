/**
 * The service cannot start: bad configuration, an unreachable database or Redis, a changed migration. main.ts
 * and worker-main.ts print such an error's message alone (it is written for the operator) and exit 1;
 * anything else is a bug and is logged with its stack.
 */
export class StartupError extends Error {
  override readonly name: string = 'StartupError';
}
