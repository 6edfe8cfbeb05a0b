/**
 * How a service process ends: on the first SIGTERM or SIGINT it logs `message`, runs `stop` once and exits 0,
 * or 1 when stopping failed. main.ts and worker-main.ts both end this way.
 */
import type { Logger } from '../platform/logger.ts';

export function stopOnSignal(logger: Logger, message: string, stop: () => Promise<unknown>): void {
  let signalled = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (signalled) return;
    signalled = true;
    logger.info({ signal }, message);
    stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ err: error }, `${message}: failed`);
        process.exit(1);
      });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
