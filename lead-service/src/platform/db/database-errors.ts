/**
 * Tells "PostgreSQL is not reachable right now" apart from every other database error. The first is a
 * temporary state the visitor should hear about as such (503, try again in a moment) and that ends by
 * itself: pg's pool drops broken connections and opens new ones once the server answers again. Anything
 * else (a constraint, a bug) stays a 500.
 */
import { hasNetworkCode } from '../shared/network-errors.ts';

/**
 * SQLSTATE classes and codes that mean the server is unavailable, not that the statement was wrong; a
 * statement or lock timeout (57014, 55P03) means its table is stuck right now, which the visitor can only wait out.
 */
const unavailableSqlStates = new Set(['57P01', '57P02', '57P03', '53300', '53400', '57014', '55P03']);
const unavailableMessages = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection timeout/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 3 || typeof error !== 'object' || error === null) return false;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string') {
    if (hasNetworkCode(error) || unavailableSqlStates.has(code) || code.startsWith('08')) return true;
  }
  if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message))) return true;
  // A host name with several addresses fails with an AggregateError of one error per address.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return cause !== undefined && isDatabaseUnavailable(cause, depth + 1);
}
