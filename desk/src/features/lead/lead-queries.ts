import type { InboxFilter } from '@sichtwerk/forms/desk/inbox-contract';
import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { deskApi } from '../../lib/api.ts';

export function leadQuery(id: string) {
  return queryOptions({ queryKey: ['lead', id], queryFn: () => deskApi.lead({ params: { id } }) });
}

export function neighboursQuery(id: string, filter: InboxFilter) {
  return queryOptions({
    queryKey: ['lead', id, 'neighbours', filter],
    queryFn: () => deskApi.neighbours({ params: { id }, body: filter }),
    staleTime: 30_000,
  });
}

/**
 * An action on a lead that answers with the lead as it is now (`deskApi.addNote`, `deskApi.assign`, …): the page
 * shows that answer, and the lists are asked again, since the row changed.
 */
export function useLeadAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (act: () => Promise<DeskLead>) => act(),
    onSuccess: async (lead) => {
      queryClient.setQueryData(leadQuery(id).queryKey, lead);
      await queryClient.invalidateQueries({ queryKey: ['inbox'] });
    },
  });
}
