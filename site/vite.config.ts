import mdx from '@mdx-js/rollup';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { imagetools } from 'vite-imagetools';
import { devGeneratedFiles } from './build/dev-generated-files.ts';
import { devProxy } from './build/dev-proxy.ts';
import { generatedPictureWidths } from './build/generated-picture-widths.ts';
import { remarkArticleImages } from './build/remark-article-images.ts';

/**
 * MDX must compile before the React plugin sees the file (https://mdxjs.com/docs/getting-started/#vite).
 * remark-frontmatter drops the YAML block from the output; the catalog parses it from the raw text.
 * @mdx-js/rollup strips the query before filtering, so it would also compile `index.mdx?raw` imports;
 * those must stay raw text for the article catalog.
 */
export function mdxExceptRaw(): Plugin {
  const plugin = mdx({
    remarkPlugins: [remarkFrontmatter, remarkGfm, remarkArticleImages],
    providerImportSource: '@mdx-js/react',
  }) as Plugin;
  const transform = plugin.transform as (this: unknown, code: string, id: string) => unknown;
  return {
    ...plugin,
    enforce: 'pre',
    transform(code, id) {
      return id.includes('?raw') ? null : transform.call(this, code, id);
    },
  } as Plugin;
}

/**
 * AVIF at sharp's default effort (4) took ~85 % of a cold build's CPU; effort 2 encodes about six times faster
 * for files ~3 % larger (WebP follows suit at ~4 %). The encoded images are kept in site/.cache, outside
 * node_modules, so `npm ci` does not throw them away and only a first build on a machine encodes them.
 * The generated pictures (lib/pictures.ts) get their widths here, from the list they are drawn for.
 */
const generatedPictureDirectives = { w: generatedPictureWidths.join(';'), format: 'avif;webp' };
const pictureOptions = {
  defaultDirectives: (url: URL) =>
    new URLSearchParams({
      effort: '2',
      ...(decodeURIComponent(url.pathname).includes('/.generated/pictures/') ? generatedPictureDirectives : {}),
    }),
  cache: { dir: '.cache/imagetools' },
};

export default defineConfig({
  plugins: [mdxExceptRaw(), imagetools(pictureOptions), react({ include: /\.(mdx|ts|tsx)$/ }), vike(), tailwindcss(), devGeneratedFiles()],
  server: {
    // Loopback only: Vike would listen on every interface when it thinks it runs in a container, which exposes
    // the dev server (and the lead service behind its proxy) to the network. `vike dev --host` opens it on purpose.
    host: '127.0.0.1',
    // The lead service's public paths, when npm run dev runs it (build/dev-proxy.ts).
    proxy: devProxy(),
  },
  // SITE_OUT_DIR lets parallel builds (e.g. two developers' checks) write to separate folders.
  build: { target: 'es2022', outDir: process.env.SITE_OUT_DIR ?? 'dist' },
});
