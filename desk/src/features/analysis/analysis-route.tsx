import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../shell/root-route.tsx';
import { AnalysisScreen } from './analysis-screen.tsx';

/** „Analyse erstellen“: the free analysis of one analysis request. */
export const analysisRoute = createRoute({ getParentRoute: () => rootRoute, path: '/leads/$id/analyse', component: AnalysisScreen });
