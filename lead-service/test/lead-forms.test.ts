/**
 * The form kinds as the pipeline sees them: each descriptor agrees with its table in the real database (every
 * field, stored value and mail exists; the sweeper finds a lead until its mails are done), the spam
 * rules in SQL say what kind-kit/spam.ts says, and job ids stay valid across the renaming of a kind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsOf } from '../src/kind-kit/define-lead-form.ts';
import { initialStatus, mayMoveTo } from '../src/kind-kit/lead-status.ts';
import { anyLeadForms, leadForms } from '../src/lead-forms.ts';
import { createLeadRepository } from '../src/pipeline/lead-repository.ts';
import { createPipelineTable } from '../src/pipeline/pipeline-table.ts';
import { heldSpamReasons, spamReasons } from '../src/kind-kit/spam.ts';
import { leadJobId } from '../src/pipeline/lead-queue.ts';
import { formCases } from './support/forms.ts';
import { leadRegistry } from './support/lead-registry.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

const id = '0b6e7c5e-1f0a-4d2b-9a43-2c1f5d8e9a10';
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.drop();
});

describe('when a job names a form kind', () => {
  it('then job ids are unique per kind, contain no ":" and are never all digits, and analysis requests keep lead-<uuid>', () => {
    const ids = leadForms.map((form) => leadJobId(leadRegistry, { kind: form.kind, id }));
    expect(new Set(ids).size).toBe(leadForms.length);
    for (const jobId of ids) {
      expect(jobId).not.toContain(':');
      expect(jobId).not.toMatch(/^\d+$/);
      expect(jobId.endsWith(id)).toBe(true);
    }
    expect(leadRegistry.reference('analysis-request', id)).toBe(`lead-${id}`);
  });

  it('then a job queued under a former name is still its kind, and an unknown name is none', () => {
    expect(leadRegistry.resolveKind('contact-submission')).toBe('analysis-request');
    for (const form of leadForms) expect(leadRegistry.resolveKind(form.kind)).toBe(form.kind);
    for (const value of ['contact-submissions', 'admin', '', 42, null, { kind: 'referral' }])
      expect(leadRegistry.resolveKind(value)).toBeUndefined();
  });
});

describe.each(formCases)('when a $name is stored through its descriptor', (form) => {
  const descriptor = anyLeadForms.find((candidate) => candidate.kind === form.kind)!;

  it('then every field comes back under its own name, with the stored extras, and every mail is still to send', async () => {
    const repository = createLeadRepository(db.pool, descriptor);
    const input = descriptor.table.schema.parse(form.valid);
    const { id: leadId, submittedAt } = await repository.insert(input);
    const lead = (await repository.findById(leadId)) as Record<string, unknown>;
    expect(lead).toMatchObject({ id: leadId, submittedAt, ...input });
    for (const key of Object.keys(descriptor.table.stored)) expect(lead, key).toHaveProperty(key);
    expect((await repository.deliveryState(leadId))?.unsent).toEqual(mailsOf(descriptor));
  });

  it('then the sweeper finds it until its mails are sent, and never once they are', async () => {
    const repository = createLeadRepository(db.pool, descriptor);
    const { id: leadId } = await repository.insert(descriptor.table.schema.parse(form.valid));
    await db.pool.query("UPDATE leads SET submitted_at = now() - interval '1 hour' WHERE id = $1", [leadId]);
    const pending = async () => (await repository.findPending(0, 10_000)).map((row) => row.id);
    expect(await pending()).toContain(leadId);
    await repository.markEnqueued(leadId);
    for (const mail of mailsOf(descriptor)) {
      expect(await pending()).toContain(leadId);
      await repository.markMailSent(leadId, mail);
    }
    expect(await pending()).not.toContain(leadId);
  });
});

describe('when the database checks a spam flag', () => {
  it('then it accepts exactly the reasons the code knows and holds back exactly the held ones', async () => {
    for (const reason of spamReasons) {
      const held = (await db.pool.query<{ held: boolean }>('SELECT spam_held($1::spam_reason) AS held', [reason])).rows[0]?.held;
      expect(held, reason).toBe((heldSpamReasons as readonly string[]).includes(reason));
    }
    expect((await db.pool.query<{ held: boolean }>('SELECT spam_held(NULL) AS held')).rows[0]?.held).toBe(false);
    await expect(db.pool.query("SELECT 'bored'::spam_reason")).rejects.toThrow(/spam_reason_known/);
  });
});

describe('when a descriptor names something that is not a plain SQL identifier', () => {
  it('then it is refused before any SQL is built', () => {
    const pool = {} as never;
    expect(() => createPipelineTable(pool, { kind: 'referral', mails: ['notification_sent_at = now() --'] })).toThrow(/identifier/);
    expect(() => createPipelineTable(pool, { kind: 'referral', mails: [] })).toThrow(/at least one mail/);
    const [form] = anyLeadForms;
    const hostile = { ...form!, table: { ...form!.table, columns: { company: 'company); DROP TABLE referrals; --' } } };
    expect(() => createLeadRepository(pool, hostile)).toThrow(/identifier/);
  });
});

describe('when a lead arrives, it starts in its kind’s first status', () => {
  it.each(anyLeadForms.map((form) => [form.kind, form] as const))(
    'then a stored %s has the descriptor’s first status',
    async (_kind, form) => {
      const valid = formCases.find((candidate) => candidate.kind === form.kind)?.valid;
      const { id: leadId } = await createLeadRepository(db.pool, form).insert(form.table.schema.parse(valid));
      const { rows } = await db.pool.query<{ status: string }>('SELECT status FROM leads WHERE id = $1', [leadId]);
      expect(rows[0]?.status).toBe(initialStatus(form.statuses));
    },
  );

  it('then every status a kind moves on to is one of its own, with a German label', () => {
    for (const form of anyLeadForms) {
      for (const [key, status] of Object.entries(form.statuses)) {
        expect(status.label, `${form.kind}.${key}`).toMatch(/\S/);
        for (const next of status.next) expect(mayMoveTo(form.statuses, key, next)).toBe(next in form.statuses);
      }
    }
  });
});
