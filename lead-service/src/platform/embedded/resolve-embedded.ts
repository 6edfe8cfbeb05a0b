/**
 * Fills in what a fresh machine lacks so `npm start` works without any setup: a database, a Redis and
 * (implicitly, in platform/mail/transport.ts) an .eml outbox instead of SMTP.
 */
import type { Config, ResolvedConfig } from '../config/load-config.ts';
import type { Logger } from '../logger.ts';
import { removeEmbeddedEndpoints, writeEmbeddedEndpoints } from './embedded-endpoints.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { startEmbeddedRedis } from './embedded-redis.ts';

export interface EmbeddedServices {
  config: ResolvedConfig;
  /** Stops what was started here, after the service itself has stopped. */
  stop(): Promise<void>;
}

export async function resolveEmbedded(config: Config, logger: Logger): Promise<EmbeddedServices> {
  const stops: Array<() => Promise<void>> = [];
  try {
    let { databaseUrl, databasePoolMax, redisUrl } = config;
    const tracked = <Started extends { stop(): Promise<void> }>(starting: Promise<Started>) => {
      starting.then(
        (started) => stops.push(started.stop),
        () => undefined,
      );
      return starting;
    };
    // Side by side: PGlite's start is most of a second `npm start`'s wait, and a spawned Redis need not queue behind it.
    const postgres = databaseUrl ? undefined : tracked(startEmbeddedPostgres(config.dataDir));
    const redis = redisUrl ? undefined : tracked(startEmbeddedRedis(config.dataDir, logger));
    await Promise.allSettled([postgres, redis]);
    if (postgres) {
      databaseUrl = (await postgres).url;
      databasePoolMax = 1;
      logger.info({ dir: `${config.dataDir}/pglite` }, 'no DATABASE_URL: using embedded PGlite');
    }
    if (redis) redisUrl = (await redis).url;
    if (!databaseUrl || !redisUrl) throw new Error('embedded PostgreSQL or Redis gave no address');
    if (!config.smtpUrl) logger.info({ dir: `${config.dataDir}/outbox` }, 'no SMTP_URL: writing e-mails as .eml files');
    if (stops.length > 0) {
      writeEmbeddedEndpoints(config.dataDir, {
        ...(config.databaseUrl ? {} : { databaseUrl }),
        ...(config.redisUrl ? {} : { redisUrl }),
      });
      stops.push(async () => removeEmbeddedEndpoints(config.dataDir));
    }
    return {
      config: Object.freeze({ ...config, databaseUrl, databasePoolMax, redisUrl }),
      async stop() {
        for (const stop of stops.reverse()) await stop();
      },
    };
  } catch (error) {
    for (const stop of stops.reverse()) await stop();
    throw error;
  }
}
