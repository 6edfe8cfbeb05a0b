/** The signed-in account and the lists every screen shares (kinds, statuses, colleagues, review count). */
import { queryOptions } from '@tanstack/react-query';
import { ApiError, deskApi } from './api.ts';

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  // No session is an answer, not an error: the shell shows the login.
  queryFn: () =>
    deskApi.session().catch((error: unknown) => (error instanceof ApiError && error.status === 401 ? null : Promise.reject(error))),
  staleTime: Number.POSITIVE_INFINITY,
});

export const metaQuery = queryOptions({
  queryKey: ['meta'],
  queryFn: () => deskApi.meta(),
  staleTime: 60_000,
  refetchInterval: 60_000,
});
