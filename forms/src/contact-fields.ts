/**
 * The contact fields several forms ask for (e-mail, phone, a person's name, company or name), each built once:
 * a form declares one with its own example and, where it differs, its own required message. Bundled into the
 * browser: import only zod/mini.
 */
import { field } from './form-fields.ts';
import { email, optionalPhone, phone, requiredText } from './schema-fields.ts';

export const emailField = ({ example, required = 'Bitte gib deine E-Mail-Adresse an.' }: { example: string; required?: string }) =>
  field(
    { label: 'E-Mail', prompt: 'E-Mail-Adresse', input: 'email', column: 'email', example, erase: 'email', autoComplete: 'email' },
    email({ required }),
  );

const phoneDeclaration = (example: string) =>
  ({ label: 'Telefon', input: 'tel', column: 'phone', example, erase: 'phone', autoComplete: 'tel', placeholder: '+49 ...' }) as const;

export const phoneField = ({ example, required }: { example: string; required: string }) =>
  field(phoneDeclaration(example), phone({ required }));

/** A phone number the visitor may leave empty. */
export const optionalPhoneField = ({ example }: { example: string }) => field(phoneDeclaration(example), optionalPhone());

export const personNameField = ({ example, limits }: { example: string; limits: { min: number; max: number } }) =>
  field(
    { label: 'Name', column: 'name', example, autoComplete: 'name' },
    requiredText({ label: 'Der Name', required: 'Bitte gib deinen Namen an.', min: limits.min, max: limits.max }),
  );

export const companyOrNameField = ({ example, limits }: { example: string; limits: { min: number; max: number } }) =>
  field(
    { label: 'Firma / Name', column: 'company', example, autoComplete: 'organization' },
    requiredText({
      label: 'Firma / Name',
      required: 'Bitte gib deine Firma oder deinen Namen an.',
      min: limits.min,
      max: limits.max,
      tooShort: 'Bitte gib mindestens 2 Zeichen für Firma / Name an.',
    }),
  );
