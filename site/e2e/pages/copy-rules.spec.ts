import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { copyFindings, visibleHtmlLines } from '@sichtwerk/content/copy-rules';
import { allRoutes } from '../support/routes.ts';

/**
 * The copy rules read what the build rendered, not only the modules it came from: a phrase assembled from two
 * constants, an article's MDX or a component's own words lands in the HTML and is judged there.
 */
const distDir = fileURLToPath(new URL('../../dist/client/', import.meta.url));

function builtPages(dir = distDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return builtPages(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

test('when a lawyer reads every built page and article, then no line promises a result, states an unsourced figure or misspells a term', () => {
  const files = builtPages();
  // Every route of the registry and every article is among the pages read (thank-you pages and 404 on top).
  const routesRead = files.map(
    (file) => `/${path.relative(distDir, path.dirname(file)).split(path.sep).join('/')}`.replace(/\/$/, '') || '/',
  );
  expect(allRoutes.filter((route) => !routesRead.includes(route))).toEqual([]);

  const findings = files.flatMap((file) =>
    copyFindings(visibleHtmlLines(readFileSync(file, 'utf8')).map((text) => ({ where: path.relative(distDir, file), text }))),
  );
  expect(findings.map(({ where, why, text }) => `${where}: ${why} – ${text}`)).toEqual([]);
});
