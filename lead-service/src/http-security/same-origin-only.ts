/**
 * Refuses state-changing requests that a browser sent on behalf of another site. The dashboard uses basic
 * auth, which the browser adds to any request to this origin — also to a form or fetch on a foreign page —
 * so a cross-site POST would otherwise run with the operator's rights. Browsers send Sec-Fetch-Site and/or
 * Origin with such requests; requests without either (curl, scripts) are not browser-driven and pass.
 */
import type { RequestHandler } from 'express';
import { errorCodes } from '@sichtwerk/forms/error-body';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sameOriginOnly(): RequestHandler {
  return (req, res, next) => {
    if (safeMethods.has(req.method)) return next();
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const ownOrigin = `${req.protocol}://${req.get('host') ?? ''}`;
    const foreignSite = site !== undefined && site !== 'same-origin' && site !== 'none';
    const foreignOrigin = origin !== undefined && origin !== ownOrigin;
    if (foreignSite || foreignOrigin) {
      res.status(403).json({
        error: { code: errorCodes.foreignOrigin, message: 'Änderungen am Dashboard sind nur von seiner eigenen Seite aus möglich.' },
      });
      return;
    }
    next();
  };
}
