import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allowedInlineStyleHashes, siteCspDirectives } from '../src/platform/http-security/content-security-policy.ts';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'site', 'dist', 'client');
const built = existsSync(path.join(siteDir, 'index.html'));

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The CSP source for an inline style attribute's exact text. */
const styleHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

// The built site is checked when it is there (after `npm run build`); the browser test in
// site/e2e/foundation/accessibility.spec.ts covers the same in CI, after its build.
describe.skipIf(!built)('when the strict CSP meets the built pages (site/dist/client)', () => {
  const pages = built ? htmlFiles(siteDir) : [];

  it('then every inline <script> is a data block (JSON or JSON-LD), so script-src needs no unsafe-inline', () => {
    const executable: string[] = [];
    for (const file of pages) {
      for (const match of readFileSync(file, 'utf8').matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
        const attributes = match[1] ?? '';
        if (/\bsrc=/.test(attributes)) continue;
        if (/\btype="application\/(ld\+)?json"/.test(attributes)) continue;
        executable.push(`${path.relative(siteDir, file)}: <script${attributes}>${(match[2] ?? '').slice(0, 60)}`);
      }
    }
    expect(executable).toEqual([]);
  });

  it('then no page has an inline <style> element and every style attribute is allowed by its hash', () => {
    const unexpected: string[] = [];
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      if (/<style\b/i.test(html)) unexpected.push(`${path.relative(siteDir, file)}: <style> element`);
      for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) {
        const text = (match[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
        if (!allowedInlineStyleHashes.includes(styleHash(text)))
          unexpected.push(`${path.relative(siteDir, file)}: style="${text}" → add ${styleHash(text)}`);
      }
    }
    expect(unexpected).toEqual([]);
    expect(siteCspDirectives['style-src']).not.toContain("'unsafe-inline'");
  });
});
