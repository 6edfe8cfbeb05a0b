export { FormCard } from './form-card.tsx';
export { FormField } from './form-field.tsx';
export { SubmitButton } from './submit-button.tsx';
export { ToastHost, useToast, type ToastMessage } from './toast-context.tsx';
export { useLeadForm } from './use-lead-form.ts';
