import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { imagetools } from 'vite-imagetools';
import { mdxExceptRaw } from '../vite.config.ts';
import { articleImageWidths } from './remark-article-images.ts';

const root = mkdtempSync(path.join(tmpdir(), 'article-images-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A 2000×1000 PNG, as an editor's photo would be: larger than any screen needs. */
function writePhoto(file: string): void {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1000"><rect width="2000" height="1000" fill="#0f766e"/><circle cx="1000" cy="500" r="300" fill="#f59e0b"/></svg>';
  writeFileSync(file, new Resvg(svg).render().asPng());
}

/** Builds one article folder the way the site build does (MDX with the article plugins, then imagetools). */
async function buildArticle(name: string, mdx: string, withPhoto: boolean) {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  if (withPhoto) writePhoto(path.join(dir, 'laden.png'));
  writeFileSync(path.join(dir, 'index.mdx'), mdx);
  writeFileSync(path.join(dir, 'entry.js'), "export { default } from './index.mdx';\n");
  const outDir = path.join(dir, 'dist');
  await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: [mdxExceptRaw(), imagetools()],
    // The test photo is flat colour and compresses below Vite's inline limit; real photos never do.
    build: {
      outDir,
      write: true,
      assetsInlineLimit: 0,
      rollupOptions: { input: path.join(dir, 'entry.js'), external: [/^react/, /^@mdx-js\/react/], preserveEntrySignatures: 'strict' },
    },
  });
  return outDir;
}

// A real Vite build that encodes AVIF at three widths: seconds on a busy machine, not vitest's default 5.
describe('when an editor puts an image next to an article', { timeout: 60_000 }, () => {
  it('then the build ships it hashed, as AVIF, WebP and JPEG in the widths the column needs, with width and height', async () => {
    const outDir = await buildArticle('mit-bild', '# Laden\n\n![Der Verkaufsraum der Bäckerei am Morgen](./laden.png)\n', true);
    const assets = readdirSync(path.join(outDir, 'assets'));
    for (const format of ['avif', 'webp', 'jpe?g']) {
      const files = assets.filter((file) => new RegExp(`\\.${format}$`).test(file));
      expect(files, format).toHaveLength(articleImageWidths.length);
      for (const file of files) expect(file).toMatch(/-[A-Za-z0-9_-]{8}\.\w+$/);
    }
    const code = readdirSync(path.join(outDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(outDir, 'assets', file), 'utf8'))
      .join('\n');
    const widest = Math.max(...articleImageWidths);
    expect(code).toContain('ArticleImage');
    expect(code).toMatch(new RegExp(`w:\\s*${widest}`));
    expect(code).toMatch(new RegExp(`h:\\s*${widest / 2}`));
    expect(code).toContain('Der Verkaufsraum der Bäckerei am Morgen');
    expect(code).not.toContain('./laden.png');
  });

  it('then a missing image file stops the build with a German message naming the image and the article', async () => {
    await expect(buildArticle('ohne-datei', '![Schaufenster](./schaufenster.jpg)\n', false)).rejects.toThrow(
      /Bild nicht gefunden: \.\/schaufenster\.jpg \(eingebunden in .*ohne-datei\/index\.mdx, Zeile 1\)/,
    );
  });

  it('then an image without alternative text stops the build and asks for one', async () => {
    await expect(buildArticle('ohne-alt', 'Text davor.\n\n![](./laden.png)\n', true)).rejects.toThrow(
      /Bild ohne Alternativtext: \.\/laden\.png \(in .*ohne-alt\/index\.mdx, Zeile 3\)/,
    );
  });
});
