import type { RequestHandler } from 'express';
import type { Logger } from '../logger.ts';

/** Paths longer than this are cut before logging: the logger masks every string, and a path is visitor input. */
export const maxLoggedPathLength = 200;

/** One line per API request with status and duration; static files are not logged (they are many and boring). */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          method: req.method,
          path: loggedPath(req.originalUrl),
          status: res.statusCode,
          durationMs: Math.round(durationMs * 10) / 10,
          // The finish event fires outside the request's async context, so the id is added here.
          reqId: res.locals.requestId as string | undefined,
        },
        'request',
      );
    });
    next();
  };
}

/**
 * A path segment shaped like a secret link's token (22 to 64 base64url characters, no UUID): the visitor's
 * result page is /analyse/<token>, and whoever holds the log must not be able to open it. A lead's UUID is no
 * secret and stays readable.
 */
const tokenSegment = /(?<=\/)(?![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:\/|$))[A-Za-z0-9_-]{22,64}(?=\/|$)/g;

/** The path without query (where the booking links carry their tokens), token segments masked, cut to maxLoggedPathLength. */
export function loggedPath(url: string): string {
  const head = url.slice(0, maxLoggedPathLength + 1);
  const path = (head.split('?')[0] ?? '').replace(tokenSegment, '[token]');
  return path.length > maxLoggedPathLength ? `${path.slice(0, maxLoggedPathLength)}…` : path;
}
