import { useHydrated } from 'vike-react/useHydrated';
import { Button } from '../ui/index.ts';

/**
 * The submit button of a lead form: disabled with the spec's pending label while the request runs, and
 * disabled until React has hydrated — a native submit before that would put the visitor's e-mail address
 * and phone number into the URL.
 */
export function SubmitButton({ pending, label }: { pending: boolean; label: string }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending || !hydrated}>
      {pending ? 'Wird gesendet...' : label}
    </Button>
  );
}
