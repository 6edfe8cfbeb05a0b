import type { InboxFilter, Neighbours } from '@sichtwerk/forms/desk/inbox-contract';
import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export function leadQuery(id: string) {
  return queryOptions({ queryKey: ['lead', id], queryFn: () => api<DeskLead>(`/leads/${id}`) });
}

export function neighboursQuery(id: string, filter: InboxFilter) {
  return queryOptions({
    queryKey: ['lead', id, 'neighbours', filter],
    queryFn: () => api<Neighbours>(`/leads/${id}/neighbours`, filter),
    staleTime: 30_000,
  });
}

/**
 * An action on a lead (POST /leads/:id/<action>) that answers with the lead as it is now: the page shows that
 * answer, and the lists are asked again, since the row changed.
 */
export function useLeadAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: string; body: unknown }) => api<DeskLead>(`/leads/${id}/${action}`, body),
    onSuccess: async (lead) => {
      queryClient.setQueryData(leadQuery(id).queryKey, lead);
      await queryClient.invalidateQueries({ queryKey: ['inbox'] });
    },
  });
}
