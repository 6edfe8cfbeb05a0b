import { formNameOf, formProtectionFields, leadSourceField } from '@sichtwerk/forms/form-protection';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import { ApiError, fallbackErrorMessage, fetchFormToken, postJson, type FormToken } from '../../lib/api-client.ts';
import type { SentForm } from './form-answer.tsx';
import { receivedSummary } from './received-summary.ts';
import { useToast, type ToastMessage } from './toast-context.tsx';
import type { FieldDeclarations } from '@sichtwerk/forms/form-fields';

/** How long a submit waits for a token still on its way. */
const tokenWaitMs = 5_000;

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type FormSchema = z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>;
export type FieldName<Schema extends FormSchema> = Extract<keyof z.input<Schema>, string>;

/** What <FormField> needs from the form: how to wire its input, and the German message for it, if any. */
export interface LeadFormControl<Name extends string> {
  register(name: Name): { name: Name; ref: (element: FieldElement | null) => void; onChange: () => void };
  errors: Partial<Record<Name, string>>;
}

interface LeadFormOptions<Schema extends FormSchema> {
  /** The shared schema from @sichtwerk/forms — the server validates with the same one. */
  schema: Schema;
  /** Where the form posts: its kind's declaration's endpoint (@sichtwerk/forms/define-form-kind). */
  endpoint: string;
  /** The kind's declared fields: the answer summarises the visitor's input under their labels. */
  fields: FieldDeclarations;
  success: Omit<ToastMessage, 'variant'>;
}

/** What a plain post would send for the field: a checkbox's value only when it is ticked. */
function fieldValue(element: FieldElement): string | undefined {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') return element.checked ? element.value : undefined;
  return element.value;
}

/** The first message per field, as the server's error body has it: one clear instruction per field. */
function firstMessages(error: z.core.$ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (field && !(field in messages)) messages[field] = issue.message;
  }
  return messages;
}

/**
 * Everything a lead form does, in one place for all forms: German validation beside each field,
 * focus on the first invalid field, one request per submit while the button is disabled, reset, the answer
 * in the form's place (what arrived, the reference; <FormAnswer>) plus the toast, or an error toast with the input kept. The fields stay uncontrolled (the browser holds
 * what was typed, also before hydration); validating again on every change starts after the first submit.
 * Small on purpose: the form island is all the JavaScript a form page loads.
 *
 * The spam protection lives here too, so no form has its own copy: when the form is rendered in the browser
 * it fetches a signed time token (GET /api/form-token; no cookie), and every submission carries that token
 * and the value of the hidden honeypot field (<LeadFormElement> renders it). If the token could not be fetched the
 * form still sends — the server keeps the lead and only marks it for review. No new token is fetched at
 * submit time: a brand-new token would look like a form filled in no time. A person who autofills and sends
 * within the server's minimum fill time waits that moment out (the button shows the pending label) instead
 * of being taken for a bot.
 */
