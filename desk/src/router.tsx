import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './features/routes.ts';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true } },
});

/**
 * Paths under /vertrieb (the lead service answers each with this bundle's index.html). Returning to a list
 * restores its scroll position; its data comes from the query cache, so the rows are there to scroll to.
 */
export const router = createRouter({
  routeTree,
  basepath: '/vertrieb',
  context: { queryClient },
  scrollRestoration: true,
  defaultPreload: false,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
