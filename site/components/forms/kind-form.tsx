import type { FormCopy } from '@sichtwerk/content/form-copy';
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import { DeclaredFields } from './declared-fields.tsx';
import { FormAnswer } from './form-answer.tsx';
import { LeadFormElement } from './lead-form-element.tsx';
import { SubmitButton } from './submit-button.tsx';
import { ToastHost } from './toast-context.tsx';
import { type KindDeclaration, useLeadForm } from './use-lead-form.ts';
import { useLeadSubmit } from './use-lead-submit.ts';

export type { KindDeclaration } from './use-lead-form.ts';

/** What the island's HTML carries as JSON: the kind, where it posts and its copy. */
export interface KindFormProps {
  kind: FormKind;
  /** The kind's endpoint (@sichtwerk/forms/form-kinds): where the script posts. */
  endpoint: string;
  /** Where the form posts without script, below its page (@sichtwerk/forms/form-post). */
  postPath: string;
  /** From @sichtwerk/content/form-copy via the page's HTML, so the browser bundle carries no page texts. */
  copy: FormCopy;
}

function KindFormFields({ kind, endpoint, postPath, copy, declaration }: KindFormProps & { declaration: KindDeclaration }) {
  const form = useLeadForm(declaration);
  const { onSubmit, honeypotRef, sent } = useLeadSubmit(form, { endpoint, fields: declaration.fields, success: copy.success });
  // Sent: the answer takes the form's place (the form card's own heading and hint step aside, form-card.tsx).
  if (sent) return <FormAnswer id={kind} copy={copy} sent={sent} />;
  const grouped = Object.values(declaration.fields).some((field) => field.group);
  return (
    <LeadFormElement
      form={form}
      postPath={postPath}
      onSubmit={onSubmit}
      honeypotRef={honeypotRef}
      formId={kind}
      aria-label={copy.label}
      className={grouped ? 'space-y-6' : 'space-y-4'}
    >
      <DeclaredFields form={form} formId={kind} fields={declaration.fields} />
      {copy.notice && <p className="rounded-lg bg-brand-50 p-3 text-sm text-slate-700">{copy.notice}</p>}
      <SubmitButton pending={form.formState.isSubmitting} label={copy.submitLabel} />
      {copy.privacyNote && (
        <p className="text-sm text-slate-600">
          {copy.privacyNote.text} {copy.privacyNote.linkPrefix}{' '}
          <a href={copy.privacyNote.linkPath} className="font-medium text-brand-700 underline">
            {copy.privacyNote.linkText}
          </a>
          .
        </p>
      )}
    </LeadFormElement>
  );
}

/** Every kind's form with its toast region: the one part of a form page that hydrates, drawn from the kind's declaration. */
export function KindForm(props: KindFormProps & { declaration: KindDeclaration }) {
  return (
    <ToastHost>
      <KindFormFields {...props} />
    </ToastHost>
  );
}
