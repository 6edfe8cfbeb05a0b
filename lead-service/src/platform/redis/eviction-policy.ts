/**
 * BullMQ keeps every job in Redis: a server that evicts keys under memory pressure (any maxmemory-policy but
 * noeviction) silently deletes queued mails. Redis cannot be made to refuse such a setting, so the service
 * says so once at start, in its own log, for every node it writes to.
 */
import type { Logger } from '../logger.ts';
import { masterNodes, type RedisClient } from './redis-connection.ts';

export const requiredEvictionPolicy = 'noeviction';

export interface NodePolicy {
  node: string;
  policy: string;
}

/** maxmemory-policy of every node, read from INFO (managed Redis often disables CONFIG GET). */
export async function evictionPolicies(client: RedisClient): Promise<NodePolicy[]> {
  return Promise.all(
    masterNodes(client).map(async (node) => {
      const info = await node.info('memory');
      const policy = /^maxmemory_policy:(\S+)/m.exec(info)?.[1] ?? 'unknown';
      return { node: `${node.options.host ?? ''}:${node.options.port ?? ''}`, policy };
    }),
  );
}

/** Checks once the connection is ready; a failed check is only debug detail, the connection logs its own loss. */
export function warnOnEvictionPolicy(client: RedisClient, logger: Logger): void {
  const check = () => {
    evictionPolicies(client).then(
      (nodes) => {
        for (const { node, policy } of nodes) {
          if (policy === requiredEvictionPolicy) continue;
          logger.warn(
            { node, policy },
            `Redis maxmemory-policy is ${policy}: under memory pressure Redis deletes queued jobs. Set maxmemory-policy ${requiredEvictionPolicy} (infra/README.md)`,
          );
        }
      },
      (error: unknown) => logger.debug({ err: error }, 'could not read the Redis eviction policy'),
    );
  };
  if (client.status === 'ready') check();
  else client.once('ready', check);
}
