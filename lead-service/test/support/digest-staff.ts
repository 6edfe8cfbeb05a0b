/**
 * The people and work a digest story needs: a salesperson who switched the morning digest on (or not) the way the
 * desk does it, and a callback request they own with a follow-up due.
 */
import { expect } from 'vitest';
import { createUser, setDisplayName } from '../../src/platform/staff/users.ts';
import { deskClient } from './desk-client.ts';
import { formCaseOf } from './forms.ts';
import type { ServiceFixture } from './service-fixture.ts';

export const digestStaffPassword = 'uebersicht-passwort-1';

/** A salesperson (with a display name if given) whose digest is on for `digestEmail`, or off when it is null. */
export async function digestStaff(fixture: ServiceFixture, username: string, digestEmail: string | null, name?: string): Promise<string> {
  const user = await createUser(fixture.db.pool, { username, password: digestStaffPassword, role: 'vertrieb' });
  if (name) await setDisplayName(fixture.db.pool, username, name);
  if (digestEmail) {
    const client = deskClient(fixture.service.url);
    await client.login(username, digestStaffPassword);
    const switched = await client.post<{ digest: boolean }>('/session/digest', { digest: true, email: digestEmail });
    expect(switched.body.digest).toBe(true);
  }
  return user.id;
}

/** A callback request sent through the API, then owned by `ownerId` with its follow-up at `followUpAt`. */
export async function callbackOwnedBy(
  fixture: ServiceFixture,
  ownerId: string,
  name: string,
  followUpAt: Date,
): Promise<{ id: string; reference: string }> {
  const form = formCaseOf('callback-request');
  const response = await fixture.service.postTo(form.path, { ...form.valid, name, phone: '030 1234567' });
  const { id } = (await response.json()) as { id: string };
  const { rows } = await fixture.db.pool.query<{ reference: string }>(
    'UPDATE leads SET owner_id = $2, follow_up_at = $3 WHERE id = $1 RETURNING reference',
    [id, ownerId, followUpAt],
  );
  return { id, reference: rows[0]?.reference ?? '' };
}
