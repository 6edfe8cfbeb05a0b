/**
 * A CDN as infra/README.md "The static site on a CDN" sets one up, on a loopback port: the built files with clean
 * URLs (/preise → /preise/index.html), 404.html with status 404, and the headers of infra/cdn-headers' `/*` rule
 * with the API's origin added to connect-src and form-action, as that file says to. It forwards nothing.
 */
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const cdnHeadersFile = fileURLToPath(new URL('../../../infra/cdn-headers', import.meta.url));

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The `/*` rule of infra/cdn-headers (the `_headers` format: a path line, then indented `Name: value` lines). */
export function cdnHeadersForAll(apiOrigin: string): Record<string, string> {
  const lines = readFileSync(cdnHeadersFile, 'utf8').split('\n');
  const start = lines.indexOf('/*');
  if (start < 0) throw new Error('infra/cdn-headers has no /* rule');
  const headers: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    const header = /^\s+([A-Za-z-]+):\s*(.+)$/.exec(line);
    if (!header) break;
    headers[header[1] as string] = header[2] as string;
  }
  const csp = headers['Content-Security-Policy'];
  if (!csp) throw new Error('infra/cdn-headers sets no Content-Security-Policy');
  headers['Content-Security-Policy'] = csp
    .replace("connect-src 'self'", `connect-src 'self' ${apiOrigin}`)
    .replace("form-action 'self'", `form-action 'self' ${apiOrigin}`);
  return headers;
}

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

export interface StaticOrigin {
  origin: string;
  stop(): Promise<void>;
}

export async function startStaticOrigin(root: string, headers: () => Record<string, string>): Promise<StaticOrigin> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://cdn').pathname);
    const base = normalize(join(root, pathname));
    const file = base.startsWith(root) ? [base, join(base, 'index.html'), `${base}.html`].find(isFile) : undefined;
    const status = file ? 200 : 404;
    const path = file ?? join(root, '404.html');
    readFile(path).then(
      (body) => {
        response.writeHead(status, { ...headers(), 'Content-Type': types[extname(path)] ?? 'application/octet-stream' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      server.closeAllConnections();
      await Promise.race([new Promise((resolve) => server.close(resolve)), new Promise((resolve) => setTimeout(resolve, 2_000))]);
    },
  };
}
