import type { RequestHandler } from 'express';
import type { Logger } from '../logger.ts';

/** One line per API request with status and duration; static files are not logged (they are many and boring). */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          method: req.method,
          path: req.originalUrl.split('?')[0],
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
