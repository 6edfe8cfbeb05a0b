/**
 * Every form kind: its name (in code, in logs, in queued jobs and as the island's name in the page's HTML),
 * where it posts, the page that holds it and the page a plain post leads to afterwards. Each kind declares
 * them once with its fields (`<kind>-schema.ts`, define-form-kind.ts); `npm run kinds` lists them in
 * form-kinds.gen.ts. The content routes, the site's pages, the lead service's descriptors and the cross-form
 * tests derive from this list; the compiler refuses a kind that is missing in any of them. Read by the desk
 * and by the site's prerender: only the generated plain data, none of the kinds' fields.
 */
import { formKindEntries } from './form-kinds.gen.ts';

export const formKinds = formKindEntries;

export type FormKind = keyof typeof formKinds;
export type FormEndpoint = (typeof formKinds)[FormKind]['endpoint'];
export type FormPageKey = (typeof formKinds)[FormKind]['page'];
export type FormThankYouPageKey = (typeof formKinds)[FormKind]['thankYouPage'];

/** The kinds in the order `npm run kinds` lists them (by name). */
export const formKindNames = Object.freeze(Object.keys(formKinds) as FormKind[]);
