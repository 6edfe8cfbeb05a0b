/**
 * The conversion report (/vertrieb/kennzahlen/abschluesse) against a hand count: leads of March 2026 with known
 * sources — form pages, an article, campaigns, kinds — some with their analysis sent, a call booked or held, a few
 * won through the desk's „Kunde geworden“ with package and contract date; held spam, a cancellation and a lead of
 * April around them. Every expected number below is counted from the list `seed`, not from the service.
 */
import { loadArticlesFromDisk } from '@sichtwerk/content/blog-disk';
import { plans } from '@sichtwerk/content/plans';
import { findPageByPath } from '@sichtwerk/content/routes';
import type { ConversionReport, ReportLeads, ReportRow } from '@sichtwerk/forms/desk/report-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { periodRange } from '../src/desk/conversion-report.ts';
import { createUser } from '../src/platform/staff/users.ts';
import { deskClient, type DeskClient } from './support/desk-client.ts';
import { insertSentAnalysis } from './support/finished-analysis.ts';
import { insertLead } from './support/lead-rows.ts';
import { useServiceFixture } from './support/service-fixture.ts';

const fixture = useServiceFixture();

const password = 'bericht-passwort-1234';
const article = loadArticlesFromDisk()[0];
const priceOf = (id: string) => plans.find((plan) => plan.id === id)?.priceMonthly ?? Number.NaN;

interface Seed {
  kind: 'analysis' | 'callback' | 'cancellation';
  page: string | null;
  utm?: Record<string, string>;
  /** Berlin wall time of receipt. */
  at: string;
  spam?: 'honeypot';
  analysis?: true;
  call?: 'booked' | 'held' | 'cancelled';
  won?: { package: string; contractDate: string };
}

const ads = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'fruehjahr' };
const mail = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'fruehjahr' };
const seed: Seed[] = [
  // Analysis page from Google Ads: 4 requests, 3 analyses, 3 calls booked (one cancelled: not counted), 2 held, 2 won.
  {
    kind: 'analysis',
    page: '/kostenlose-analyse',
    utm: ads,
    at: '2026-03-01T00:10',
    analysis: true,
    call: 'held',
    won: { package: 'business', contractDate: '2026-03-11' },
  },
  {
    kind: 'analysis',
    page: '/kostenlose-analyse',
    utm: ads,
    at: '2026-03-05T12:00',
    analysis: true,
    call: 'held',
    won: { package: 'premium', contractDate: '2026-03-25' },
  },
  { kind: 'analysis', page: '/kostenlose-analyse', utm: ads, at: '2026-03-10T09:00', analysis: true, call: 'booked' },
  { kind: 'analysis', page: '/kostenlose-analyse', utm: ads, at: '2026-03-12T09:00', call: 'cancelled' },
  // Analysis page from the newsletter: 2 requests, 1 analysis, 1 held, 1 won.
  {
    kind: 'analysis',
    page: '/kostenlose-analyse',
    utm: mail,
    at: '2026-03-20T15:00',
    analysis: true,
    call: 'held',
    won: { package: 'business', contractDate: '2026-04-09' },
  },
  { kind: 'analysis', page: '/kostenlose-analyse', utm: mail, at: '2026-03-31T23:30' },
  // The article's page, no campaign: 1 request with its analysis.
  { kind: 'analysis', page: `/${article?.slug}`, at: '2026-03-15T08:00', analysis: true },
  // A callback without source and one from the callback page: 2 requests of another kind.
  { kind: 'callback', page: null, at: '2026-03-03T10:00' },
  { kind: 'callback', page: '/rueckruf', utm: ads, at: '2026-03-04T10:00' },
  // Not counted: held spam, a cancellation (stores no source), a lead before and after March in Berlin.
  { kind: 'analysis', page: '/kostenlose-analyse', utm: ads, at: '2026-03-06T10:00', spam: 'honeypot' },
  { kind: 'cancellation', page: null, at: '2026-03-06T10:00' },
  { kind: 'analysis', page: '/kostenlose-analyse', utm: ads, at: '2026-02-28T23:59' },
  { kind: 'analysis', page: '/kostenlose-analyse', utm: ads, at: '2026-04-01T00:00' },
];
const march = { period: 'custom', from: '2026-03-01', to: '2026-03-31' } as const;

/** Berlin wall time → instant (March 2026: +01:00 until the 29th, +02:00 from then). */
function berlin(wall: string): Date {
  const summer = wall >= '2026-03-29T02:00';
  return new Date(`${wall}:00${summer ? '+02:00' : '+01:00'}`);
}

