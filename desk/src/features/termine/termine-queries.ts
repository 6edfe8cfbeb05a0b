/** The strategy calls' queries and actions (@sichtwerk/forms/desk/appointments-contract). */
import type { AppointmentRange, LeadAppointmentAnswer } from '@sichtwerk/forms/desk/appointments-contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callsApi } from '../../lib/api.ts';

export function appointmentsQuery(range: AppointmentRange, week: string | undefined, adviserId: string | undefined) {
  return queryOptions({
    queryKey: ['termine', range, week ?? 'diese', adviserId ?? 'eigene'],
    queryFn: () => callsApi.appointments({ query: { range, woche: week ?? null, berater: adviserId ?? null } }),
    refetchInterval: 60_000,
  });
}

export function leadAppointmentQuery(leadId: string) {
  return queryOptions({ queryKey: ['lead', leadId, 'termin'], queryFn: () => callsApi.leadAppointment({ params: { id: leadId } }) });
}

export const advisersQuery = queryOptions({ queryKey: ['berater'], queryFn: () => callsApi.advisers() });

/**
 * Booking, moving, cancelling or recording a call (`callsApi.bookForLead`, `.cancel`, `.recordOutcome`): the
 * answer is the lead's call as it is now; the lead (its status and history changed), the lists and the Termine
 * view are asked again.
 */
export function useAppointmentAction(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (act: () => Promise<LeadAppointmentAnswer>) => act(),
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
      callsApi.toggleAdviser({ params: { username }, body: { holdsCalls } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['berater'] }),
        queryClient.invalidateQueries({ queryKey: ['termine'] }),
      ]);
    },
  });
}
