import mdx from '@mdx-js/rollup';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    // MDX must compile before the React plugin sees the file (https://mdxjs.com/docs/getting-started/#vite).
    // remark-frontmatter drops the YAML block from the output; the catalog parses it separately.
    { enforce: 'pre', ...mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm], providerImportSource: '@mdx-js/react' }) },
    react({ include: /\.(mdx|ts|tsx)$/ }),
    vike(),
    tailwindcss(),
  ],
  build: { target: 'es2022' },
});
