/**
 * `npm run dev` answers the files the build generates after prerendering: sitemap.xml, robots.txt, feed.xml and
 * the share images (build/generated-file.ts), so a content editor sees what the build will write. The renderer
 * is loaded through Vite on each request: it reads the content packages' TypeScript, which the config itself
 * cannot import.
 */
import type { Plugin } from 'vite';

export function devGeneratedFiles(): Plugin {
  return {
    name: 'sichtwerk:dev-generated-files',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://dev').pathname;
        if (!/^\/(sitemap\.xml|robots\.txt|feed\.xml|.*\.png)$/.test(pathname)) return next();
        server
          .ssrLoadModule('/build/generated-file.ts')
          .then(async (module) => (module as typeof import('./generated-file.ts')).renderGeneratedFile(pathname))
          .then((file) => {
            if (!file) return next();
            res.setHeader('Content-Type', file.type);
            res.end(file.body);
          }, next);
      });
    },
  };
}
