export { FormCard } from './form-card.tsx';
export { DeclaredFields } from './declared-fields.tsx';
export { FormCheckbox } from './form-checkbox.tsx';
export { FormField } from './form-field.tsx';
export { FormIsland } from './form-island.tsx';
export { HoneypotField, LeadFormElement } from './lead-form-element.tsx';
export { SubmitButton } from './submit-button.tsx';
export { ToastHost, useToast, type ToastMessage } from './toast-context.tsx';
export { useLeadForm, type LeadFormState } from './use-lead-form.ts';
