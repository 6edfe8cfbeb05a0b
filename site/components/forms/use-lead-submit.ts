import type { FieldDeclarations } from '@sichtwerk/forms/form-fields';
import { formProtectionFields, leadSourceField } from '@sichtwerk/forms/form-protection';
import { useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ApiError, fallbackErrorMessage, postJson } from '../../lib/api-client.ts';
import type { SentForm } from './form-answer.tsx';
import { receivedSummary } from './received-summary.ts';
import { useToast, type ToastMessage } from './toast-context.tsx';
import { useFormToken } from './use-form-token.ts';
import type { LeadForm } from './use-lead-form.ts';

/** The root error react-hook-form keeps for a post the service could not take just now (<LeadFormElement> shows it). */
export const unsentError = 'unsent';

interface LeadSubmitOptions {
  /** Where the form posts: its kind's declaration's endpoint (@sichtwerk/forms/define-form-kind). */
  endpoint: string;
  /** The kind's declared fields: server messages go to them, and the answer summarises the input under their labels. */
  fields: FieldDeclarations;
  success: Omit<ToastMessage, 'variant'>;
}

/** A refusal that passes by itself: the service is briefly away (503) or the connection failed. */
function isPassing(error: ApiError): boolean {
  return error.status === 503 || error.status === 0;
}

/**
 * What a valid submit does, the same for every form: one post with the spam protection (the time token and the
 * hidden honeypot field, which <LeadFormElement> renders) and where the lead came from, then the answer in the
 * form's place (the reference, what arrived; <FormAnswer>) plus the toast. The service's field messages (400)
 * stand beside their fields, the first of them focused, with an error toast; a 503 or a lost connection is said in
 * the form itself, every field kept, and the same can be sent again. react-hook-form holds the pending state
 * (`isSubmitting`), during which the buttons are disabled: one request per submit, never retried by itself.
 */
export function useLeadSubmit(form: LeadForm, { endpoint, fields, success }: LeadSubmitOptions) {
  const showToast = useToast();
  const token = useFormToken(endpoint);
  const honeypotRef = useRef<HTMLInputElement>(null);
  // The answer stays after the toast has gone; <KindForm> shows it in the form's place.
  const [sent, setSent] = useState<SentForm | undefined>(undefined);

  const send = async (data: FieldValues) => {
    let reference: string | undefined;
    try {
      const body = {
        ...data,
        [formProtectionFields.honeypot]: honeypotRef.current?.value ?? '',
        [formProtectionFields.token]: await token.ready(),
        // Where the lead came from, read from the page itself: nothing is stored in the visitor's browser for it.
        [leadSourceField]: { page: window.location.pathname + window.location.search },
      };
      ({ reference } = await postJson<{ reference?: string }>(endpoint, body));
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      // In the form's order, so the focus lands on the first field the service named.
      const named = Object.keys(fields).filter((name) => apiError?.fields[name]);
      for (const name of named) {
        form.setError(name, { type: 'server', message: apiError?.fields[name] }, { shouldFocus: name === named[0] });
      }
      if (apiError && isPassing(apiError)) {
        form.setError(`root.${unsentError}`, { type: String(apiError.status), message: apiError.userMessage });
        // The refused post may have spent its token; the next try carries a fresh one (and waits out its minimum).
        token.renew();
        return;
      }
      showToast({ variant: 'destructive', title: 'Fehler beim Senden', description: apiError?.userMessage ?? fallbackErrorMessage });
      return;
    }
    const received = receivedSummary(fields, data);
    form.reset();
    setSent({ received, ...(reference ? { reference } : {}) });
    showToast({ variant: 'success', ...success });
  };

  return { onSubmit: form.handleSubmit(send), honeypotRef, sent };
}
