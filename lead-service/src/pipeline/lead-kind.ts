/**
 * A form kind bound to its repository and the mail settings: all the worker and the sweeper need. Nothing
 * here branches on the kind; what differs is in the kind's descriptor (define-lead-form.ts).
 */
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import type { MailMessage } from '../platform/mail/mail-message.ts';
import { composeMail } from '../kind-kit/compose-mail.ts';
import { leadReferenceOf, type LeadForm, type LeadOf, type LeadTable } from '../kind-kit/define-lead-form.ts';
import type { MailSettings } from '../kind-kit/lead-mail.ts';
import type { LeadRepository } from './lead-repository.ts';
import type { PipelineTable } from './pipeline-table.ts';
import { receiptLine } from './receipt-line.ts';
import { reviewNotice, type SpamReason } from '../kind-kit/spam.ts';

export interface LeadKindHandler {
  readonly kind: FormKind;
  readonly pipeline: PipelineTable<string>;
  /**
   * The row's mails that are neither sent nor permanently failed, composed; undefined when the row is gone,
   * empty when it is held as spam. A lead the spam protection could not verify gets a review note in the
   * team's mail.
   */
  unsentMails(id: string): Promise<PendingMails | undefined>;
}

/** A row's composed, unsent mails and the spam flag it carries (null when it passed every check). */
export interface PendingMails {
  mails: MailMessage[];
  spamReason: SpamReason | null;
  submittedAt: Date;
  /** Set when the kind has a step (define-lead-form.ts step) and this lead still needs it; `mail` is the one that waits. */
  step?: { mail: string };
}

export function createLeadKindHandler(
  form: LeadForm,
  repository: LeadRepository<LeadOf<LeadTable>>,
  settings: MailSettings,
): LeadKindHandler {
  return {
    kind: form.kind,
    pipeline: repository,
    async unsentMails(id) {
      const state = await repository.deliveryState(id);
      if (!state) return undefined;
      const lead = await repository.findById(id);
      if (!lead) return undefined;
      const reference = leadReferenceOf(form, lead.id);
      const notice = state.spamReason ? reviewNotice(state.spamReason) : undefined;
      const mails = state.unsent.flatMap((name) => {
        const mail = form.mails[name];
        if (!mail) return [];
        const receipt = mail.audience === 'team' ? receiptLine(form, state, lead.id, settings) : [];
        return [composeMail(name, mail, lead, reference, settings, notice, receipt)];
      });
      const step = form.step?.needed(lead) ? { mail: form.step.mail } : undefined;
      return { mails, spamReason: state.spamReason, submittedAt: lead.submittedAt, ...(step ? { step } : {}) };
    },
  };
}
