/**
 * Plain SQL over the contact_messages table (/kontakt). Values are always bound parameters, never
 * concatenated; the pipeline columns are handled by the shared leads/pipeline-table.ts.
 */
import type pg from 'pg';
import type { LeadRepository } from '../leads/lead-kind.ts';
import { createPipelineTable, type PipelineTableSpec } from '../leads/pipeline-table.ts';
import type { SpamReason } from '../leads/spam.ts';
import type { SubmitResult } from '../leads/submit-lead.ts';
import type { ContactMessage } from '@sichtwerk/forms/contact-message-schema';

export type ContactMessageMail = 'receipt' | 'notification';

/** The table and its mails for the shared pipeline; the sender's receipt is sent first. */
export const contactMessageTable = {
  name: 'contact_messages',
  mails: ['receipt', 'notification'],
} as const satisfies PipelineTableSpec<ContactMessageMail>;

export interface StoredContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  submittedAt: Date;
}

interface Row {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  submitted_at: Date;
}

export interface ContactMessageRepository extends LeadRepository<StoredContactMessage, ContactMessageMail> {
  /** `spamReason` from the form protection (leads/spam.ts); null for an unremarkable submission. */
  insert(message: ContactMessage, spamReason?: SpamReason | null): Promise<SubmitResult>;
}

export function createContactMessageRepository(pool: pg.Pool): ContactMessageRepository {
  return {
    ...createPipelineTable(pool, contactMessageTable),

    async insert(input, spamReason = null) {
      const result = await pool.query<{ id: string; submitted_at: Date }>(
        `INSERT INTO contact_messages (name, email, phone, message, spam_reason)
         VALUES ($1, $2, $3, $4, $5)
         RETURNING id, submitted_at`,
        [input.name, input.email, input.phone ?? null, input.message, spamReason],
      );
      const row = result.rows[0];
      if (!row) throw new Error('INSERT into contact_messages returned no row');
      return { id: row.id, submittedAt: row.submitted_at };
    },

    async findById(id) {
      const result = await pool.query<Row>('SELECT id, name, email, phone, message, submitted_at FROM contact_messages WHERE id = $1', [
        id,
      ]);
      const row = result.rows[0];
      return row
        ? { id: row.id, name: row.name, email: row.email, phone: row.phone, message: row.message, submittedAt: row.submitted_at }
        : undefined;
    },
  };
}
