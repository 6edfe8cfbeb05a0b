import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../shell/root-route.tsx';
import { ReviewScreen } from './review-screen.tsx';

export const reviewRoute = createRoute({ getParentRoute: () => rootRoute, path: '/pruefen', component: ReviewScreen });
