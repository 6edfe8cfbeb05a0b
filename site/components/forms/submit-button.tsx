import { buttonVariants } from '../ui/index.ts';

/**
 * The submit button of a lead form: enabled from the first byte, because the form posts without JavaScript
 * too; disabled with the reading's pending label (docs/decisions.md: Pages) while the enhanced form's request runs. It styles a plain
 * <button> with the Button's variants instead of using <Button>, whose cn() would bring tailwind-merge into
 * the form island.
 */
export function SubmitButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <button
      type="submit"
      data-slot="button"
      className={buttonVariants({ size: 'lg', className: 'w-full max-sm:px-3 max-sm:text-base' })}
      disabled={pending}
    >
      {pending ? 'Wird gesendet...' : label}
    </button>
  );
}
