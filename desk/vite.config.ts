import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The sales desk's own bundle: served by the lead service at /vertrieb/ (lead-service/src/desk/desk-routes.ts),
 * never referenced by a public page. `npm run dev` proxies nothing here; the desk is tried with `npm start`.
 */
export default defineConfig({
  base: '/vertrieb/',
  plugins: [react(), tailwindcss()],
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true, assetsInlineLimit: 0 },
});
