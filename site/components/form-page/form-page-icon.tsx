import type { FormPageIcon } from '@sichtwerk/content/form-page-contents';
import { CalendarClock, Lock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';

const iconsByName: Record<FormPageIcon, LucideIcon> = {
  mail: Mail,
  phone: Phone,
  'map-pin': MapPin,
  'calendar-clock': CalendarClock,
  lock: Lock,
};

/** The drawing of an icon a form page's copy names; decorative, its text says the same. */
export function FormPageIconView({ name, className }: { name: FormPageIcon; className: string }) {
  const Icon = iconsByName[name];
  return <Icon className={className} aria-hidden="true" />;
}
