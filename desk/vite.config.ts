import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The sales desk's own bundle: served by the lead service at /vertrieb/ (lead-service/src/desk/desk-routes.ts),
 * never referenced by a public page. `npm run dev` serves this build too (the site's dev server forwards /vertrieb
 * to the lead service), so after a change here `npm run build -w desk` makes it visible.
 */
export default defineConfig({
  base: '/vertrieb/',
  plugins: [react(), tailwindcss()],
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true, assetsInlineLimit: 0 },
});
