/**
 * Bad input never reaches a 5xx: fast-check throws 1,000 generated payloads at each form endpoint over
 * real HTTP (keep-alive) to the service running in this process — wrong types, huge and odd strings
 * (unicode, control characters, lone surrogates, NUL), nested objects and arrays, prototype-pollution keys
 * written literally into the JSON, broken JSON and wrong content types — and checks that every answer is a
 * 201 or a 4xx with a German JSON error, that Object.prototype is untouched, and that the service still
 * answers afterwards.
 */
import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validContactMessage } from './support/form-bodies.ts';
import { formCases } from './support/forms.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { startTestService, type TestService } from './support/test-service.ts';

// npm test sends 1,000 per endpoint (about 6 s; fast-check draws a new seed each run, so every CI run throws
// other payloads); `npm run test:fuzz` sends 10,000 (FUZZ_RUNS), about a minute on a quiet machine and over
// three on a busy one, before a release or after a change to parsing, validation or the error answers. The bound
// only has to catch a hang, never a slow run.
const runsPerEndpoint = Number(process.env.FUZZ_RUNS ?? 1_000);
const fuzzTimeoutMs = 600_000;

let db: TestDatabase;
let smtp: SmtpSink;
let service: TestService;
let agent: http.Agent;
const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpSink();
  // No worker or sweeper (mails are not the point), no rate limit (one address sends 40,000 posts).
  service = await startTestService({ databaseUrl: db.url, smtpUrl: smtp.url, worker: false, sweeper: false });
  agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
});

afterAll(async () => {
  agent?.destroy();
  await service?.close();
  await smtp?.close();
  await db?.drop();
});

/** A JSON tree whose objects are key/value lists, so "__proto__" ends up in the text as a literal key. */
type Node = { scalar: unknown } | { array: Node[] } | { object: Array<[string, Node]> };

function toJson(node: Node): string {
  if ('scalar' in node) return JSON.stringify(node.scalar) ?? 'null';
  if ('array' in node) return `[${node.array.map(toJson).join(',')}]`;
  return `{${node.object.map(([key, value]) => `${JSON.stringify(key)}:${toJson(value)}`).join(',')}}`;
}

const pollutionKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__defineGetter__', 'valueOf'];
const oddCharacters = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u007f',
  '\u00a0',
  '\u200b',
  '\u202e',
  '\u2028',
  '\ufeff',
  '\ud800',
  '\udfff',
  'ä',
  'ß',
  '€',
  '😀',
  '<',
  '>',
  '"',
  "'",
  '\\',
  '%',
  '$1',
  '@',
];

const text = fc.oneof(
  { weight: 8, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 6, arbitrary: fc.string({ unit: fc.constantFrom(...oddCharacters), maxLength: 30 }) },
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.emailAddress() },
  // Long enough to pass every field's maximum, now and then beyond the 16 kB body limit.
  {
    weight: 1,
    arbitrary: fc.oneof(fc.integer({ min: 200, max: 2_100 }), fc.integer({ min: 8_000, max: 9_000 })).map((length) => 'Ä'.repeat(length)),
  },
);
const scalar: fc.Arbitrary<Node> = fc
  .oneof(
    { weight: 6, arbitrary: text },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double() },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
  )
  .map((value) => ({ scalar: value }));

function keyArbitrary(fields: readonly string[]) {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...fields, '_hp', '_token', 'spam_reason', 'id', 'submitted_at') },
    { weight: 3, arbitrary: fc.constantFrom(...pollutionKeys) },
    { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  );
}

function nodeArbitrary(fields: readonly string[]): fc.Arbitrary<Node> {
  const key = keyArbitrary(fields);
  const { node } = fc.letrec<{ node: Node }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      scalar,
      fc.array(tie('node'), { maxLength: 4 }).map((array) => ({ array })),
      fc.array(fc.tuple(key, tie('node')), { maxLength: 4 }).map((object) => ({ object })),
    ),
  }));
  return node;
}

interface Payload {
  contentType: string | undefined;
  body: string;
}

