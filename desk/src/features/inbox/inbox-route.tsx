import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../shell/root-route.tsx';
import { InboxScreen } from './inbox-screen.tsx';
import { inboxSearch } from './inbox-search.ts';

export const inboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: inboxSearch,
  component: InboxScreen,
});
