/**
 * The form kinds the lead pipeline handles, and the one shape in which each kind describes itself to the
 * shared mechanics (queue, worker, sweeper): its table, its mails and how to load a row. Each kind's folder
 * contributes one LeadKindDefinition (`<kind>/kind.ts`); nothing outside those definitions branches on the kind.
 */
import type { MailMessage } from '../mail/mail-message.ts';
import { composeMail } from './compose-mail.ts';
import type { LeadMail, MailSettings } from './lead-mail.ts';
import type { PipelineTable, PipelineTableSpec } from './pipeline-table.ts';
import { reviewNotice, type SpamReason } from './spam.ts';

export const leadKinds = ['contact-submission', 'contact-message', 'referral', 'cancellation'] as const;
export type LeadKind = (typeof leadKinds)[number];

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === 'string' && (leadKinds as readonly string[]).includes(value);
}

const referencePrefixes = {
  // Analysis requests keep the 'lead-' prefix they had before the other forms existed, so their queued jobs
  // and the Message-IDs of mails already sent stay the same across an upgrade.
  'contact-submission': 'lead',
  'contact-message': 'message',
  referral: 'referral',
  cancellation: 'cancellation',
} as const satisfies Record<LeadKind, string>;

/**
 * `<prefix>-<uuid>`: the row's BullMQ job id, the local part of its Message-IDs and its outbox file names.
 * The prefix keeps it unique across tables and satisfies BullMQ (no ':', not all digits).
 */
export function leadReference(kind: LeadKind, id: string): string {
  return `${referencePrefixes[kind]}-${id}`;
}

export interface LeadKindDefinition<Lead extends { id: string }, Mail extends string> {
  kind: LeadKind;
  /** The table and its mail columns (`<mail>_sent_at`, `<mail>_error`); the order is the sending order. */
  table: PipelineTableSpec<Mail>;
  /** Exactly one entry per mail column, checked by the compiler. */
  mails: { readonly [M in Mail]: LeadMail<Lead> };
  /** A time until which a mail waits for more content (the analysis notification for its website check). */
  holdUntil?(lead: Lead, mail: Mail, settings: MailSettings): Date | undefined;
}

/** What a kind's repository offers the pipeline: its own row type by id, plus the generic bookkeeping. */
export type LeadRepository<Lead, Mail extends string> = PipelineTable<Mail> & {
  findById(id: string): Promise<Lead | undefined>;
};

/** A kind bound to its repository and the mail settings: all the worker and the sweeper need. */
export interface LeadKindHandler {
  readonly kind: LeadKind;
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
  /** Set when a mail was left out because it waits (holdUntil); the job tries again at this time. */
  heldUntil?: Date;
}

export function createLeadKindHandler<Lead extends { id: string }, Mail extends string>(
  definition: LeadKindDefinition<Lead, Mail>,
  repository: LeadRepository<Lead, Mail>,
  settings: MailSettings,
): LeadKindHandler {
  return {
    kind: definition.kind,
    pipeline: repository,
    async unsentMails(id) {
      const state = await repository.deliveryState(id);
      if (!state) return undefined;
      if (state.unsent.length === 0) return { mails: [], spamReason: state.spamReason };
      const lead = await repository.findById(id);
      if (!lead) return undefined;
      const reference = leadReference(definition.kind, lead.id);
      const notice = state.spamReason ? reviewNotice(state.spamReason) : undefined;
      const now = Date.now();
      let heldUntil: Date | undefined;
      const ready = state.unsent.filter((name) => {
        const until = definition.holdUntil?.(lead, name, settings);
        if (!until || until.getTime() <= now) return true;
        if (!heldUntil || until < heldUntil) heldUntil = until;
        return false;
      });
      const mails = ready.map((name) => composeMail(name, definition.mails[name], lead, reference, settings, notice));
      return { mails, spamReason: state.spamReason, ...(heldUntil ? { heldUntil } : {}) };
    },
  };
}
