import { describe, expect, it } from 'vitest';
import { insertSentAnalysis } from './support/finished-analysis.ts';
import { validCancellation } from './support/form-bodies.ts';
import { deleteQueueKeys } from './support/redis-helpers.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { backofficeEmail, salesEmail, validRequest } from './support/test-service.ts';
import { sleep, waitFor } from './support/wait-for.ts';

// Short promises, so the stories can wait them out: the reminder after 2 s, the escalation after 4 s.
const remindAfterMs = 2_000;
const escalateAfterMs = 4_000;
const fixture = useServiceFixture({
  env: {
    ANALYSIS_REMIND_AFTER_MS: String(remindAfterMs),
    ANALYSIS_ESCALATE_AFTER_MS: String(escalateAfterMs),
    CANCELLATION_CONFIRM_WITHIN_MS: '2000',
  },
});

function teamMailsAbout(to: string, name: string) {
  return fixture.smtp.to(to).filter((mail) => (mail.parsed.subject ?? '').includes(name));
}

async function requestAnalysis(company: string): Promise<string> {
  const response = await fixture.service.post({
    ...validRequest,
    company,
    email: `${company.toLowerCase().replace(/\W+/g, '-')}@example.de`,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** What the sales desk does (lead-events): status, first_handled_at and the audited change, together. */
async function markPresented(id: string): Promise<void> {
  await fixture.db.pool.query(
    `UPDATE leads SET status = 'presented', status_changed_at = now(), first_handled_at = coalesce(first_handled_at, now()) WHERE id = $1`,
    [id],
  );
  await fixture.db.pool.query(
    `INSERT INTO lead_events (lead_id, lead_kind, actor, action, detail) VALUES ($1, 'analysis-request', 'anna', 'status_changed', '{"from":"new","to":"presented"}')`,
    [id],
  );
}

describe('when an analysis request is not presented in time', () => {
  it('then sales get one "Erinnerung:" and later one "Frist läuft ab:" mail, each with the due time and the link to the lead', async () => {
    const id = await requestAnalysis('Bäckerei Vergessen');
    const reminder = await waitFor(
      'reminder',
      () => teamMailsAbout(salesEmail, 'Bäckerei Vergessen').find((mail) => mail.parsed.subject?.startsWith('Erinnerung:')),
      15_000,
    );
    expect(reminder.parsed.text).toContain(`/vertrieb/leads/${id}`);
    expect(reminder.parsed.text).toContain('48 Stunden');
    const escalation = await waitFor(
      'escalation',
      () => teamMailsAbout(salesEmail, 'Bäckerei Vergessen').find((mail) => mail.parsed.subject?.startsWith('Frist läuft ab:')),
      15_000,
    );
    expect(escalation.parsed.text).toContain(`/vertrieb/leads/${id}`);

    // The sweeper runs again and finds both marked as sent: nothing goes out twice.
    await fixture.service.sweep();
    await sleep(1_500);
    const subjects = teamMailsAbout(salesEmail, 'Bäckerei Vergessen').map((mail) => mail.parsed.subject?.split(':')[0]);
    expect(subjects.filter((prefix) => prefix === 'Erinnerung')).toHaveLength(1);
    expect(subjects.filter((prefix) => prefix === 'Frist läuft ab')).toHaveLength(1);
    const events = await fixture.db.pool.query(
      `SELECT detail ->> 'mail' AS mail FROM lead_events WHERE lead_id = $1 AND action = 'reminder_sent' ORDER BY at`,
      [id],
    );
    expect(events.rows.map((row) => row.mail)).toEqual(['analysis-reminder', 'analysis-escalation']);
  });

  it('then a request marked "Analyse vorgestellt" before the reminder was due gets neither mail', async () => {
    const id = await requestAnalysis('Metzgerei Pünktlich');
    await markPresented(id);
    await sleep(escalateAfterMs + 2_000);
    await fixture.service.sweep();
    await sleep(1_000);
    expect(
      teamMailsAbout(salesEmail, 'Metzgerei Pünktlich').filter((mail) => /^(Erinnerung|Frist läuft ab):/.test(mail.parsed.subject ?? '')),
    ).toEqual([]);
  });

  it('then a reminder whose job Redis lost is re-created by the sweeper and still sent once', async () => {
    const id = await requestAnalysis('Friseur Flüchtig');
    // A Redis restart without persistence: every job of this service is gone.
    await deleteQueueKeys(fixture.service.config.redisUrl, fixture.service.config.queuePrefix);
    await fixture.service.sweep();
    await waitFor(
      'reminder after the flush',
      () => teamMailsAbout(salesEmail, 'Friseur Flüchtig').some((mail) => mail.parsed.subject?.startsWith('Erinnerung:')),
      15_000,
    );
    await waitFor(
      'escalation after the flush',
      () => teamMailsAbout(salesEmail, 'Friseur Flüchtig').some((mail) => mail.parsed.subject?.startsWith('Frist läuft ab:')),
      15_000,
    );
    await fixture.service.sweep();
    await sleep(1_000);
    expect(teamMailsAbout(salesEmail, 'Friseur Flüchtig').filter((mail) => mail.parsed.subject?.startsWith('Erinnerung:'))).toHaveLength(1);
    const sent = await fixture.db.pool.query(`SELECT count(*)::int AS n FROM lead_events WHERE lead_id = $1 AND action = 'reminder_sent'`, [
      id,
    ]);
    expect(sent.rows[0].n).toBe(2);
  });
});

describe('when a cancellation was not confirmed automatically', () => {
  it('then the back office gets a reminder saying why and linking the cancellation, and a confirmed one causes none', async () => {
    // Sent without the form's time token: stored and reported, but nobody verified the address, so no receipt went out.
    const unverified = await fixture.service.postTo('/api/cancellations', {
      ...validCancellation,
      company: 'Kanzlei Ohne Token',
      email: 'ohne-token@example.de',
      _token: undefined,
    });
    expect(unverified.status).toBe(201);
    const unverifiedId = ((await unverified.json()) as { id: string }).id;
    const confirmed = await fixture.service.postTo('/api/cancellations', {
      ...validCancellation,
      company: 'Kanzlei Mit Token',
      email: 'mit-token@example.de',
    });
    expect(confirmed.status).toBe(201);

    const reminder = await waitFor(
      'cancellation reminder',
      () => teamMailsAbout(backofficeEmail, 'Kanzlei Ohne Token').find((mail) => mail.parsed.subject?.startsWith('Erinnerung:')),
      15_000,
    );
    expect(reminder.parsed.text).toContain('Zeitstempel');
    expect(reminder.parsed.text).toContain(`/vertrieb/leads/${unverifiedId}`);
    await waitFor('the confirmed one got its receipt', () => fixture.smtp.to('mit-token@example.de').length === 1, 15_000);
    await sleep(3_000);
    expect(teamMailsAbout(backofficeEmail, 'Kanzlei Mit Token').filter((mail) => mail.parsed.subject?.startsWith('Erinnerung:'))).toEqual(
      [],
    );
    expect(
      teamMailsAbout(backofficeEmail, 'Kanzlei Ohne Token').filter((mail) => mail.parsed.subject?.startsWith('Erinnerung:')),
    ).toHaveLength(1);
  });
});

/** What sending a complete analysis from the desk and the mail worker leave behind once the visitor's mail went out. */
async function markMailed(id: string): Promise<void> {
  await markPresented(id);
  await insertSentAnalysis(fixture.db.pool, id, new Date());
}

describe('when operations scrape /metrics', () => {
  it('then they read how many analysis requests kept and broke the 48-hour promise and how fast leads were first handled', async () => {
    const kept = await requestAnalysis('Optiker Schnell');
    await markMailed(kept);
    const body = await (await fetch(`${fixture.service.url}/metrics`)).text();
    const kepts = /sichtwerk_analysis_promise_requests\{[^}]*outcome="kept"[^}]*\} (\d+)/.exec(body);
    expect(Number(kepts?.[1])).toBeGreaterThanOrEqual(1);
    expect(body).toMatch(/sichtwerk_analysis_promise_requests\{[^}]*outcome="open"/);
    expect(body).toMatch(/sichtwerk_lead_first_status_change_seconds_count\{[^}]*kind="analysis-request"[^}]*\} [1-9]/);
  });
});

