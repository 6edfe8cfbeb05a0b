/**
 * Everything under /vertrieb: the desk's API and its React bundle (desk/dist, built by `npm run build`). The
 * bundle's index.html answers every page path (/vertrieb/, /vertrieb/leads/<id>, …): the desk routes in the
 * browser. Its content-hashed files are cached forever; everything else is no-store and noindex. The public
 * site never links or loads any of it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorCodes } from '@sichtwerk/forms/error-body';
import express, { Router, type RequestHandler } from 'express';
import { AppError } from '../platform/errors/app-error.ts';
import { requestLog } from '../platform/http/request-log.ts';
import { resumeRequestId } from '../platform/http/request-id.ts';
import { servedPaths } from '../platform/http/service-path.ts';
import { cacheControl } from '../platform/http/static-site.ts';
import { deskApi, type DeskApiDependencies } from './desk-api.ts';
import { deskPath, privateAnswers, sameOriginWrites } from '../platform/staff/desk-session.ts';

export const deskPaths = servedPaths('the sales desk: its pages, bundle and API (staff only, own login)', [deskPath, `${deskPath}/*`]);

/** desk/dist of the monorepo, four levels above this file (lead-service/src/desk). */
export const deskDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'desk', 'dist');

const unknownEndpoint: RequestHandler = (_req, _res, next) => {
  next(new AppError({ code: errorCodes.notFound, status: 404, message: 'Diese Schnittstelle gibt es nicht.' }));
};

export function deskRoutes(deps: DeskApiDependencies & { distDir?: string; kindApis?: readonly Router[] }): Router {
  const distDir = deps.distDir ?? deskDistDir;
  const router = Router();
  router.use(
    `${deskPath}/assets`,
    express.static(path.join(distDir, 'assets'), {
      redirect: false,
      index: false,
      cacheControl: false,
      setHeaders: (res) => {
        res.setHeader('Cache-Control', cacheControl.hashedAsset);
        res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      },
    }),
  );
  router.use(`${deskPath}/assets`, (_req, res) => {
    res.status(404).set('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('404 – Diese Datei gibt es nicht.');
  });
  router.use(deskPath, privateAnswers);
  // A kind's own endpoints (kind-kit/kind-services.ts) beside the desk's; each endpoint parses its own body.
  router.use(
    `${deskPath}/api`,
    requestLog(deps.logger),
    resumeRequestId,
    sameOriginWrites,
    ...(deps.kindApis ?? []),
    deskApi(deps),
    unknownEndpoint,
  );
  const indexFile = path.join(distDir, 'index.html');
  router.get([deskPath, `${deskPath}/*page`], (_req, res) => {
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain; charset=utf-8').send('Der Vertriebs-Desk ist nicht gebaut (npm run build).');
      return;
    }
    res.sendFile(indexFile, { cacheControl: false, lastModified: false, etag: false });
  });
  return router;
}
