import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { runWithRequestId } from '../shared/request-context.ts';

/**
 * Gives each request an id (answered as X-Request-Id, for support cases) and runs the rest of the chain with it.
 * The id is always ours: a client-chosen one would let anyone write arbitrary text into the logs.
 */
export const assignRequestId: RequestHandler = (_req, res, next) => {
  const requestId = randomUUID();
  res.locals.requestId = requestId;
  res.setHeader('X-Request-Id', requestId);
  runWithRequestId(requestId, next);
};

/**
 * Enters the request's id again after the body parser: it reads the body in stream callbacks, which run
 * outside the context assignRequestId started (https://github.com/expressjs/body-parser/issues/422).
 */
export const resumeRequestId: RequestHandler = (_req, res, next) => {
  const requestId = res.locals.requestId as string | undefined;
  if (requestId) runWithRequestId(requestId, next);
  else next();
};
