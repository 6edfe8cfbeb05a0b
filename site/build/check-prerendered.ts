import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Fails the build when a registered route did not become a static HTML file. */
export function assertPrerendered(clientDir: string, paths: readonly string[]): void {
  const missing = paths.filter(
    (path) =>
      !existsSync(join(clientDir, path === '/' ? 'index.html' : `${path}/index.html`)) && !existsSync(join(clientDir, `${path}.html`)),
  );
  if (!existsSync(join(clientDir, '404.html'))) missing.push('404.html');
  if (missing.length) throw new Error(`Build unvollständig, nicht vorgerendert: ${missing.join(', ')}`);
}
