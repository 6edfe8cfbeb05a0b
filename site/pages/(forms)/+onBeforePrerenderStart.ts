import { formPageOf } from '@sichtwerk/content/routes';
import { formKindNames } from '@sichtwerk/forms/form-kinds';

/** One form page per form kind. */
export function onBeforePrerenderStart() {
  return formKindNames.map((kind) => formPageOf(kind).path);
}
