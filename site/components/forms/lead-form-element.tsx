import { honeypotInputName } from '@sichtwerk/forms/form-protection';
import { type ComponentProps, type FormEventHandler, type RefObject, useEffect, useRef } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { apiUrl } from '../../lib/api-client.ts';
import { buttonVariants } from '../ui/index.ts';
import { CloudOffIcon } from './form-icons.tsx';
import type { LeadForm } from './use-lead-form.ts';
import { unsentError } from './use-lead-submit.ts';

/**
 * The honeypot: a text field people never see or reach — off-screen (not display:none, which programs skip),
 * hidden from assistive technology, out of the tab order, without autofill — so only a program that fills
 * every field fills it. Its name looks like a field worth filling. A submission with a value is stored as
 * spam and never mailed (lead-service/src/kind-kit/spam.ts); without script the browser posts it under that
 * name and the server reads it from there. The label is for the rare screen reader that reaches it anyway.
 * The id comes from the form's own id, not useId(): the island hydrates apart from the page it was rendered
 * in, so a tree-position id would differ between server and browser.
 */
export function HoneypotField({ formId, inputRef }: { formId: string; inputRef: RefObject<HTMLInputElement | null> }) {
  const id = `${formId}-hp`;
  return (
    <div aria-hidden="true" data-slot="honeypot" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Bitte leer lassen</label>
      <input ref={inputRef} id={id} name={honeypotInputName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * Said in the form itself when the service could not take the lead just now (503, or no connection): every field
 * is kept, and the button sends the same again. It takes the focus when it appears, so it is read at once.
 */
function UnsentNotice({ message, pending }: { message: string; pending: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-slot="form-unsent"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 focus:outline-2 focus:outline-offset-2 focus:outline-amber-700"
    >
      <p className="flex gap-3 font-semibold">
        <CloudOffIcon className="mt-0.5 size-5 shrink-0" />
        Noch nicht gesendet
      </p>
      <p className="mt-1 text-sm">{message}</p>
      <button type="submit" data-slot="button" className={buttonVariants({ variant: 'secondary', className: 'mt-3' })} disabled={pending}>
        {pending ? 'Wird gesendet...' : 'Noch einmal senden'}
      </button>
    </div>
  );
}

/**
 * The <form> of every lead form: a real POST below its own page (`/kontakt/absenden`), so it works before or without
 * JavaScript (the server answers with a thank-you page or a page listing the problems, under the form's address). Once hydrated, react-hook-form's submit
 * handler takes over (use-lead-form.ts, use-lead-submit.ts): validation beside the fields, one fetch, then the
 * answer in the form's place (<KindForm>) and the toast. No native validation either way — the server's German
 * messages are the ones a visitor without script reads. `data-enhanced` marks the hydrated form.
 */
export function LeadFormElement({
  form,
  postPath,
  onSubmit,
  honeypotRef,
  formId,
  children,
  ...props
}: {
  form: LeadForm;
  postPath: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  honeypotRef: RefObject<HTMLInputElement | null>;
  formId: string;
} & Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate' | 'method' | 'action'>) {
  const hydrated = useHydrated();
  const { errors, isSubmitting } = form.formState;
  const unsent = errors.root?.[unsentError]?.message;
  return (
    <form method="post" action={apiUrl(postPath)} noValidate onSubmit={onSubmit} data-enhanced={hydrated || undefined} {...props}>
      {unsent && <UnsentNotice message={unsent} pending={isSubmitting} />}
      {children}
      <HoneypotField formId={formId} inputRef={honeypotRef} />
    </form>
  );
}
