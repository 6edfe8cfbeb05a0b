import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../shell/root-route.tsx';
import { inboxSearch } from '../inbox/inbox-search.ts';
import { LeadScreen } from './lead-screen.tsx';

/** One lead; its search is the list it was opened from, for previous/next and the way back. */
export const leadRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/leads/$id',
  validateSearch: inboxSearch,
  component: LeadScreen,
});
