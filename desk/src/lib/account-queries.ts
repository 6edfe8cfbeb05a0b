/** The signed-in account and the lists every screen shares (kinds, statuses, colleagues, review count). */
import type { Account, Meta } from '@sichtwerk/forms/desk/account-contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from './api.ts';

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  // No session is an answer, not an error: the shell shows the login.
  queryFn: () =>
    api<Account>('/session').catch((error: unknown) => (error instanceof ApiError && error.status === 401 ? null : Promise.reject(error))),
  staleTime: Number.POSITIVE_INFINITY,
});

export const metaQuery = queryOptions({
  queryKey: ['meta'],
  queryFn: () => api<Meta>('/meta'),
  staleTime: 60_000,
  refetchInterval: 60_000,
});
