/** The generic pipeline's bookkeeping: one handler per kind, job ids BullMQ accepts, safe SQL identifiers. */
import { describe, expect, it } from 'vitest';
import { cancellationKind } from '../src/cancellations/kind.ts';
import { contactMessageKind } from '../src/contact-messages/kind.ts';
import { contactSubmissionKind } from '../src/contact-submissions/kind.ts';
import { leadKinds, leadReference } from '../src/leads/lead-kind.ts';
import { createPipelineTable } from '../src/leads/pipeline-table.ts';
import { leadJobId } from '../src/queue/lead-queue.ts';
import { referralKind } from '../src/referrals/kind.ts';

const id = '0b6e7c5e-1f0a-4d2b-9a43-2c1f5d8e9a10';
const definitions = [contactSubmissionKind, contactMessageKind, referralKind, cancellationKind];

describe('when the lead kinds are registered', () => {
  it('then every kind has one definition whose mails are exactly its table columns', () => {
    expect(definitions.map((definition) => definition.kind).sort()).toEqual([...leadKinds].sort());
    for (const definition of definitions) {
      expect(Object.keys(definition.mails).sort(), definition.kind).toEqual([...definition.table.mails].sort());
    }
  });

  it('then job ids are unique per kind, contain no ":" and are never all digits, and analysis requests keep lead-<uuid>', () => {
    const ids = leadKinds.map((kind) => leadJobId({ kind, id }));
    expect(new Set(ids).size).toBe(leadKinds.length);
    for (const jobId of ids) {
      expect(jobId).not.toContain(':');
      expect(jobId).not.toMatch(/^\d+$/);
      expect(jobId.endsWith(id)).toBe(true);
    }
    expect(leadReference('contact-submission', id)).toBe(`lead-${id}`);
    expect(leadReference('referral', id)).toBe(`referral-${id}`);
  });

  it('then a table or mail name that is not a plain identifier is refused before any SQL is built', () => {
    const pool = {} as never;
    expect(() => createPipelineTable(pool, { name: 'referrals; DROP TABLE x', mails: ['notification'] })).toThrow(/identifier/);
    expect(() => createPipelineTable(pool, { name: 'referrals', mails: ['notification_sent_at = now() --'] })).toThrow(/identifier/);
    expect(() => createPipelineTable(pool, { name: 'referrals', mails: [] })).toThrow(/at least one mail/);
  });
});
