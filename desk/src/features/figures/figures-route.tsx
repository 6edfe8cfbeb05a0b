import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../shell/root-route.tsx';
import { FiguresScreen } from './figures-screen.tsx';

export const figuresRoute = createRoute({ getParentRoute: () => rootRoute, path: '/kennzahlen', component: FiguresScreen });
