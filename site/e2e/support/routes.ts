import { loadArticlesFromDisk } from '@sichtwerk/content/blog-disk';
import { formPageKeys, pages } from '@sichtwerk/content/routes';

/**
 * Every prerendered route: the registry's pages plus the articles. Not the frame of the lead service's answers
 * (/formular-antwort): it is no page until the service fills it, and the forms' stories check it filled.
 */
export const allRoutes: readonly string[] = [
  ...Object.values(pages)
    .filter((page) => page !== pages.formularAntwort)
    .map((page) => page.path),
  ...loadArticlesFromDisk().map((article) => article.path),
];

export const formRoutes: readonly string[] = formPageKeys.map((key) => pages[key].path);

export const routesWithoutForms: readonly string[] = allRoutes.filter((route) => !formRoutes.includes(route));
