/**
 * Stories of the operator who looks after the background jobs: /admin/queues and the `sichtwerk_queue_jobs` metric
 * show every queue of the one job list (app/service-jobs.ts), so an invitation that cannot be delivered is seen in
 * both, and the dashboard's page asks no third party for anything.
 */
import { describe, expect, it } from 'vitest';
import { serviceJobs } from '../src/app/service-jobs.ts';
import { bookingMailQueueName } from '../src/booking/booking-mail-queue.ts';
import { createLeadRepositories } from '../src/pipeline/lead-wiring.ts';
import { createUser } from '../src/platform/staff/users.ts';
import { leadRegistry } from './support/lead-registry.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { validRequest } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';

const admin = { user: 'betrieb', password: 'ein-langes-passwort' };
const headers = { authorization: `Basic ${Buffer.from(`${admin.user}:${admin.password}`).toString('base64')}` };
const fixture = useServiceFixture({
  env: {
    ADMIN_USER: admin.user,
    ADMIN_PASSWORD: admin.password,
    BOOKING_TEAM_HOURS: 'Mo-So 09:00-17:00',
    BOOKING_CLOSED_DAYS: '2020-01-01',
    PUBLIC_HOLIDAY_STATE: 'none',
    BOOKING_LIMIT_PER_IP: '0',
  },
});

/** The queues the one job list declares, as the service assembles it for its kinds. */
const declaredQueues = () => serviceJobs(leadRegistry, createLeadRepositories(leadRegistry, fixture.db.pool)).map((job) => job.queue);

async function metricsText(): Promise<string> {
  const response = await fetch(`${fixture.service.url}/metrics`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of one series, e.g. sample(text, 'sichtwerk_queue_jobs', { queue: 'leads', state: 'failed' }). */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const labelText = line.slice(name.length + 1, line.lastIndexOf('}'));
    const found = Object.fromEntries([...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((match) => [match[1], match[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

interface DashboardQueues {
  queues: Array<{ name: string; counts: Record<string, number>; jobs: Array<{ name: string; failedReason?: string }> }>;
}

const dashboard = async (activeQueue: string, status: string): Promise<DashboardQueues> => {
  const response = await fetch(
    `${fixture.service.url}/admin/queues/api/queues?activeQueue=${activeQueue}&status=${status}&page=1&jobsPerPage=10`,
    { headers },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as DashboardQueues;
};

/** A lead sent through the form and booked from its receipt's link, as the visitor would. */
async function bookedCall(email: string): Promise<void> {
  const response = await fixture.service.post({ ...validRequest, email });
  expect(response.status).toBe(201);
  const receipt = await waitFor('the receipt mail', () => fixture.smtp.to(email)[0]);
  const path = /https?:\/\/[^\s"<>]+(\/termin\?vorgang=[^\s"<>]+)/.exec(receipt.parsed.text ?? '')?.[1];
  if (!path) throw new Error('no booking link in the receipt mail');
  const link = `${fixture.service.url}${path.replace(/&amp;/g, '&')}`;
  const slot = /name="slot" id="slot-\d+" value="([^"]+)"/.exec(await (await fetch(link)).text())?.[1];
  if (!slot) throw new Error('no free slot on the booking page');
  const booked = await fetch(link, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ slot }).toString(),
    redirect: 'manual',
  });
  expect(booked.status).toBe(303);
}

describe('when an operator looks at the background jobs', () => {
  it('then the dashboard and the metrics list exactly the queues of the one job list, reminders, mails and digest included', async () => {
    const declared = declaredQueues();
    expect(declared).toEqual(expect.arrayContaining(['leads', 'reminders', 'booking-mails', 'analysis-mails', 'desk-digest']));
    const shown = (await dashboard('leads', 'latest')).queues.map((queue) => queue.name);
    expect([...shown].sort()).toEqual([...declared].sort());
    const text = await metricsText();
    for (const queue of declared) expect(sample(text, 'sichtwerk_queue_up', { queue }), queue).toBe(1);
    const measured = new Set([...text.matchAll(/^sichtwerk_queue_jobs\{[^}]*queue="([^"]+)"/gm)].map((match) => match[1]));
    expect([...measured].sort()).toEqual([...declared].sort());
  });

  it('then an invitation the mail server refuses shows as a failed booking-mail job in both, with the mail it was', async () => {
    await createUser(fixture.db.pool, {
      username: 'berta',
      password: 'ein-langes-passwort',
      role: 'vertrieb',
      holdsCalls: true,
      email: 'berater@sichtwerk.test',
    });
    const email = 'postfach.voll@example.de';
    // The receipt goes through; the invitation to the same mailbox is refused for good.
    fixture.smtp.behaviour = { rejectRecipient: (address, attempt) => (address === email && attempt > 1 ? 550 : undefined) };
    try {
      await bookedCall(email);
      const text = await waitFor('the failed job counted', async () => {
        const current = await metricsText();
        return (sample(current, 'sichtwerk_queue_jobs', { queue: bookingMailQueueName, state: 'failed' }) ?? 0) >= 1 ? current : undefined;
      });
      expect(sample(text, 'sichtwerk_queue_jobs', { queue: bookingMailQueueName, state: 'failed' })).toBe(1);
      const failed = (await dashboard(bookingMailQueueName, 'failed')).queues.find((queue) => queue.name === bookingMailQueueName);
      expect(failed?.counts.failed).toBe(1);
      expect(failed?.jobs).toEqual([
        expect.objectContaining({ name: 'invitation', failedReason: expect.stringMatching(/permanently rejected/) }),
      ]);
      // The reason names the mail, never the address the server quoted.
      expect(failed?.jobs[0]?.failedReason).not.toContain(email);
      // The adviser's invitation of the same call went out.
      await waitFor('the adviser invitation', () => fixture.smtp.to('berater@sichtwerk.test')[0]);
    } finally {
      fixture.smtp.behaviour = {};
    }
  });

  it('then the mail counters carry a fixed few kinds, not one per call or per day', async () => {
    const kinds = [...(await metricsText()).matchAll(/^sichtwerk_mails_(?:sent|failed)_total\{[^}]*kind="([^"]+)"/gm)].map(
      (match) => match[1] ?? '',
    );
    expect(kinds).toEqual(expect.arrayContaining(['invitation-visitor']));
    for (const kind of kinds) expect(kind).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('then the dashboard page links nothing on another origin (no Google Fonts), so the browser asks no third party', async () => {
    const page = await fetch(`${fixture.service.url}/admin/queues`, { headers });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toMatch(/fonts\.googleapis|fonts\.gstatic/);
    const external = [...html.matchAll(/\b(?:href|src)="((?:https?:)?\/\/[^"]*)"/g)].map((match) => match[1]);
    expect(external).toEqual([]);
  });
});
