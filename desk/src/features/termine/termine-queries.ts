/** The strategy calls' queries and actions (@sichtwerk/forms/desk/appointments-contract). */
import type {
  AdvisersAnswer,
  AppointmentRange,
  AppointmentsAnswer,
  LeadAppointmentAnswer,
} from '@sichtwerk/forms/desk/appointments-contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export function appointmentsQuery(range: AppointmentRange, adviserId: string | undefined) {
  const query = new URLSearchParams({ range, ...(adviserId ? { berater: adviserId } : {}) });
  return queryOptions({
    queryKey: ['termine', range, adviserId ?? 'eigene'],
    queryFn: () => api<AppointmentsAnswer>(`/termine?${query.toString()}`),
    refetchInterval: 60_000,
  });
}

export function leadAppointmentQuery(leadId: string) {
  return queryOptions({ queryKey: ['lead', leadId, 'termin'], queryFn: () => api<LeadAppointmentAnswer>(`/leads/${leadId}/termin`) });
}

export const advisersQuery = queryOptions({ queryKey: ['berater'], queryFn: () => api<AdvisersAnswer>('/berater') });

/**
 * Booking, moving, cancelling or recording a call: the answer is the lead's call as it is now; the lead (its
 * status and history changed), the lists and the Termine view are asked again.
 */
export function useAppointmentAction(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body: unknown }) => api<LeadAppointmentAnswer>(path, body),
    onSuccess: async (answer) => {
      queryClient.setQueryData(leadAppointmentQuery(leadId).queryKey, answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['lead', leadId], exact: true }),
        queryClient.invalidateQueries({ queryKey: ['inbox'] }),
        queryClient.invalidateQueries({ queryKey: ['termine'] }),
      ]);
    },
  });
}

export function useAdviserToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, holdsCalls }: { username: string; holdsCalls: boolean }) =>
      api<{ holdsCalls: boolean }>(`/berater/${encodeURIComponent(username)}`, { holdsCalls }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['berater'] }),
        queryClient.invalidateQueries({ queryKey: ['termine'] }),
      ]);
    },
  });
}
