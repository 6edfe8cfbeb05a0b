/**
 * Serves the prerendered site (SITE_DIR) for `npm start`: clean URLs without redirects, the site's own
 * 404.html for unknown paths, long caching for hashed assets and revalidation for HTML.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler, type Response } from 'express';

export const cacheControl = Object.freeze({
  /** Vite puts content-hashed files under /assets/: a changed file gets a new name, so caching forever is safe. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /** HTML names stay the same across deploys: caches must ask every time (cheap with ETag/304). */
  html: 'public, max-age=0, must-revalidate',
  /** favicon, robots.txt, images in public/: unhashed, so only briefly. */
  other: 'public, max-age=3600',
});

function setCacheHeaders(siteDir: string) {
  const assetsDir = path.join(siteDir, 'assets') + path.sep;
  return (res: Response, file: string) => {
    if (file.startsWith(assetsDir)) res.setHeader('Cache-Control', cacheControl.hashedAsset);
    else if (file.endsWith('.html')) res.setHeader('Cache-Control', cacheControl.html);
    else res.setHeader('Cache-Control', cacheControl.other);
  };
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Rewrites /preise to /preise/index.html when that file exists. express.static would answer a directory
 * with a 301 to /preise/ (or, with redirect off, skip it); the site links without trailing slash.
 */
function directoryIndex(siteDir: string): RequestHandler {
  return async (req, _res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const pathname = req.path;
    if (pathname.endsWith('/') || path.posix.extname(pathname) !== '') return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return next();
    }
    const candidate = path.join(siteDir, decoded, 'index.html');
    // path.join normalises "..": anything that climbs out of the site is left to express.static, which refuses it.
    if (!candidate.startsWith(siteDir + path.sep)) return next();
    if (await isFile(candidate)) {
      const query = req.url.slice(req.path.length);
      req.url = `${pathname}/index.html${query}`;
    }
    next();
  };
}

/** Answers unknown paths with the site's 404.html (status 404), or a short German text without one. */
function notFoundPage(siteDir: string): RequestHandler {
  const page = path.join(siteDir, '404.html');
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.status(404).setHeader('Cache-Control', cacheControl.html);
    if (await isFile(page)) {
      res.sendFile(page, { cacheControl: false, lastModified: false, etag: false }, (error) => {
        if (error && !res.headersSent) next(error);
      });
      return;
    }
    res.type('text/plain; charset=utf-8').send('404 – Diese Seite gibt es nicht.');
  };
}

export function staticSite(siteDir: string): express.Router {
  const root = path.resolve(siteDir);
  const router = express.Router();
  router.use(directoryIndex(root));
  router.use(
    express.static(root, {
      // No 301 to a trailing slash: /preise is answered in place (directoryIndex above).
      redirect: false,
      // /preise → preise.html, for builds that emit flat files.
      extensions: ['html'],
      index: ['index.html'],
      cacheControl: false,
      setHeaders: setCacheHeaders(root),
    }),
  );
  router.use(notFoundPage(root));
  return router;
}