function payloadArbitrary(valid: Readonly<Record<string, string>>): fc.Arbitrary<Payload> {
  const fields = Object.keys(valid);
  const node = nodeArbitrary(fields);
  const key = keyArbitrary(fields);
  // Mostly a real form with a few fields broken, dropped or added: that reaches validation, the spam
  // screening and the INSERT. Now and then a form whose own fields are all right.
  const mutated = fc
    .record({
      dropped: fc.subarray(fields),
      replaced: fc.array(fc.tuple(key, node), { maxLength: 4 }),
      pollution: fc.array(fc.tuple(fc.constantFrom(...pollutionKeys), node), { maxLength: 2 }),
    })
    .map(
      ({ dropped, replaced, pollution }): Node => ({
        object: [
          ...Object.entries(valid)
            .filter(([field]) => !dropped.includes(field))
            .map(([field, value]): [string, Node] => [field, { scalar: value }]),
          ...replaced,
          ...pollution,
        ],
      }),
    )
    .map(toJson);
  const anything = node.map(toJson);
  const brokenJson = fc.oneof(
    fc.string({ maxLength: 60 }),
    mutated.chain((json) => fc.integer({ min: 0, max: Math.max(0, json.length - 1) }).map((cut) => json.slice(0, cut))),
    fc.constantFrom('', '{', '{"a":}', 'nul', '[1,]', '{"__proto__":{"polluted":true}', '\u0000', '{"a":"\\ud800"}', '{"a":"\\u0000"}'),
  );
  const contentType = fc.oneof(
    { weight: 12, arbitrary: fc.constant('application/json') },
    { weight: 1, arbitrary: fc.constant('application/json; charset=utf-8') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        undefined,
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
        'application/json; charset=utf-16',
        'application/vnd.api+json',
        'application/json; charset=',
        ';;;',
      ),
    },
  );
  return fc.record({
    contentType,
    body: fc.oneof({ weight: 6, arbitrary: mutated }, { weight: 3, arbitrary: anything }, { weight: 1, arbitrary: brokenJson }),
  });
}

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

function send(path: string, payload: Payload): Promise<Answer> {
  const body = Buffer.from(payload.body, 'utf8');
  const headers: Record<string, string | number> = { 'content-length': body.length };
  if (payload.contentType !== undefined) headers['content-type'] = payload.contentType;
  return new Promise((resolve, reject) => {
    const request = http.request(`${service.url}${path}`, { method: 'POST', agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

const germanMessage = /[äöüßÄÖÜ]|\b(Bitte|Die|Der|Diese|Deine|Dieses|Zu viele)\b/;

function checkAnswer(answer: Answer, payload: Payload): void {
  // A plain form post (what a browser without JavaScript sends) is answered for a person: a redirect to the
  // thank-you page or a German HTML page, never JSON.
  if (payload.contentType === 'application/x-www-form-urlencoded') {
    if (answer.status === 303) return;
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.contentType).toMatch(/^text\/html/);
    expect(answer.body).toEqual(expect.stringMatching(germanMessage));
    return;
  }
  expect(answer.contentType).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  if (answer.status === 201) {
    expect(Object.keys(body).sort()).toEqual(['id', 'reference', 'submittedAt']);
    return;
  }
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  const error = body.error as { code?: unknown; message?: unknown };
  expect(typeof error.code).toBe('string');
  expect(error.message).toEqual(expect.stringMatching(germanMessage));
}

const endpoints = formCases.map(({ path, valid }) => ({ path, valid }));

describe('when programs throw arbitrary payloads at the form endpoints', () => {
  it(
    `then each of ${runsPerEndpoint.toLocaleString('en')} payloads per endpoint gets a 201 (a plain form post: 303) or a German 4xx, nothing is polluted, and the service still works`,
    async () => {
      const statuses = new Map<number, number>();
      await Promise.all(
        endpoints.map(({ path, valid }) =>
          fc.assert(
            fc.asyncProperty(payloadArbitrary(valid), async (payload) => {
              const answer = await send(path, payload);
              statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
              checkAnswer(answer, payload);
            }),
            { numRuns: runsPerEndpoint },
          ),
        ),
      );

      if (process.env.FUZZ_DEBUG) console.log(Object.fromEntries(statuses));
      // Both outcomes were exercised: the generator reaches the INSERT as well as every kind of refusal.
      expect(statuses.get(201) ?? 0).toBeGreaterThan(runsPerEndpoint / 100);
      expect(statuses.get(400) ?? 0).toBeGreaterThan(runsPerEndpoint / 10);
      expect(statuses.get(415) ?? 0).toBeGreaterThan(0);
      expect([...statuses.keys()].every((status) => status === 201 || status === 303 || (status >= 400 && status < 500))).toBe(true);

      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype.toString.call([])).toBe('[object Array]');

      expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
      const stillWorks = await service.postTo('/api/contact-messages', { ...validContactMessage, email: 'nach-dem-fuzzing@example.de' });
      expect(stillWorks.status).toBe(201);
      const { id } = (await stillWorks.json()) as { id: string };
      const row = (
        await db.pool.query('SELECT name, email FROM (leads JOIN contact_messages USING (id)) AS contact_messages WHERE id = $1', [id])
      ).rows[0];
      expect(row).toEqual({ name: validContactMessage.name, email: 'nach-dem-fuzzing@example.de' });
    },
    fuzzTimeoutMs,
  );
});
