import { articleSlugs } from '@sichtwerk/content/blog-catalog';
import { formPageKeys, pages } from '@sichtwerk/content/routes';

/** Every prerendered route: the registry's pages plus the articles. */
export const allRoutes: readonly string[] = [...Object.values(pages).map((page) => page.path), ...articleSlugs.map((slug) => `/${slug}`)];

export const formRoutes: readonly string[] = formPageKeys.map((key) => pages[key].path);

export const routesWithoutForms: readonly string[] = allRoutes.filter((route) => !formRoutes.includes(route));
