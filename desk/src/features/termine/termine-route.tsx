import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../shell/root-route.tsx';
import { TermineScreen } from './termine-screen.tsx';
import { termineSearch } from './termine-search.ts';

export const termineRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/termine',
  validateSearch: termineSearch,
  component: TermineScreen,
});
