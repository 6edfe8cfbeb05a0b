/**
 * The root of the desk's routes: the shell every page shares (login gate, header, navigation, keyboard help).
 * Feature routes hang below it (features/routes.ts); the QueryClient comes along in the router's context.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { DeskShell } from './desk-shell.tsx';

export interface DeskRouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<DeskRouterContext>()({
  component: DeskShell,
  notFoundComponent: () => <p>Diese Seite gibt es im Desk nicht.</p>,
});
