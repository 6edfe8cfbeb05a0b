import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../shell/root-route.tsx';
import { ReportScreen } from './report-screen.tsx';

/** The conversion report, beside the figures (Kennzahlen). */
export const reportRoute = createRoute({ getParentRoute: () => rootRoute, path: '/kennzahlen/abschluesse', component: ReportScreen });
