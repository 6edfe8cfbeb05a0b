import { formKindNames } from '@sichtwerk/forms/form-kinds';
import { thankYouPageOf } from '@sichtwerk/content/routes';

/** One thank-you page per form kind. */
export function onBeforePrerenderStart() {
  return formKindNames.map((kind) => thankYouPageOf(kind).path);
}
