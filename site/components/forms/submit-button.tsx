import { Button } from '../ui/index.ts';

/**
 * The submit button of a lead form: enabled from the first byte, because the form posts without JavaScript
 * too; disabled with the spec's pending label while the enhanced form's request runs.
 */
export function SubmitButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending}>
      {pending ? 'Wird gesendet...' : label}
    </Button>
  );
}
