/**
 * The paths one area of the lead service answers, declared beside its routes and collected in
 * app/service-paths.ts: whatever stands in front of the service (infra/Caddyfile, the dev server's proxy, the API's
 * origin behind a CDN) forwards exactly the public ones, and the service's pages keep only those on its origin.
 * A pattern is written the way Caddy's `path` matcher reads it, so the Caddyfile can be compared token by token:
 * `/healthz` is that path only, `/api/*` everything below /api/, and a leading `*` every path that ends in what
 * follows it (the confirmation step of every form page).
 */
import type { EndpointTable } from '@sichtwerk/forms/define-endpoint';

export type PathPattern = `/${string}` | `*/${string}`;

export interface ServedPaths {
  /** What is answered there, for people: the generated table in infra/README.md and the tests' messages. */
  readonly serves: string;
  readonly patterns: readonly PathPattern[];
  /**
   * Answered only inside the network (Prometheus, the balancer's per-instance check): never forwarded by Caddy,
   * the dev server or a CDN.
   */
  readonly internal?: boolean;
}

export function servedPaths(serves: string, patterns: readonly PathPattern[], options: { internal?: boolean } = {}): ServedPaths {
  return Object.freeze({ serves, patterns: Object.freeze([...patterns]), ...(options.internal ? { internal: true } : {}) });
}

/**
 * The paths of endpoint tables (@sichtwerk/forms/define-endpoint), each once: a path with a parameter becomes
 * everything below the part before it (`/leads/:id/notes` → `/leads/*`).
 */
export function endpointPaths(serves: string, tables: readonly EndpointTable[], options: { internal?: boolean } = {}): ServedPaths {
  const patterns = tables.flatMap((table) =>
    Object.values(table).map((endpoint): PathPattern => {
      const path = `${endpoint.base}${endpoint.path}` as const;
      const parameter = path.indexOf('/:');
      return parameter === -1 ? path : (`${path.slice(0, parameter)}/*` as PathPattern);
    }),
  );
  return servedPaths(serves, [...new Set(patterns)], options);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pattern as a regular expression over a request's URL (its path, and its query if it has one), with Caddy's
 * meaning of `*` at either end. Case-insensitive like Caddy's matcher and Express's routes.
 */
export function patternRegExp(pattern: PathPattern): RegExp {
  if (pattern.startsWith('*')) return new RegExp(`^[^?#]*${escapeRegExp(pattern.slice(1))}(?:[?#].*)?$`, 'i');
  if (pattern.endsWith('*')) return new RegExp(`^${escapeRegExp(pattern.slice(0, -1))}`, 'i');
  return new RegExp(`^${escapeRegExp(pattern)}(?:[?#].*)?$`, 'i');
}

/** Whether a URL (path, optionally with its query) is one the patterns name. */
export function matchesAny(patterns: readonly PathPattern[], url: string): boolean {
  return patterns.some((pattern) => patternRegExp(pattern).test(url));
}
