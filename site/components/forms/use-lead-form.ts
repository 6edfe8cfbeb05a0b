import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, fallbackErrorMessage, postJson } from '../../lib/api-client.ts';
import { useToast } from './toast-context.tsx';

interface LeadFormOptions<Schema extends z.ZodType<FieldValues, FieldValues>> {
  /** The shared schema from @sichtwerk/lead-service/schemas — the server validates with the same one. */
  schema: Schema;
  endpoint: string;
  defaultValues: DefaultValues<z.input<Schema>>;
  success: { title: string; description: string };
}

/**
 * Everything a lead form does, in one place for all four forms: German validation beside each field,
 * focus on the first invalid field, one request per submit while the button is disabled, reset and a
 * success toast, or an error toast with the input kept.
 */
export function useLeadForm<Schema extends z.ZodType<FieldValues, FieldValues>>({ schema, endpoint, defaultValues, success }: LeadFormOptions<Schema>) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema as never),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const showToast = useToast();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await postJson(endpoint, values);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      for (const [field, message] of Object.entries(apiError?.fields ?? {})) {
        form.setError(field as Path<z.input<Schema>>, { message });
      }
      showToast({ variant: 'destructive', title: 'Fehler beim Senden', description: apiError?.userMessage ?? fallbackErrorMessage });
      return;
    }
    form.reset();
    showToast({ variant: 'success', ...success });
  });

  return { form, onSubmit, pending: form.formState.isSubmitting };
}
