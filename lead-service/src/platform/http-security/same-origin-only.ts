/**
 * Refuses state-changing requests that do not come from this origin's own pages: the sales desk's API and
 * the queue dashboard. Both are logged in by something the browser adds to any request to this origin — the
 * desk's session cookie, the dashboard's cached basic auth — also to a form or fetch on a foreign page, so
 * the login alone never suffices. Browsers send Origin with every POST, PUT and DELETE; a write without it,
 * or with Sec-Fetch-Site other than same-origin, is not from our page and is refused. A script that writes to
 * the dashboard sends `Origin: <its origin>` like the browser.
 */
import { errorCodes } from '@sichtwerk/forms/error-body';
import type { RequestHandler } from 'express';
import { AppError } from '../errors/app-error.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `refusal`: the German message of the 403, naming the place the action is possible from. */
export function sameOriginOnly(refusal: string): RequestHandler {
  return (req, _res, next) => {
    if (safeMethods.has(req.method)) return next();
    const origin = req.get('origin');
    const site = req.get('sec-fetch-site');
    const ownOrigin = `${req.protocol}://${req.get('host') ?? ''}`;
    if (origin !== ownOrigin || (site !== undefined && site !== 'same-origin')) {
      next(new AppError({ code: errorCodes.foreignOrigin, status: 403, message: refusal }));
      return;
    }
    next();
  };
}
