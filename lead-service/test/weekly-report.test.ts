/**
 * The weekly mail to admins: an admin who switched it on gets, on Monday at 8:00 Berlin time, last week's way from
 * request to customer and its strongest sources with the link to the report — once per week, however often the run
 * comes; a salesperson cannot switch it on, and an admin who did not gets nothing. Through the service's own worker
 * and a real SMTP sink; the expected numbers are counted from the leads the story makes.
 */
import { TZDate } from '@date-fns/tz';
import { plans } from '@sichtwerk/content/plans';
import type { Account } from '@sichtwerk/forms/desk/account-contract';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lastWeekOf,
  weeklyReportJobName,
  weeklyReportQueueName,
  type WeeklyReportJobData,
  type WeeklyReportRunResult,
} from '../src/desk/weekly-report/weekly-report-job.ts';
import { createUser } from '../src/platform/staff/users.ts';
import { deskClient } from './support/desk-client.ts';
import { insertLead } from './support/lead-rows.ts';
import { useServiceFixture } from './support/service-fixture.ts';

const fixture = useServiceFixture();

const password = 'wochenbericht-passwort-1';
const berlin = 'Europe/Berlin';
/** Monday, 7 December 2026, 8:00 in Berlin: last week is 30 November to 6 December. */
const monday = new Date(new TZDate(2026, 11, 7, 8, 0, 0, berlin).getTime());
const wall = (month: number, day: number, hour: number) => new Date(new TZDate(2026, month, day, hour, 0, 0, berlin).getTime());

let connection: Redis;
let queue: Queue<WeeklyReportJobData>;
let events: QueueEvents;

beforeAll(async () => {
  const { redisUrl, queuePrefix } = fixture.service.config;
  connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  queue = new Queue<WeeklyReportJobData>(weeklyReportQueueName, { connection, prefix: queuePrefix });
  events = new QueueEvents(weeklyReportQueueName, { connection: connection.duplicate(), prefix: queuePrefix });
  await events.waitUntilReady();
});

afterAll(async () => {
  await events?.close();
  await queue?.close();
  connection?.disconnect();
});

async function runWeekly(at: Date): Promise<WeeklyReportRunResult> {
  const job = await queue.add(weeklyReportJobName, { at: at.toISOString() });
  return (await job.waitUntilFinished(events, 60_000)) as WeeklyReportRunResult;
}

async function request(submittedAt: Date, source: unknown, n: number): Promise<string> {
  return insertLead(fixture.db.pool, 'contact_submissions', {
    company: `Wochenfirma ${n}`,
    email: `woche${n}@example.de`,
    phone: '+49 30 1234567',
    website: 'example.de',
    consent_version: 'test',
    consent_at: submittedAt,
    submitted_at: submittedAt,
    enqueued_at: submittedAt,
    source,
  });
}

describe('when an admin switched the weekly report on', () => {
  it('then on Monday morning one mail brings last week’s funnel and top sources with the link to the report, once', async () => {
    expect(lastWeekOf(monday)).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    await createUser(fixture.db.pool, { username: 'wochenadmin', password, role: 'admin' });
    await createUser(fixture.db.pool, { username: 'stilladmin', password, role: 'admin', email: 'still@sichtwerk.test' });
    await createUser(fixture.db.pool, { username: 'wochenvertrieb', password, role: 'vertrieb' });
    const admin = deskClient(fixture.service.url);
    await admin.login('wochenadmin', password);
    const switched = await admin.post<Account>('/session/digest', { digest: false, weeklyReport: true, email: 'woche@sichtwerk.test' });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ digest: false, weeklyReport: true });
    const sales = deskClient(fixture.service.url);
    await sales.login('wochenvertrieb', password);
    const refused = await sales.post<{ error: { message: string } }>('/session/digest', {
      digest: false,
      weeklyReport: true,
      email: 'v@sichtwerk.test',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Den Wochenbericht bekommen nur Administratoren.');

    // Last week: three requests from the newsletter on the analysis page (one won), one without source; not counted:
    // Sunday 29 November 23:30 and Monday 7 December 0:30, each just outside the week in Berlin.
    const business = plans.find((plan) => plan.id === 'business');
    const newsletter = { page: '/kostenlose-analyse', utm: { utm_source: 'newsletter' } };
    const won = await request(wall(11, 1, 10), newsletter, 1);
    await request(wall(11, 3, 10), newsletter, 2);
    await request(wall(11, 6, 23), newsletter, 3);
    await request(wall(11, 2, 10), null, 4);
    await request(wall(10, 29, 23), newsletter, 5);
    await request(wall(11, 7, 0), newsletter, 6);
    await fixture.db.pool.query(
      `INSERT INTO lead_outcomes (lead_id, outcome, package, monthly_value, contract_date, set_by) VALUES ($1, 'won', 'business', $2, '2026-12-04', 'wochenadmin')`,
      [won, business?.priceMonthly],
    );

    const result = await runWeekly(monday);
    expect(result).toEqual({ from: '2026-11-30', to: '2026-12-06', outcomes: { wochenadmin: 'sent' } });
    const mails = fixture.smtp.to('woche@sichtwerk.test');
    expect(mails).toHaveLength(1);
    const mail = mails[0]?.parsed;
    expect(mail?.subject).toBe('Letzte Woche im Vertrieb (30.11.2026 – 06.12.2026): 4 Anfragen, 1 Kunde');
    const text = mail?.text?.replace(/\s+/g, ' ') ?? '';
    expect(text).toContain('Anfragen: 4');
    expect(text).toContain('Kunden: 1 (25 % der Anfragen)');
    expect(text).toContain(
      `Monatswert gewonnen: ${new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(business?.priceMonthly ?? 0).replace(/\s/g, ' ')}`,
    );
    expect(text).toContain('Kostenlose Analyse: 3 Anfragen, 1 Kunde');
    expect(text).toContain('newsletter: 3 Anfragen, 1 Kunde');
    expect(text).toContain('/vertrieb/kennzahlen/abschluesse');
    expect(text).not.toContain('Wochenfirma');
    expect(text).toContain('Abschalten kannst du sie dort oben über den Briefumschlag neben „Übersicht“.');

    expect(await runWeekly(new Date(monday.getTime() + 3_600_000))).toMatchObject({ outcomes: { wochenadmin: 'already-sent' } });
    expect(fixture.smtp.to('woche@sichtwerk.test')).toHaveLength(1);
    expect(fixture.smtp.to('still@sichtwerk.test')).toEqual([]);
  });
});
