import { Queue, QueueEvents } from 'bullmq';
import { TZDate } from '@date-fns/tz';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  digestJobName,
  digestQueueName,
  digestSchedulerId,
  type DigestJobData,
  type DigestRunResult,
} from '../src/desk/digest/digest-job.ts';
import { callbackOwnedBy, digestStaff } from './support/digest-staff.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { validReferral } from './support/form-bodies.ts';
import { validRequest } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';

const fixture = useServiceFixture();
const berlin = 'Europe/Berlin';
/** The run's fixed clock: Thursday, 3 December 2026, 8:00 in Berlin — a working day, not a closed one. */
const morning = new TZDate(2026, 11, 3, 8, 0, 0, berlin);
const wall = (day: number, hour: number, minute = 0) => new Date(new TZDate(2026, 11, day, hour, minute, 0, berlin).getTime());

let connection: Redis;
let queue: Queue<DigestJobData>;
let events: QueueEvents;

beforeAll(async () => {
  const { redisUrl, queuePrefix } = fixture.service.config;
  connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  queue = new Queue<DigestJobData>(digestQueueName, { connection, prefix: queuePrefix });
  events = new QueueEvents(digestQueueName, { connection: connection.duplicate(), prefix: queuePrefix });
  await events.waitUntilReady();
});

afterAll(async () => {
  await events?.close();
  await queue?.close();
  connection?.disconnect();
});

/** Runs the digest as the 8:00 schedule would, at the given moment, through the service's own worker. */
async function runDigest(at: Date): Promise<DigestRunResult> {
  const job = await queue.add(digestJobName, { at: at.toISOString() });
  return (await job.waitUntilFinished(events, 60_000)) as DigestRunResult;
}

