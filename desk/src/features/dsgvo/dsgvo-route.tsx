import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../shell/root-route.tsx';
import { DsgvoScreen } from './dsgvo-screen.tsx';

export const dsgvoRoute = createRoute({ getParentRoute: () => rootRoute, path: '/dsgvo', component: DsgvoScreen });
