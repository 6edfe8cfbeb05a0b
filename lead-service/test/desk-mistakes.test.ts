import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { describe, expect, it } from 'vitest';
import { createUser } from '../src/platform/staff/users.ts';
import { deskClient } from './support/desk-client.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { validRequest } from './support/test-service.ts';

const fixture = useServiceFixture();
const password = 'fehler-passwort-1234';

async function signedIn() {
  const username = `fehler${Math.random().toString(36).slice(2, 8)}`;
  await createUser(fixture.db.pool, { username, password, role: 'vertrieb' });
  const client = deskClient(fixture.service.url);
  await client.login(username, password);
  return { client, username };
}

async function sentLead(company: string): Promise<string> {
  const response = await fixture.service.postTo('/api/contact-submissions', { ...validRequest, company });
  return ((await response.json()) as { id: string }).id;
}

describe('when a salesperson clicked the wrong status', () => {
  it('then they set it back to an earlier one, but only with a reason, and the history keeps who, when and why', async () => {
    const id = await sentLead('Zurücksetzprobe GmbH');
    const { client, username } = await signedIn();
    expect((await client.post(`/leads/${id}/status`, { to: 'in_progress' })).status).toBe(200);
    expect((await client.post(`/leads/${id}/status`, { to: 'lost', lost: { reason: 'timing' } })).status).toBe(200);
    const lost = await client.get<DeskLead>(`/leads/${id}`);
    // Only statuses the lead was in: never one it skipped, nor a sibling final status.
    expect(lost.body.back.map((status) => status.key)).toEqual(['new', 'in_progress']);
    expect((await client.post(`/leads/${id}/status`, { to: 'presented', reason: 'nie dort gewesen' })).status).toBe(409);

    const withoutReason = await client.post<{ error: { message: string } }>(`/leads/${id}/status`, { to: 'new' });
    expect(withoutReason.status).toBe(400);
    expect(withoutReason.body.error.message).toBe('Bitte gib an, warum der Status zurückgesetzt wird.');
    expect(
      (
        await fixture.db.pool.query('SELECT status FROM (leads JOIN contact_submissions USING (id)) AS contact_submissions WHERE id = $1', [
          id,
        ])
      ).rows[0]?.status,
    ).toBe('lost');

    const back = await client.post<DeskLead>(`/leads/${id}/status`, { to: 'new', reason: 'versehentlich geklickt' });
    expect(back.status).toBe(200);
    expect(back.body.status.key).toBe('new');
    expect(back.body.history.at(-1)).toMatchObject({
      actor: username,
      action: 'status_reverted',
      detail: { from: 'lost', to: 'new', reason: 'versehentlich geklickt', fromLabel: 'kein Interesse', toLabel: 'neu' },
    });
  });
});
