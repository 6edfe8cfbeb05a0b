/**
 * The referrer's mail when the reward is due (issue 44 item 3): not before the due day, once on it — a second run,
 * the next morning's or a retry sends nothing — and not for a declined or already paid reward; a declined one an
 * admin grants anyway follows the same rule. Through the service's own worker, real SMTP sink, the clock of each run
 * given to the job.
 */
import { TZDate } from '@date-fns/tz';
import { claimLabels } from '@sichtwerk/content/claims';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  rewardMailJobName,
  rewardMailQueueName,
  type RewardMailJobData,
  type RewardMailRunResult,
} from '../src/desk/referral-rewards/reward-due-mail-job.ts';
import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { createUser } from '../src/platform/staff/users.ts';
import { deskClient } from './support/desk-client.ts';
import { validReferral } from './support/form-bodies.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { salesEmail } from './support/test-service.ts';

const fixture = useServiceFixture();
const berlin = 'Europe/Berlin';
const nineOn = (month: number, day: number) => new Date(new TZDate(2027, month - 1, day, 9, 0, 0, berlin).getTime());

let connection: Redis;
let queue: Queue<RewardMailJobData>;
let events: QueueEvents;

beforeAll(async () => {
  const { redisUrl, queuePrefix } = fixture.service.config;
  connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  queue = new Queue<RewardMailJobData>(rewardMailQueueName, { connection, prefix: queuePrefix });
  events = new QueueEvents(rewardMailQueueName, { connection: connection.duplicate(), prefix: queuePrefix });
  await events.waitUntilReady();
});

afterAll(async () => {
  await events?.close();
  await queue?.close();
  connection?.disconnect();
});

async function runMails(at: Date): Promise<RewardMailRunResult> {
  const job = await queue.add(rewardMailJobName, { at: at.toISOString() });
  return (await job.waitUntilFinished(events, 60_000)) as RewardMailRunResult;
}

async function decidedReferral(referrerEmail: string, reward: { dueOn: string | null; declined?: string; paidOn?: string }) {
  const response = await fixture.service.postTo('/api/referrals', {
    ...validReferral,
    referrerEmail,
    companyName: 'Prämienmail Schreinerei GmbH',
    companyEmail: `firma-${referrerEmail.replace('@', '-')}@empfohlen.test`,
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const { rows } = await fixture.db.pool.query<{ reference: string }>('UPDATE leads SET status = $2 WHERE id = $1 RETURNING reference', [
    id,
    reward.declined ? 'rejected' : reward.paidOn ? 'paid' : 'contracted',
  ]);
  await fixture.db.pool.query(
    `INSERT INTO referral_rewards (referral_id, linked_by, contract_date, due_on, declined_reason, decided_at, paid_on)
     VALUES ($1, 'email', '2027-01-25', $2::date, $3, now(), $4::date)`,
    [id, reward.dueOn, reward.declined ?? null, reward.paidOn ?? null],
  );
  return { id, reference: rows[0]?.reference ?? '' };
}

describe('when a referral’s reward falls due on 9 February (contract 25 January, 14 days’ waiting period)', () => {
  it('then the referrer gets no mail before, one short German mail on the day, and none again', async () => {
    const referrer = 'praemie-faellig@empfehler.test';
    const { id, reference } = await decidedReferral(referrer, { dueOn: '2027-02-09' });
    await decidedReferral('abgelehnt@empfehler.test', { dueOn: null, declined: 'Kein Neukunde: …' });
    await decidedReferral('bezahlt@empfehler.test', { dueOn: '2027-02-01', paidOn: '2027-02-05' });
    // The acknowledgement of the referral arrives on its own time: only the reward's mails count here.
    const dueMails = () => fixture.smtp.to(referrer).filter((received) => received.parsed.subject?.startsWith('Deine Empfehlungsprämie'));

    expect((await runMails(nineOn(2, 8))).sent).toEqual([]);
    expect(dueMails()).toEqual([]);

    expect(await runMails(nineOn(2, 9))).toEqual({ day: '2027-02-09', sent: [id] });
    const mails = dueMails();
    expect(mails).toHaveLength(1);
    const mail = mails[0]?.parsed;
    expect(mail?.subject).toBe(`Deine Empfehlungsprämie von ${claimLabels.referralReward} ist fällig`);
    expect((mail?.replyTo ?? []).map((entry) => entry.address)).toEqual([salesEmail]);
    for (const part of [mail?.text ?? '', mail?.html ?? '']) {
      expect(part).toContain(
        `Prämienmail Schreinerei GmbH ist Kunde bei Sichtwerk geworden – aus deiner Empfehlung mit der Vorgangsnummer ${reference}.`,
      );
      expect(part).toContain('seit dem 09.02.2027 fällig');
      expect(part).toContain('IBAN');
    }
    expect(mail?.text).not.toMatch(/Business|Premium|Paket|€ pro Monat/);

    expect((await runMails(nineOn(2, 9))).sent).toEqual([]);
    expect((await runMails(nineOn(2, 10))).sent).toEqual([]);
    expect(dueMails()).toHaveLength(1);
    expect(fixture.smtp.to('abgelehnt@empfehler.test').filter((m) => m.parsed.subject?.includes('fällig'))).toEqual([]);
    expect(fixture.smtp.to('bezahlt@empfehler.test').filter((m) => m.parsed.subject?.includes('fällig'))).toEqual([]);
    const sentAt = await fixture.db.pool.query('SELECT due_mail_sent_at FROM referral_rewards WHERE referral_id = $1', [id]);
    expect(sentAt.rows[0]?.due_mail_sent_at).toBeInstanceOf(Date);
  });
});

describe('when an admin grants a reward the conditions declined (contract 25 January)', () => {
  it('then the referrer’s mail waits for the due day, 9 February, like any other', async () => {
    const referrer = 'trotzdem-gewaehrt@empfehler.test';
    const { id } = await decidedReferral(referrer, { dueOn: null, declined: 'Kein Neukunde: Das Unternehmen hatte schon angefragt.' });
    await createUser(fixture.db.pool, { username: 'praemienadmin', password: 'praemienadmin-passwort-1', role: 'admin' });
    const admin = deskClient(fixture.service.url);
    await admin.login('praemienadmin', 'praemienadmin-passwort-1');
    const granted = await admin.post<DeskLead>(`/leads/${id}/referral-reward/grant`, { reason: 'Frühere Anfrage ohne Kontakt' });
    expect(granted.body.reward?.dueOn).toBe('2027-02-09');
    const dueMails = () => fixture.smtp.to(referrer).filter((received) => received.parsed.subject?.startsWith('Deine Empfehlungsprämie'));

    expect((await runMails(nineOn(2, 8))).sent).not.toContain(id);
    expect(dueMails()).toEqual([]);
    expect((await runMails(nineOn(2, 9))).sent).toContain(id);
    expect(dueMails()).toHaveLength(1);
  });
});
