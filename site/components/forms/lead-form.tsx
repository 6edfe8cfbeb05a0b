import { useId, type ComponentProps, type RefObject } from 'react';
import type { LeadFormState } from './use-lead-form.ts';

/**
 * The honeypot: a text field people never see or reach — off-screen (not display:none, which programs skip),
 * hidden from assistive technology, out of the tab order, without autofill — so only a program that fills
 * every field fills it. Its name looks like a field worth filling. A submission with a value is stored as
 * spam and never mailed (lead-service/src/leads/spam.ts). The label is for the rare screen reader that
 * reaches it anyway.
 */
export function HoneypotField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const id = `hp-${useId().replace(/:/g, '')}`;
  return (
    <div aria-hidden="true" data-slot="honeypot" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Bitte leer lassen</label>
      <input ref={inputRef} id={id} name="homepage" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The <form> of every lead form: no native validation, the shared submit handler, and the honeypot. */
export function LeadForm({ lead, children, ...props }: { lead: LeadFormState } & Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'>) {
  return (
    <form noValidate onSubmit={lead.onSubmit} {...props}>
      {children}
      <HoneypotField inputRef={lead.honeypotRef} />
    </form>
  );
}
