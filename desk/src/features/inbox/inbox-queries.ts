import type { InboxFilter } from '@sichtwerk/forms/desk/inbox-contract';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { deskApi } from '../../lib/api.ts';

/** New leads show up without a reload: the list is asked again this often. */
const pollMs = 15_000;

/** One inbox view, page by page; cached per filter, so returning to a list shows it as it was left. */
export function inboxQuery(filter: InboxFilter) {
  return infiniteQueryOptions({
    queryKey: ['inbox', filter],
    queryFn: ({ pageParam }) => deskApi.inbox({ body: { ...filter, ...(pageParam ? { after: pageParam } : {}) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    staleTime: 10_000,
    refetchInterval: pollMs,
    placeholderData: keepPreviousData,
  });
}