let admin: DeskClient;
let sales: DeskClient;

beforeAll(async () => {
  const pool = fixture.db.pool;
  const adviser = await createUser(pool, { username: 'berichtberater', password, role: 'vertrieb', holdsCalls: true });
  await createUser(pool, { username: 'berichtadmin', password, role: 'admin' });
  admin = deskClient(fixture.service.url);
  await admin.login('berichtadmin', password);
  sales = deskClient(fixture.service.url);
  await sales.login('berichtberater', password);
  let n = 0;
  for (const lead of seed) {
    n += 1;
    const submittedAt = berlin(lead.at);
    const source = lead.page === null ? null : { page: lead.page, ...(lead.utm ? { utm: lead.utm } : {}) };
    const common = { submitted_at: submittedAt, enqueued_at: submittedAt, spam_reason: lead.spam ?? null, source };
    const id =
      lead.kind === 'analysis'
        ? await insertLead(pool, 'contact_submissions', {
            ...common,
            company: `Berichtsfirma ${n}`,
            email: `bericht${n}@example.de`,
            phone: '+49 30 1234567',
            website: 'example.de',
            consent_version: 'test',
            consent_at: submittedAt,
          })
        : lead.kind === 'callback'
          ? await insertLead(pool, 'callback_requests', {
              ...common,
              name: `Rückruf ${n}`,
              phone: '030 1234567',
              time_window: 'vormittags',
            })
          : await insertLead(pool, 'cancellations', {
              ...common,
              source: null,
              company: 'Kündiger GmbH',
              email: 'kuendigung@example.de',
              retain_until: new Date('2033-01-01T00:00:00Z'),
            });
    if (lead.analysis) await insertSentAnalysis(pool, id, new Date(submittedAt.getTime() + 86_400_000));
    if (lead.call) {
      const startsAt = new Date(submittedAt.getTime() + 3 * 86_400_000);
      const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
      await pool.query(
        `INSERT INTO bookings (lead_id, adviser_id, starts_at, ends_at, blocked_until, status, status_before, uid, email, name)
         VALUES ($1, $2, $3, $4, $4, $5, 'new', gen_random_uuid()::text, 'x@example.de', 'x')`,
        [id, adviser.id, startsAt, endsAt, lead.call],
      );
    }
    if (lead.won) {
      expect((await sales.post(`/leads/${id}/status`, { to: 'presented' })).status).toBe(200);
      const won = await sales.post(`/leads/${id}/status`, {
        to: 'won',
        won: { package: lead.won.package, addOns: [], contractDate: lead.won.contractDate },
      });
      expect(won.status, JSON.stringify(won.body)).toBe(200);
    }
  }
});

/** The hand count of the seed's March requests that `match` picks. */
function count(match: (lead: Seed) => boolean) {
  const counted = seed.filter(
    (lead) => lead.kind !== 'cancellation' && !lead.spam && lead.at >= '2026-03-01' && lead.at < '2026-04-01' && match(lead),
  );
  const won = counted.flatMap((lead) => (lead.won ? [lead] : []));
  const days = won
    .map((lead) => (Date.parse(lead.won?.contractDate ?? '') - Date.parse(lead.at.slice(0, 10))) / 86_400_000)
    .sort((a, b) => a - b);
  const middle = Math.floor(days.length / 2);
  return {
    requests: counted.length,
    analysesSent: counted.filter((lead) => lead.analysis).length,
    callsBooked: counted.filter((lead) => lead.call === 'booked' || lead.call === 'held').length,
    callsHeld: counted.filter((lead) => lead.call === 'held').length,
    customers: won.length,
    monthlyValue: won.reduce((sum, lead) => sum + priceOf(lead.won?.package ?? ''), 0),
    medianDaysToCustomer:
      days.length === 0 ? null : days.length % 2 ? (days[middle] ?? null) : ((days[middle - 1] ?? 0) + (days[middle] ?? 0)) / 2,
  };
}

function rowOf(report: ConversionReport, key: string | null): ReportRow | undefined {
  return report.rows.find((row) => row.key === key);
}

