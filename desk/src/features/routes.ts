/**
 * Every page of the desk, below the shell (shell/root-route.tsx). A feature adds its route here (see
 * desk/README.md); the tuple keeps each route's path and search typed for <Link>.
 */
import { rootRoute } from '../shell/root-route.tsx';
import { analysisRoute } from './analysis/analysis-route.tsx';
import { dsgvoRoute } from './dsgvo/dsgvo-route.tsx';
import { figuresRoute } from './figures/figures-route.tsx';
import { inboxRoute } from './inbox/inbox-route.tsx';
import { leadRoute } from './lead/lead-route.tsx';
import { reportRoute } from './report/report-route.tsx';
import { reviewRoute } from './review/review-route.tsx';
import { termineRoute } from './termine/termine-route.tsx';

export const routeTree = rootRoute.addChildren([
  inboxRoute,
  leadRoute,
  analysisRoute,
  reviewRoute,
  figuresRoute,
  reportRoute,
  dsgvoRoute,
  termineRoute,
]);
