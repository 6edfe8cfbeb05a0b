import { type AppointmentStatus, appointmentStatusLabels } from '@sichtwerk/forms/desk/appointments-contract';
import { Badge } from '@sichtwerk/site/ui/badge';

const variants = { booked: 'brand', held: 'good', no_show: 'warn', cancelled: 'neutral' } as const;

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return <Badge variant={variants[status]}>{appointmentStatusLabels[status]}</Badge>;
}
