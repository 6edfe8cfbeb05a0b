import { TZDate } from '@date-fns/tz';
import type { Figures, KindWeeks } from '@sichtwerk/forms/desk/figures-contract';
import { addDays } from 'date-fns/addDays';
import { addHours } from 'date-fns/addHours';
import { addMinutes } from 'date-fns/addMinutes';
import { format } from 'date-fns/format';
import { startOfWeek } from 'date-fns/startOfWeek';
import { subWeeks } from 'date-fns/subWeeks';
import { describe, expect, it } from 'vitest';
import { createUser } from '../src/platform/staff/users.ts';
import { deskClient } from './support/desk-client.ts';
import { insertSentAnalysis } from './support/finished-analysis.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { insertLead } from './support/lead-rows.ts';

// No sweeper: the seeded rows are history, not leads waiting for their mails.
const fixture = useServiceFixture({ sweeper: false });
const minute = 60_000;

/** PostgreSQL's percentile_cont (linear interpolation between the two nearest ranks), in whole milliseconds as the desk gets it. */
function percentileCont(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return Math.round((sorted[lower] ?? 0) + ((sorted[upper] ?? 0) - (sorted[lower] ?? 0)) * (position - lower));
}

/** Monday 00:00 in Berlin of the week `weeksAgo` before the current one. */
function berlinWeek(weeksAgo: number): TZDate {
  return startOfWeek(subWeeks(new TZDate(Date.now(), 'Europe/Berlin'), weeksAgo), { weekStartsOn: 1 });
}

async function callback(submittedAt: Date, respondedAfterMs: number | null, spam?: string): Promise<void> {
  await insertLead(fixture.db.pool, 'callback_requests', {
    name: 'Kennzahlprobe',
    phone: '030 1234567',
    time_window: 'vormittags',
    submitted_at: submittedAt,
    first_handled_at: respondedAfterMs === null ? null : new Date(submittedAt.getTime() + respondedAfterMs),
    spam_reason: spam ?? null,
    enqueued_at: new Date(),
    notification_sent_at: new Date(),
  });
}

async function analysisRequest(submittedAt: Date, respondedAfterMs: number, mailedAfterHours: number | null): Promise<void> {
  const rows = [
    {
      id: await insertLead(fixture.db.pool, 'contact_submissions', {
        company: 'Kennzahlprobe',
        email: 'k@example.de',
        phone: '+49 30 1',
        consent_version: 'v1',
        consent_at: submittedAt,
        submitted_at: submittedAt,
        first_handled_at: new Date(submittedAt.getTime() + respondedAfterMs),
        enqueued_at: new Date(),
      }),
    },
  ];
  if (mailedAfterHours === null) return;
  const mailedAt = addHours(submittedAt, mailedAfterHours);
  await insertSentAnalysis(fixture.db.pool, rows[0]?.id ?? '', mailedAt);
}

describe('the figures of the last eight weeks', () => {
  it('when leads with known times were received, then each kind shows its leads per Berlin week, the median and p90 of the first response, and the promise kept', async () => {
    // Two weeks ago: six callbacks (one never answered) and a held one, which is no lead.
    const callbackWeek = berlinWeek(2);
    const responses = [10, 20, 30, 40, 100].map((minutes) => minutes * minute);
    for (const [index, responded] of [...responses, null].entries()) await callback(addHours(addDays(callbackWeek, 1), index), responded);
    await callback(addDays(callbackWeek, 2), 5 * minute, 'honeypot');
    // Three weeks ago: four analysis requests; two mailed within 48 hours, one late, one never (its 48 hours are over).
    const analysisWeek = berlinWeek(3);
    const analysisResponses = [15, 45, 60, 240].map((minutes) => minutes * minute);
    const mailedAfter = [30, 47, 60, null];
    for (const [index, responded] of analysisResponses.entries())
      await analysisRequest(addMinutes(addDays(analysisWeek, 2), index * 7), responded, mailedAfter[index] ?? null);

    await createUser(fixture.db.pool, { username: 'kira', password: 'kennzahlen-passwort-1', role: 'vertrieb' });
    const client = deskClient(fixture.service.url);
    await client.login('kira', 'kennzahlen-passwort-1');
    const figures = (await client.get<Figures>('/figures')).body;
    const kind = (name: string): KindWeeks => {
      const found = figures.weekly.find((entry) => entry.kind === name);
      if (!found) throw new Error(`no figures for ${name}`);
      return found;
    };

    const expectedWeeks = [7, 6, 5, 4, 3, 2, 1, 0].map((weeksAgo) => format(berlinWeek(weeksAgo), 'yyyy-MM-dd'));
    const callbacks = kind('callback-request');
    expect(callbacks.weeks.map((week) => week.week)).toEqual(expectedWeeks);
    expect(callbacks.promiseHours).toBeNull();
    const seeded = callbacks.weeks.find((week) => week.week === format(callbackWeek, 'yyyy-MM-dd'));
    expect(seeded).toEqual({
      week: format(callbackWeek, 'yyyy-MM-dd'),
      label: `KW ${format(callbackWeek, 'I')}`,
      startsOn: format(callbackWeek, 'dd.MM.'),
      leads: 6,
      responded: 5,
      medianResponseMs: percentileCont(responses, 0.5),
      p90ResponseMs: percentileCont(responses, 0.9),
      promise: null,
    });
    expect(callbacks.weeks.filter((week) => week !== seeded).every((week) => week.leads === 0 && week.medianResponseMs === null)).toBe(
      true,
    );

    const analyses = kind('analysis-request');
    expect(analyses.promiseHours).toBe(48);
    expect(analyses.weeks.find((week) => week.week === format(analysisWeek, 'yyyy-MM-dd'))).toMatchObject({
      leads: 4,
      responded: 4,
      medianResponseMs: percentileCont(analysisResponses, 0.5),
      p90ResponseMs: percentileCont(analysisResponses, 0.9),
      promise: { decided: 4, kept: mailedAfter.filter((hours) => hours !== null && hours <= 48).length },
    });
    // Every kind is there, whether it promises a deadline or not.
    expect(figures.weekly.length).toBeGreaterThanOrEqual(5);
  });
});