describe('when the owner reads March’s conversion report', () => {
  it('then by form page each page or article has its requests, analyses, calls, customers and monthly value as counted by hand', async () => {
    const report = await sales.post<ConversionReport>('/report', { ...march, group: 'page' });
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ from: '2026-03-01', to: '2026-03-31', group: 'page' });
    expect(rowOf(report.body, '/kostenlose-analyse')).toMatchObject({
      label: findPageByPath('/kostenlose-analyse')?.label,
      ...count((lead) => lead.page === '/kostenlose-analyse'),
    });
    expect(rowOf(report.body, `/${article?.slug}`)).toMatchObject({
      label: article?.title,
      ...count((lead) => lead.page === `/${article?.slug}`),
    });
    expect(rowOf(report.body, null)).toMatchObject({ label: 'ohne Formularseite', ...count((lead) => lead.page === null) });
    expect(report.body.total).toMatchObject({ label: 'Alle', ...count(() => true) });
    expect(report.body.rows.map((row) => row.requests)).toEqual([...report.body.rows.map((row) => row.requests)].sort((a, b) => b - a));
  });

  it('then by campaign and by kind the numbers match the hand count too', async () => {
    const campaigns = (await sales.post<ConversionReport>('/report', { ...march, group: 'utm_campaign' })).body;
    expect(rowOf(campaigns, 'fruehjahr')).toMatchObject(count((lead) => lead.utm?.utm_campaign === 'fruehjahr'));
    expect(rowOf(campaigns, null)).toMatchObject({ label: 'ohne Angabe', ...count((lead) => !lead.utm) });
    const sources = (await sales.post<ConversionReport>('/report', { ...march, group: 'utm_source' })).body;
    expect(rowOf(sources, 'newsletter')).toMatchObject(count((lead) => lead.utm?.utm_source === 'newsletter'));
    expect(rowOf(sources, 'google')).toMatchObject(count((lead) => lead.utm?.utm_source === 'google'));
    const kinds = (await sales.post<ConversionReport>('/report', { ...march, group: 'kind' })).body;
    expect(rowOf(kinds, 'analysis-request')).toMatchObject({ label: 'Analyse-Anfragen', ...count((lead) => lead.kind === 'analysis') });
    expect(rowOf(kinds, 'callback-request')).toMatchObject(count((lead) => lead.kind === 'callback'));
    expect(kinds.rows.map((row) => row.key)).not.toContain('cancellation');
  });

  it('then a number opens the leads behind it, and the admin alone takes the report as CSV', async () => {
    const customers = await sales.post<ReportLeads>('/report/leads', { ...march, group: 'utm_source', key: 'google', stage: 'customers' });
    expect(customers.status).toBe(200);
    expect(customers.body.leads.map((lead) => lead.monthlyValue)).toEqual([priceOf('premium'), priceOf('business')]);
    expect(customers.body.leads.every((lead) => lead.statusLabel === 'Kunde geworden' && /^SW-/.test(lead.reference))).toBe(true);
    const unsourced = await sales.post<ReportLeads>('/report/leads', { ...march, group: 'page', key: null, stage: 'requests' });
    expect(unsourced.body.leads.map((lead) => lead.kindLabel)).toEqual(['Rückrufbitte']);

    expect((await sales.post('/report/export', { ...march, group: 'utm_campaign' })).status).toBe(403);
    const csv = await fetch(`${fixture.service.url}/vertrieb/api/report/export`, {
      method: 'POST',
      headers: { cookie: admin.cookie ?? '', origin: fixture.service.url, 'content-type': 'application/json' },
      body: JSON.stringify({ ...march, group: 'utm_campaign' }),
    });
    expect(csv.status).toBe(200);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text.startsWith('\uFEFFKampagne (utm_campaign);Anfragen;Analyse gesendet;')).toBe(true);
    const total = count(() => true);
    expect(text).toContain(
      `\r\nAlle;${total.requests};${total.analysesSent};${total.callsBooked};${total.callsHeld};${total.customers};${total.monthlyValue};`,
    );
    expect(text).toContain('01.03.2026–31.03.2026');
  });

  it('then a wrong range is refused in German, and the fixed periods are Berlin days', async () => {
    const backwards = await sales.post<{ error: { message: string } }>('/report', {
      period: 'custom',
      from: '2026-03-31',
      to: '2026-03-01',
      group: 'kind',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.message).toBe('Der letzte Tag liegt vor dem ersten.');
    // 23:30 UTC on 31 October is 1 November in Berlin: this month is November, last month October.
    const now = new Date('2026-10-31T23:30:00Z');
    expect(periodRange({ period: 'this_month' }, now)).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-01',
      start: new Date('2026-10-31T23:00:00Z'),
    });
    expect(periodRange({ period: 'last_month' }, now)).toMatchObject({
      from: '2026-10-01',
      to: '2026-10-31',
      start: new Date('2026-09-30T22:00:00Z'),
    });
    expect(periodRange({ period: 'last_90_days' }, now)).toMatchObject({ from: '2026-08-04', to: '2026-11-01' });
  });
});
