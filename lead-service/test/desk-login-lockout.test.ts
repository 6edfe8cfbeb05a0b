/**
 * The desk's lockout against password guessing, attacked the way the review did: many guesses at once, so
 * that none of them has failed yet when the next is checked. Each attempt is counted before its password is
 * hashed, so no name and no address gets more than 10 guesses per 15 minutes however they are timed.
 */
import { describe, expect, it } from 'vitest';
import { countLoginAttempt } from '../src/platform/staff/login-throttle.ts';
import { createUser } from '../src/platform/staff/users.ts';
import { useServiceFixture } from './support/service-fixture.ts';

// Behind Caddy (compose) the client's address comes from X-Forwarded-For, believed from loopback only.
const fixture = useServiceFixture({ env: { TRUST_PROXY: 'loopback' }, worker: false, sweeper: false });

const guessLimit = 10;

function login(username: string, password: string, from: string): Promise<Response> {
  return fetch(`${fixture.service.url}/vertrieb/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: fixture.service.url, 'x-forwarded-for': from },
    body: JSON.stringify({ username, password }),
  });
}

function statuses(responses: Response[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.status] = (counts[response.status] ?? 0) + 1;
  return counts;
}

/** How many of the answers came from an evaluated password: a 401 (wrong) or a 200 (right). */
const evaluated = (counts: Record<number, number>) => (counts[401] ?? 0) + (counts[200] ?? 0);

/**
 * Wrong guesses one after the other, each from a fresh address, until the name is locked; the number that was
 * checked. (A guess refused with 503 because every password thread was busy was never checked: it does not count.)
 */
async function guessUntilLocked(username: string, network: string): Promise<number> {
  let checked = 0;
  for (let i = 1; i <= guessLimit + 1; i += 1) {
    const answer = await login(username, `nachgelegt-${i}-passwort`, `${network}.${i}`);
    if (answer.status === 429) return checked;
    if (answer.status === 401) checked += 1;
  }
  return checked;
}

describe('when a guesser fires many logins at once', () => {
  it('then from one address at most 10 passwords are checked, the rest are refused unchecked, and afterwards even the right password is refused', async () => {
    await createUser(fixture.db.pool, { username: 'petra', password: 'petras-passwort-123', role: 'vertrieb' });
    const guesses = await Promise.all(Array.from({ length: 60 }, (_, i) => login('petra', `falsch-${i}-passwort`, '203.0.113.20')));
    const counts = statuses(guesses);
    expect(counts[200]).toBeUndefined();
    expect(evaluated(counts)).toBeLessThanOrEqual(guessLimit);
    // The rest is refused unchecked: 429 for the locked address, 503 when every password thread was busy.
    expect((counts[429] ?? 0) + (counts[503] ?? 0)).toBe(60 - evaluated(counts));
    expect(counts[429]).toBeGreaterThanOrEqual(60 - 2 * guessLimit);
    expect(evaluated(counts) + (await guessUntilLocked('petra', '192.0.2'))).toBe(guessLimit);
    const refused = guesses.find((response) => response.status === 429) as Response;
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/Zu viele fehlgeschlagene Anmeldungen/);

    const right = await login('petra', 'petras-passwort-123', '203.0.113.21');
    expect(right.status).toBe(429);
    expect(right.headers.getSetCookie()).toEqual([]);
  });

  it('then spread over many addresses, one name still gets at most 10 checked passwords', async () => {
    await createUser(fixture.db.pool, { username: 'quirin', password: 'quirins-passwort-123', role: 'vertrieb' });
    const guesses = await Promise.all(Array.from({ length: 40 }, (_, i) => login('quirin', `falsch-${i}-passwort`, `198.51.100.${i + 1}`)));
    const checked = evaluated(statuses(guesses));
    expect(checked).toBeLessThanOrEqual(guessLimit);
    expect(checked + (await guessUntilLocked('quirin', '192.0.3'))).toBe(guessLimit);
    expect((await login('quirin', 'quirins-passwort-123', '198.51.100.200')).status).toBe(429);
  });

  it('then IPv6 addresses of one /64 network count as one address, whatever names they try', async () => {
    // One after the other, below the rate limit in front: the lockout alone decides.
    const answers: number[] = [];
    for (let i = 1; i <= guessLimit + 1; i += 1) {
      answers.push((await login(`unbekannt-${i}`, 'irgendein-passwort', `2001:db8:4:7::${i.toString(16)}`)).status);
    }
    expect(answers).toEqual([...Array(guessLimit).fill(401), 429]);
    await createUser(fixture.db.pool, { username: 'rosa', password: 'rosas-passwort-1234', role: 'vertrieb' });
    expect((await login('rosa', 'rosas-passwort-1234', '2001:db8:4:7:ffff::1')).status).toBe(429);
    // The neighbouring /64 is someone else.
    expect((await login('rosa', 'rosas-passwort-1234', '2001:db8:4:8::1')).status).toBe(200);
  });

  it('then a colleague who logs in successfully, again and again, is never locked out by it', async () => {
    await createUser(fixture.db.pool, { username: 'sven', password: 'svens-passwort-1234', role: 'vertrieb' });
    for (let attempt = 0; attempt < guessLimit + 2; attempt += 1) {
      expect((await login('sven', 'svens-passwort-1234', '192.0.2.44')).status).toBe(200);
    }
  });
});

describe('when a guesser spells a locked name with look-alike letters', () => {
  it('then no spelling opens the account: the ones that name it (case, full-width, Kelvin sign, ligature) are locked with it, the others (İ, ı, ß) name no one', async () => {
    // Each spelling with the answer it gets, right password, once its account is locked by 10 wrong guesses: a 200
    // would be an eleventh guess.
    const accounts = {
      tim: { 't\u0130m': 401, 'T\u0130M': 401, 't\u0131m': 401, TIM: 429, '\uFF54\uFF49\uFF4D': 429 },
      kiss: { '\u212Aiss': 429, ' KISS ': 429, 'ki\u00DF': 401, 'KI\u1E9E': 401 },
      fiona: { '\uFB01ona': 429, '\uFF26\uFF49\uFF4F\uFF4E\uFF41': 429 },
    } as const;
    await Promise.all(
      Object.entries(accounts).map(async ([username, spellings], index) => {
        const password = `${username}-passwort-1234`;
        await createUser(fixture.db.pool, { username, password, role: 'vertrieb' });
        const network = `100.64.${index}`;
        // Ten wrong guesses as the login counts them (each from its own address), without ten password hashes.
        for (let i = 1; i <= guessLimit; i += 1) await countLoginAttempt(fixture.db.pool, username, `${network}.${i}`);
        expect({ username, status: (await login(username, password, `${network}.99`)).status }).toEqual({ username, status: 429 });
        for (const [spelling, expected] of Object.entries(spellings)) {
          const answer = await login(spelling, password, `${network}.${100 + Object.keys(spellings).indexOf(spelling)}`);
          expect({ spelling, status: answer.status }).toEqual({ spelling, status: expected });
        }
      }),
    );
  });
});
