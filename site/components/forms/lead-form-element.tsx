import { honeypotInputName } from '@sichtwerk/forms/form-protection';
import { CloudOff } from 'lucide-react';
import { type ComponentProps, type RefObject, useEffect, useRef } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { apiUrl } from '../../lib/api-client.ts';
import { buttonVariants } from '../ui/index.ts';
import type { LeadFormState } from './use-lead-form.ts';

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
 * The <form> of every lead form: a real POST to its endpoint, so it works before or without JavaScript (the
 * server answers with a thank-you page or a page listing the problems). Once hydrated, the shared submit
 * handler takes over: validation beside the fields, one fetch, then the answer in the form's place (<KindForm>)
 * and the toast. No native validation either way —
 * the server's German messages are the ones a visitor without script reads. `data-enhanced` marks the
 * hydrated form.
 */
export function LeadFormElement({
  lead,
  formId,
  children,
  ...props
}: { lead: LeadFormState; formId: string } & Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate' | 'method' | 'action'>) {
  const hydrated = useHydrated();
  const unsentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (lead.unsent) unsentRef.current?.focus();
  }, [lead.unsent]);
  return (
    <form method="post" action={apiUrl(lead.endpoint)} noValidate onSubmit={lead.onSubmit} data-enhanced={hydrated || undefined} {...props}>
      {lead.unsent && (
        <div
          ref={unsentRef}
          tabIndex={-1}
          role="alert"
          data-slot="form-unsent"
          className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 focus:outline-2 focus:outline-offset-2 focus:outline-amber-700"
        >
          <p className="flex gap-3 font-semibold">
            <CloudOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            Noch nicht gesendet
          </p>
          <p className="mt-1 text-sm">{lead.unsent}</p>
          <button
            type="submit"
            data-slot="button"
            className={buttonVariants({ variant: 'secondary', className: 'mt-3' })}
            disabled={lead.pending}
          >
            {lead.pending ? 'Wird gesendet...' : 'Noch einmal senden'}
          </button>
        </div>
      )}
      {children}
      <HoneypotField formId={formId} inputRef={lead.honeypotRef} />
    </form>
  );
}
