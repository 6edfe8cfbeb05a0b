/**
 * The plain form post's address below the form page (@sichtwerk/forms/form-post): a POST to
 * `/kostenlose-analyse/absenden` is handed on as a POST to the kind's endpoint, so it runs exactly the API's
 * way — body parsing, origin check, rate limit, validation, storing, metrics under the endpoint's route — while
 * the browser's address bar keeps the form's address for the error page it may get back (its correction form
 * posts to the same address again). Nothing is stored for the way back: the page carries what was typed.
 * A GET there (a reload from the address bar, a copied link) leads to the form page.
 */
import { pages } from '@sichtwerk/content/routes';
import { formPostPathOf, formPostSegment } from '@sichtwerk/forms/form-post';
import { Router } from 'express';
import type { LeadForm } from '../kind-kit/define-lead-form.ts';
import { pageFrameOf } from '../platform/http/form-post.ts';
import { servedPaths } from '../platform/http/service-path.ts';

export const formPostPaths = servedPaths(
  'a form sent without JavaScript, `/<form page>/absenden`: taken as a post to its endpoint, so the answer page stands under the form’s address',
  [`*${formPostSegment}`],
);

/** Mount before the API's body parsers: the handed-on request goes through them as a post to /api would. */
export function formPostAddresses(forms: readonly LeadForm[]): Router {
  const router = Router();
  for (const form of forms) {
    const page = pages[form.page].path;
    const address = formPostPathOf(page);
    router.post(address, (req, _res, next) => {
      const query = req.url.indexOf('?');
      req.url = `${form.endpoint}${query === -1 ? '' : req.url.slice(query)}`;
      next();
    });
    // The site's own origin when it lives on another one (a CDN), else this one's path.
    router.get(address, (req, res) => res.redirect(303, `${pageFrameOf(req.app).siteLinks?.origin ?? ''}${page}`));
  }
  return router;
}
