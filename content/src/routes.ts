import { formKindNames, formKinds, type FormKind, type FormPageKey, type FormThankYouPageKey } from '@sichtwerk/forms/form-kinds';
import { formPages } from './form-pages.ts';
import { pageMetaOf, type PageMeta, sitePages, type SitePageKey } from './site-pages.ts';

/**
 * The route registry: the single source for every non-article page's path, head metadata, sitemap entry
 * and navigation label. The pages of site-pages.ts, and each form kind's form page and thank-you page under
 * the keys its declaration names (@sichtwerk/forms), with the route metadata of its page copy
 * (form-pages/<kind>.ts). Articles add themselves from their MDX frontmatter (see blog-catalog.ts).
 */
export { pageMetaSchema, type PageMeta } from './site-pages.ts';

export type PageKey = SitePageKey | FormPageKey | FormThankYouPageKey;

const formPageMetas = Object.fromEntries(
  formKindNames.flatMap((kind) => [
    [formKinds[kind].page, pageMetaOf(formPages[kind].page, `content/src/form-pages/${kind}.ts (page)`)],
    [formKinds[kind].thankYouPage, pageMetaOf(formPages[kind].thankYouPage, `content/src/form-pages/${kind}.ts (thankYouPage)`)],
  ]),
) as Record<FormPageKey | FormThankYouPageKey, PageMeta>;

export const pages: Readonly<Record<PageKey, PageMeta>> = Object.freeze({ ...sitePages, ...formPageMetas });

/** Looks up a page's metadata by URL path; undefined for articles and unknown paths. */
export function findPageByPath(path: string): PageMeta | undefined {
  return Object.values(pages).find((page) => page.path === path);
}

/** Pages that carry a form: only the form hydrates (an island); every other page ships no JavaScript. */
export const formPageKeys: readonly FormPageKey[] = Object.freeze(formKindNames.map((kind) => formKinds[kind].page));

export type { FormPageKey };

/** The form page of a kind. */
export function formPageOf(kind: FormKind): PageMeta {
  return pages[formKinds[kind].page];
}

/** Where a kind's form leads after it was sent without JavaScript: its thank-you page (noindex, not in the sitemap). */
export function thankYouPageOf(kind: FormKind): PageMeta {
  return pages[formKinds[kind].thankYouPage];
}