describe('the daily digest of a staff member', () => {
  it('when one has the digest on and a due follow-up, then exactly one mail names the lead and its reference, a colleague with it off and one with nothing due get none, and a second run the same day sends nothing', async () => {
    const greta = await digestStaff(fixture, 'greta', 'greta@sichtwerk.test');
    const hans = await digestStaff(fixture, 'hans', null);
    await digestStaff(fixture, 'ida', 'ida@sichtwerk.test');
    // Overdue since yesterday morning, and one due later today: both are today's work.
    const berger = await callbackOwnedBy(fixture, greta, 'Digestprobe Berger', wall(2, 9));
    const later = await callbackOwnedBy(fixture, greta, 'Digestprobe Nowak', wall(3, 14, 30));
    await callbackOwnedBy(fixture, hans, 'Digestprobe Hans', wall(2, 9));
    // An analysis request whose promise runs out at 10:00 today, on greta's desk.
    const analysis = await fixture.service.post({ ...validRequest, company: 'Digestprobe Bäckerei', email: 'baeckerei@example.de' });
    const analysisId = ((await analysis.json()) as { id: string }).id;
    const { rows } = await fixture.db.pool.query<{ reference: string; deadline: Date }>(
      `UPDATE leads SET owner_id = $2, submitted_at = $3::timestamptz - interval '48 hours'
        WHERE id = $1 RETURNING reference, submitted_at + interval '48 hours' AS deadline`,
      [analysisId, greta, wall(3, 10)],
    );
    const bakery = rows[0];

    const first = await runDigest(morning);
    expect(first).toMatchObject({ day: '2026-12-03', working: true, outcomes: { greta: 'sent', ida: 'nothing-due' } });
    expect(first.outcomes).not.toHaveProperty('hans');

    const mails = fixture.smtp.to('greta@sichtwerk.test');
    expect(mails).toHaveLength(1);
    const mail = mails[0]?.parsed;
    expect(mail?.subject).toBe('Heute im Vertrieb (Do., 03.12.): 2 Wiedervorlagen, 1 Frist');
    for (const part of [mail?.text ?? '', mail?.html ?? '']) {
      expect(part).toContain(`Digestprobe Berger · ${berger.reference}`);
      expect(part).toContain(`Digestprobe Nowak · ${later.reference}`);
      expect(part).toContain(`Digestprobe Bäckerei · ${bakery?.reference}`);
      expect(part).toContain(`/vertrieb/leads/${berger.id}`);
    }
    expect(mail?.text).toContain('Wiedervorlage überfällig seit 02.12., 09:00 Uhr');
    expect(mail?.text).toContain('Wiedervorlage heute 14:30 Uhr');
    expect(mail?.text).toContain('zugesagt bis 03.12.2026, 10:00');
    expect(mail?.messageId).toMatch(new RegExp(`^<desk-${greta}\\.digest-2026-12-03@`));
    expect(fixture.smtp.to('ida@sichtwerk.test')).toEqual([]);
    expect(fixture.smtp.received.filter((received) => received.parsed.subject?.startsWith('Heute im Vertrieb'))).toHaveLength(1);

    const second = await runDigest(wall(3, 11));
    expect(second.outcomes.greta).toBe('already-sent');
    expect(fixture.smtp.to('greta@sichtwerk.test')).toHaveLength(1);
    const recorded = await fixture.db.pool.query('SELECT day::text AS day, follow_ups, deadlines FROM desk_digests WHERE user_id = $1', [
      greta,
    ]);
    expect(recorded.rows).toEqual([{ day: '2026-12-03', follow_ups: 2, deadlines: 1 }]);
  });

  it("when a request arrives on Thursday and its promise runs out on Saturday, then Friday's digest lists that deadline with the rest until Monday", async () => {
    await digestStaff(fixture, 'karl', 'karl@sichtwerk.test');
    // Thursday 10:00: the 48 hours end on Saturday 10:00, when nobody gets a digest.
    const response = await fixture.service.post({ ...validRequest, company: 'Wochenendprobe Tischlerei', email: 'tischlerei@example.de' });
    const { id } = (await response.json()) as { id: string };
    const { rows } = await fixture.db.pool.query<{ reference: string }>(
      'UPDATE leads SET submitted_at = $2 WHERE id = $1 RETURNING reference',
      [id, wall(3, 10)],
    );
    const friday = await runDigest(wall(4, 8));
    expect(friday).toMatchObject({ day: '2026-12-04', working: true });
    expect(friday.outcomes.karl).toBe('sent');
    const mail = fixture.smtp.to('karl@sichtwerk.test').find((received) => received.parsed.subject?.includes('Fr., 04.12.'))?.parsed;
    expect(mail?.subject).toBe('Heute im Vertrieb (Fr., 04.12.): 1 Frist');
    expect(mail?.text).toContain(`Wochenendprobe Tischlerei · ${rows[0]?.reference}`);
    expect(mail?.text).toContain('zugesagt bis 05.12.2026, 10:00');
    expect(mail?.text).toContain('Fristen, die bis Mo., 07.12., 0 Uhr ablaufen');
  });

  it("when Good Friday, a public holiday of the configured state, follows, then Thursday's digest lists the deadlines until Tuesday and Good Friday and Easter Monday send none", async () => {
    await digestStaff(fixture, 'lotte', 'lotte@sichtwerk.test');
    const easter = (day: number, hour: number) => new Date(new TZDate(2027, 2, day, hour, 0, 0, berlin).getTime());
    // Wednesday, 24 March 2027, 10:00: the 48 hours end on Good Friday, 26 March — no list names the day, the state does.
    const response = await fixture.service.post({ ...validRequest, company: 'Osterprobe Gärtnerei', email: 'gaertnerei@example.de' });
    const { id } = (await response.json()) as { id: string };
    const { rows } = await fixture.db.pool.query<{ reference: string }>(
      'UPDATE leads SET submitted_at = $2 WHERE id = $1 RETURNING reference',
      [id, easter(24, 10)],
    );
    const thursday = await runDigest(easter(25, 8));
    expect(thursday).toMatchObject({ day: '2027-03-25', working: true });
    expect(thursday.outcomes.lotte).toBe('sent');
    const mail = fixture.smtp.to('lotte@sichtwerk.test').find((received) => received.parsed.subject?.includes('Do., 25.03.'))?.parsed;
    expect(mail?.text).toContain(`Osterprobe Gärtnerei · ${rows[0]?.reference}`);
    expect(mail?.text).toContain('zugesagt bis 26.03.2027, 10:00');
    expect(mail?.text).toContain('Fristen, die bis Di., 30.03., 0 Uhr ablaufen');
    expect(await runDigest(easter(26, 8))).toEqual({ day: '2027-03-26', working: false, outcomes: {} });
    expect(await runDigest(easter(29, 8))).toEqual({ day: '2027-03-29', working: false, outcomes: {} });
  });

  it('when the morning is a weekend or a closed day, then nobody gets a digest', async () => {
    // Only digests count: a lead's own mails from the stories before may still be arriving on a busy machine.
    const digests = () => fixture.smtp.received.filter((received) => received.parsed.subject?.startsWith('Heute im Vertrieb')).length;
    const before = digests();
    // Christmas Day 2026 is a Friday and a public holiday in every state; 5 December is a Saturday.
    expect(await runDigest(wall(25, 8))).toEqual({ day: '2026-12-25', working: false, outcomes: {} });
    expect(await runDigest(wall(5, 8))).toEqual({ day: '2026-12-05', working: false, outcomes: {} });
    expect(digests()).toBe(before);
  });

  it("when a due lead's name hides a bidi override and a zero-width space, then the digest marks each as the desk does and obeys none", async () => {
    const jana = await digestStaff(fixture, 'jana', 'jana@sichtwerk.test');
    await callbackOwnedBy(fixture, jana, 'Rechnung\u202Etxt.exe\u200B', wall(4, 9));
    // Friday, 4 December: a working day.
    expect((await runDigest(wall(4, 8))).outcomes.jana).toBe('sent');
    const mail = fixture.smtp.to('jana@sichtwerk.test')[0]?.parsed;
    for (const part of [mail?.text ?? '', mail?.html ?? '']) expect(part).not.toMatch(/[\u202E\u200B]/u);
    expect(mail?.text).toContain('Rechnung[U+202E]txt.exe[U+200B] · ');
    expect(mail?.html).toMatch(/Rechnung<mark [^>]*>U\+202E<\/mark>txt\.exe<mark [^>]*>U\+200B<\/mark> · /);
  });
});

