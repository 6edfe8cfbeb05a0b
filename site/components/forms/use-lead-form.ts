import { zodResolver } from '@hookform/resolvers/zod';
import { formNameOf, formProtectionFields } from '@sichtwerk/forms/form-protection';
import { useEffect, useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type * as z from 'zod/mini';
import { ApiError, fallbackErrorMessage, fetchFormToken, postJson, type FormToken } from '../../lib/api-client.ts';
import { useToast } from './toast-context.tsx';

interface LeadFormOptions<Schema extends z.ZodMiniType<FieldValues, FieldValues>> {
  /** The shared schema from @sichtwerk/forms — the server validates with the same one. */
  schema: Schema;
  endpoint: string;
  defaultValues: DefaultValues<z.input<Schema>>;
  success: { title: string; description: string };
}

/**
 * Everything a lead form does, in one place for all four forms: German validation beside each field,
 * focus on the first invalid field, one request per submit while the button is disabled, reset and a
 * success toast, or an error toast with the input kept.
 *
 * The spam protection lives here too, so no form has its own copy: when the form is rendered in the browser
 * it fetches a signed time token (GET /api/form-token; no cookie), and every submission carries that token
 * and the value of the hidden honeypot field (<LeadForm> renders it). If the token could not be fetched the
 * form still sends — the server keeps the lead and only marks it for review. No new token is fetched at
 * submit time: a brand-new token would look like a form filled in no time. A person who autofills and sends
 * within the server's minimum fill time waits that moment out (the button shows the pending label) instead
 * of being taken for a bot.
 */
export function useLeadForm<Schema extends z.ZodMiniType<FieldValues, FieldValues>>({ schema, endpoint, defaultValues, success }: LeadFormOptions<Schema>) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema as never),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const showToast = useToast();
  const token = useRef<FormToken | undefined>(undefined);
  const honeypotRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let current = true;
    void fetchFormToken(formNameOf(endpoint)).then((issued) => {
      if (current && issued) token.current = issued;
    });
    return () => {
      current = false;
    };
  }, [endpoint]);

  const onSubmit = form.handleSubmit(async (values) => {
    const wait = (token.current?.readyAt ?? 0) - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const body = { ...values, [formProtectionFields.honeypot]: honeypotRef.current?.value ?? '', [formProtectionFields.token]: token.current?.value };
    try {
      await postJson(endpoint, body);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      for (const [field, message] of Object.entries(apiError?.fields ?? {})) {
        form.setError(field as Path<z.input<Schema>>, { message });
      }
      showToast({ variant: 'destructive', title: 'Fehler beim Senden', description: apiError?.userMessage ?? fallbackErrorMessage });
      return;
    }
    form.reset();
    if (honeypotRef.current) honeypotRef.current.value = '';
    showToast({ variant: 'success', ...success });
  });

  return { form, onSubmit, pending: form.formState.isSubmitting, honeypotRef, endpoint };
}

export type LeadFormState = Pick<ReturnType<typeof useLeadForm>, 'onSubmit' | 'honeypotRef' | 'endpoint'>;
