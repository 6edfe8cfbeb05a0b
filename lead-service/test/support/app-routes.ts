/**
 * What an Express app answers, read from its router's layers (Express 5, router 2): every route with its
 * methods and path, and every middleware mounted on a path of its own (which answers anything below it). Routers
 * mounted at the root are read through; a middleware at the root that answers by itself (the static site, the
 * security headers) names no path and is left out.
 */
import type { Express } from 'express';

export interface AnsweredPath {
  /** `GET`, `POST`, … or `*` for a mounted middleware. */
  method: string;
  /** As Express writes it: `/analyse/:token`, `/vertrieb/*page`, or a mount path. */
  path: string;
  /** A mount: it answers everything below `path`. */
  mount: boolean;
}

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: unknown };
}

function pathsOf(raw: unknown, where: string): string[] {
  const paths = Array.isArray(raw) ? raw : [raw];
  return paths.map((path) => {
    if (typeof path !== 'string') throw new Error(`${where}: a route with a regular expression (${String(path)}) cannot be listed`);
    return path;
  });
}

const joined = (prefix: string, path: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`);

function walk(stack: readonly Layer[], prefix: string, out: AnsweredPath[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).map((method) => method.toUpperCase());
      for (const path of pathsOf(layer.route.path, prefix)) {
        for (const method of methods) out.push({ method, path: joined(prefix, path), mount: false });
      }
      continue;
    }
    const inner = Array.isArray(layer.handle?.stack) ? (layer.handle.stack as Layer[]) : undefined;
    for (const path of pathsOf(layer.rawPath ?? '/', prefix)) {
      if (path === '/') {
        if (inner) walk(inner, prefix, out);
      } else {
        out.push({ method: '*', path: joined(prefix, path), mount: true });
      }
    }
  }
}

export function answeredPaths(app: Express): AnsweredPath[] {
  const out: AnsweredPath[] = [];
  walk((app.router as unknown as { stack: Layer[] }).stack, '', out);
  return out;
}

/**
 * Concrete URLs the route answers: parameters and wildcards filled in, optional parts kept. A mount answers a
 * path below it first (a mount at `/api` answers `/api/x`), then its own path.
 */
export function sampleUrls(answered: AnsweredPath): [inside: string, ...more: string[]] {
  const filled = answered.path.replace(/[{}]/g, '').replace(/:\w+/g, 'x').replace(/\*\w*/g, 'x/y');
  return answered.mount ? [`${filled.replace(/\/$/, '')}/x`, filled] : [filled];
}