describe('when a program fills the honeypot of the cancellation and the analysis forms', () => {
  it('then neither held lead makes a reminder for staff: they wait under Prüfen in the desk, not in the mailbox', async () => {
    const held = await Promise.all([
      fixture.service.postTo('/api/cancellations', {
        ...validCancellation,
        company: 'Kanzlei Honigtopf',
        email: 'honigtopf-kuendigung@example.de',
        _hp: 'https://backlinks.example',
      }),
      fixture.service.post({
        ...validRequest,
        company: 'Bäckerei Honigtopf',
        email: 'honigtopf-analyse@example.de',
        _hp: 'https://backlinks.example',
      }),
    ]);
    for (const response of held) expect(response.status).toBe(201);
    const ids = await Promise.all(held.map(async (response) => ((await response.json()) as { id: string }).id));
    const stored = await fixture.db.pool.query(
      `SELECT spam_reason FROM (leads JOIN cancellations USING (id)) AS cancellations WHERE id = $1`,
      [ids[0]],
    );
    expect(stored.rows[0]?.spam_reason).toBe('honeypot');

    // Past every reminder's due time, with the sweeper looking too.
    await sleep(escalateAfterMs + 2_000);
    await fixture.service.sweep();
    await sleep(1_500);
    expect(teamMailsAbout(backofficeEmail, 'Kanzlei Honigtopf')).toEqual([]);
    expect(teamMailsAbout(salesEmail, 'Bäckerei Honigtopf')).toEqual([]);
    const reminders = await fixture.db.pool.query(
      `SELECT 1 FROM lead_events WHERE lead_id = ANY($1::uuid[]) AND action = 'reminder_sent'`,
      [ids],
    );
    expect(reminders.rows).toEqual([]);
  });
});