describe('the digest schedule', () => {
  it('when the service runs its workers, then a job scheduler fires the digest at 8:00 Berlin time, Monday to Friday', async () => {
    // The service writes it once its Redis connection is ready, which may be just after it started.
    const scheduler = await waitFor('the digest schedule', () => queue.getJobScheduler(digestSchedulerId), 30_000);
    expect(scheduler).toMatchObject({ pattern: '0 8 * * 1-5', tz: 'Europe/Berlin' });
    // Its next run is at 8:00 Berlin wall time on a weekday.
    const next = new TZDate(Number(scheduler.next), berlin);
    expect([next.getHours(), next.getMinutes()]).toEqual([8, 0]);
    expect(next.getDay()).toBeGreaterThanOrEqual(1);
    expect(next.getDay()).toBeLessThanOrEqual(5);
  });
});

describe('the daily digest and the referral rewards', () => {
  it('when rewards fell due before or on the day and are not paid, then the owner’s digest lists them overdue or due today, and paid or later ones not', async () => {
    const lena = await digestStaff(fixture, 'lena', 'lena@sichtwerk.test');
    const referral = async (companyName: string, dueOn: string, paidOn: string | null) => {
      const response = await fixture.service.postTo('/api/referrals', {
        ...validReferral,
        companyName,
        companyEmail: `${dueOn}@praemie.test`,
      });
      const { id } = (await response.json()) as { id: string };
      const { rows } = await fixture.db.pool.query<{ reference: string }>(
        `UPDATE leads SET status = 'contracted', owner_id = $2 WHERE id = $1 RETURNING reference`,
        [id, lena],
      );
      await fixture.db.pool.query(
        `INSERT INTO referral_rewards (referral_id, linked_by, contract_date, due_on, decided_at, paid_on)
         VALUES ($1, 'email', $2::date - 15, $2::date, now(), $3::date)`,
        [id, dueOn, paidOn],
      );
      return { id, reference: rows[0]?.reference ?? '' };
    };
    const overdue = await referral('Prämienprobe Overdue GmbH', '2026-12-01', null);
    const today = await referral('Prämienprobe Heute KG', '2026-12-03', null);
    await referral('Prämienprobe Bezahlt GmbH', '2026-11-30', '2026-12-02');
    await referral('Prämienprobe Später GmbH', '2026-12-09', null);

    expect((await runDigest(morning)).outcomes.lena).toBe('sent');
    const mail = fixture.smtp.to('lena@sichtwerk.test')[0]?.parsed;
    expect(mail?.subject).toBe('Heute im Vertrieb (Do., 03.12.): 2 Prämien fällig');
    expect(mail?.text).toContain('Empfehlungsprämien, die fällig sind (noch nicht ausgezahlt)');
    expect(mail?.text).toContain(`Prämienprobe Overdue GmbH · ${overdue.reference}`);
    expect(mail?.text).toContain('Empfehlungsprämie überfällig seit 01.12.2026');
    expect(mail?.text).toContain(`Prämienprobe Heute KG · ${today.reference}`);
    expect(mail?.text).toContain('Empfehlungsprämie heute fällig');
    expect(mail?.html).toContain(`/vertrieb/leads/${today.id}`);
    expect(mail?.text).not.toContain('Bezahlt');
    expect(mail?.text).not.toContain('Später');
  });
});
