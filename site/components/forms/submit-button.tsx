import { Button } from '../ui/index.ts';

/** The submit button of a lead form: disabled with the spec's pending label while the request runs. */
export function SubmitButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending} aria-disabled={pending}>
      {pending ? 'Wird gesendet...' : label}
    </Button>
  );
}
