import { formKindNames } from '@sichtwerk/forms/form-kinds';
import { thankYouPageOf } from '@sichtwerk/content/routes';
import type { PageContext } from 'vike/types';

/** Every form kind's thank-you page (content/src/routes.ts thankYouPageOf); every other path stays a 404. */
export function route(pageContext: PageContext) {
  const kind = formKindNames.find((candidate) => thankYouPageOf(candidate).path === pageContext.urlPathname);
  return kind ? { routeParams: { kind } } : false;
}