export function useLeadForm<Schema extends FormSchema>({ schema, endpoint, fields: declared, success }: LeadFormOptions<Schema>) {
  type Name = FieldName<Schema>;
  const showToast = useToast();
  const token = useRef<FormToken | undefined>(undefined);
  // The token on its way: a submit that comes before it (a quick person right after the island woke) waits for it.
  const tokenRequest = useRef<Promise<unknown> | undefined>(undefined);
  const honeypotRef = useRef<HTMLInputElement>(null);
  // Insertion order is render order, so "the first invalid field" is the first one on screen.
  const fields = useRef(new Map<Name, FieldElement>());
  const refCallbacks = useRef(new Map<Name, (element: FieldElement | null) => void>());
  const submitted = useRef(false);
  const busy = useRef(false);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [pending, setPending] = useState(false);
  // The answer stays after the toast has gone; <KindForm> shows it in the form's place. With the reference the
  // service gave the lead (what the visitor quotes on the phone) and what they typed, as the answer's summary.
  const [sent, setSent] = useState<SentForm | undefined>(undefined);
  // The service could not take the lead just now (503, or no connection): the form says so in place, keeps
  // every field and offers to send the same again.
  const [unsent, setUnsent] = useState<string | undefined>(undefined);

  useEffect(() => {
    let current = true;
    tokenRequest.current = fetchFormToken(formNameOf(endpoint)).then((issued) => {
      if (current && issued) token.current = issued;
    });
    return () => {
      current = false;
    };
  }, [endpoint]);

  const validate = useCallback((): { data?: z.output<Schema>; messages: Partial<Record<Name, string>> } => {
    const values = Object.fromEntries([...fields.current].map(([name, element]) => [name, fieldValue(element)]));
    const parsed = schema.safeParse(values);
    return parsed.success
      ? { data: parsed.data, messages: {} }
      : { messages: firstMessages(parsed.error) as Partial<Record<Name, string>> };
  }, [schema]);

  const register = useCallback(
    (name: Name) => {
      let ref = refCallbacks.current.get(name);
      if (!ref) {
        ref = (element: FieldElement | null) => {
          if (element) fields.current.set(name, element);
          else fields.current.delete(name);
        };
        refCallbacks.current.set(name, ref);
      }
      const onChange = () => {
        if (!submitted.current) return;
        const message = validate().messages[name];
        setErrors((previous) => ({ ...previous, [name]: message }));
      };
      return { name, ref, onChange };
    },
    [validate],
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const formElement = event.currentTarget;
    submitted.current = true;
    setUnsent(undefined);
    const { data, messages } = validate();
    setErrors(messages);
    if (!data) {
      const firstInvalid = [...fields.current.keys()].find((name) => messages[name]);
      if (firstInvalid) fields.current.get(firstInvalid)?.focus();
      return;
    }
    busy.current = true;
    setPending(true);
    let reference: string | undefined;
    try {
      // Bounded: a token that does not come in time is left out, and the server only marks the lead for review.
      await Promise.race([tokenRequest.current, new Promise((resolve) => setTimeout(resolve, tokenWaitMs))]);
      const wait = (token.current?.readyAt ?? 0) - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const body = {
        ...data,
        [formProtectionFields.honeypot]: honeypotRef.current?.value ?? '',
        [formProtectionFields.token]: token.current?.value,
        // Where the lead came from, read from the page itself: nothing is stored in the visitor's browser for it.
        [leadSourceField]: { page: window.location.pathname + window.location.search },
      };
      ({ reference } = await postJson<{ reference?: string }>(endpoint, body));
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      if (apiError) setErrors((previous) => ({ ...previous, ...(apiError.fields as Partial<Record<Name, string>>) }));
      if (apiError && isPassing(apiError)) {
        setUnsent(apiError.userMessage);
        // The refused post may have spent its token; the next try carries a fresh one (and waits out its minimum).
        void fetchFormToken(formNameOf(endpoint)).then((issued) => {
          if (issued) token.current = issued;
        });
        return;
      }
      showToast({ variant: 'destructive', title: 'Fehler beim Senden', description: apiError?.userMessage ?? fallbackErrorMessage });
      return;
    } finally {
      busy.current = false;
      setPending(false);
    }
    const received = receivedSummary(declared, data);
    formElement.reset();
    submitted.current = false;
    setErrors({});
    setSent({ received, ...(reference ? { reference } : {}) });
    showToast({ variant: 'success', ...success });
  };

  const form: LeadFormControl<Name> = { register, errors };
  return { form, onSubmit, pending, honeypotRef, endpoint, sent, unsent };
}

/** A refusal that passes by itself: the service is briefly away (503) or the connection failed. */
function isPassing(error: ApiError): boolean {
  return error.status === 503 || error.status === 0;
}

export type LeadFormState = Pick<ReturnType<typeof useLeadForm>, 'onSubmit' | 'honeypotRef' | 'endpoint' | 'sent' | 'unsent' | 'pending'>;
