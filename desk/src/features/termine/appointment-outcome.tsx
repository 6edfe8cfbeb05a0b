import type { Appointment } from '@sichtwerk/forms/desk/appointments-contract';
import { Button } from '@sichtwerk/site/ui/button';
import { callsApi } from '../../lib/api.ts';
import { useAppointmentAction } from './termine-queries.ts';

/** After a booked call has started: "Analyse vorgestellt" or "nicht erschienen", one click each. */
export function AppointmentOutcome({ call }: { call: Appointment }) {
  const action = useAppointmentAction(call.leadId);
  if (call.status !== 'booked' || !call.started) return null;
  const record = (outcome: 'held' | 'no_show') =>
    action.mutate(() => callsApi.recordOutcome({ params: { id: call.id }, body: { outcome } }));
  return (
    <span className="flex flex-wrap gap-2">
      <Button variant="success" size="xs" disabled={action.isPending} onClick={() => record('held')}>
        Analyse vorgestellt
      </Button>
      <Button variant="quiet" size="xs" disabled={action.isPending} onClick={() => record('no_show')}>
        nicht erschienen
      </Button>
      {action.error && <span className="text-sm text-red-700">{action.error.message}</span>}
    </span>
  );
}
