import { formPageOf } from '@sichtwerk/content/routes';
import { formKindNames } from '@sichtwerk/forms/form-kinds';
import type { PageContext } from 'vike/types';

/** Every form kind's page (content/src/routes.ts formPageOf); every other path stays a 404. */
export function route(pageContext: PageContext) {
  const kind = formKindNames.find((candidate) => formPageOf(candidate).path === pageContext.urlPathname);
  return kind ? { routeParams: { kind } } : false;
}
