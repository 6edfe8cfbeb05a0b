/** Which database errors mean "PostgreSQL is not there right now" (503) and which are bugs (500). */
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/platform/db/database-errors.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('when the use-case sorts a failed INSERT', () => {
  it('then refused, reset and timed-out connections and a server going down count as unavailable', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('ETIMEDOUT'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed'),
      new Error('query failed', { cause: withCode('ECONNRESET') }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('then constraint, syntax and type errors and non-errors stay bugs', () => {
    for (const error of [
      withCode('23505', 'duplicate key'),
      withCode('23514', 'check constraint'),
      withCode('42601'),
      withCode('22021'),
      new TypeError('x is undefined'),
      'ECONNREFUSED',
      null,
      undefined,
      42,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
