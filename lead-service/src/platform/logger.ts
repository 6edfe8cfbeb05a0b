/**
 * Structured logs without personal data: leads carry e-mail addresses and phone numbers, and logs end up in
 * places with weaker access control than the database. Known fields are removed by pino's redact paths;
 * anything that slips into a message, an error text or an unexpected field is masked by pattern.
 */
import { createRequire } from 'node:module';
import { pino, type Logger } from 'pino';
import type { LogLevel } from './config/load-config.ts';
import { currentRequestId } from './shared/request-context.ts';

export type { Logger };

/** The look-behind lets a match start only where a run of address characters starts, not inside it. */
const emailPattern = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/**
 * A phone number: starts with + or 0, then at least 6 more digits with the usual separators. The look-arounds
 * keep UUIDs, ports and timestamps intact (they are glued to letters, dashes or other digits).
 */
const phonePattern = /(?<![\w-])(?:\+|0)[\d\s\-/()]{5,}\d(?![\w-])/g;

/**
 * Longer strings are cut before masking: they come from visitors (paths, error texts), and the phone
 * pattern may rescan a long run of digits and blanks from every zero in it.
 */
export const maxMaskedLength = 2_000;

export function maskPersonalData(text: string): string {
  const bounded = text.length > maxMaskedLength ? `${text.slice(0, maxMaskedLength)}…[gekürzt]` : text;
  return bounded.replace(emailPattern, '[email]').replace(phonePattern, '[phone]');
}

/**
 * Masks every string inside plain objects and arrays of a log record, to a bounded depth (records are small;
 * cycles are cut off). Errors, dates and other class instances pass through: their serializers handle them.
 */
function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskPersonalData(value);
  if (depth > 5 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const masked: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) masked[key] = maskDeep(item, depth + 1);
  return masked;
}

/**
 * pino's error serializer, keeping only plain values (type, message, stack, code, SQLSTATE details …) and the
 * errors of an AggregateError. Libraries hang whole objects on their errors (pg: the client with its
 * connection and type tables), which would make one database restart kilobytes of log per connection.
 */
function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return maskDeep(error);
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(serialized)) {
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') kept[key] = value;
  }
  if (Array.isArray(serialized.aggregateErrors)) {
    kept.aggregateErrors = serialized.aggregateErrors
      .slice(0, 5)
      .map((inner) => (inner && typeof inner === 'object' ? { message: (inner as { message?: unknown }).message } : inner));
  }
  return maskDeep(kept);
}

/** Field names that hold personal data wherever they appear in a record. */
const redactPaths = [
  'email',
  'phone',
  'to',
  'replyTo',
  '*.email',
  '*.phone',
  '*.to',
  '*.replyTo',
  '*.*.email',
  '*.*.phone',
  'req.headers.cookie',
  'req.headers.authorization',
];

export interface LoggerOptions {
  level: LogLevel;
  /** Where to write; tests pass a stream to read what would have been logged. */
  destination?: pino.DestinationStream;
}

/**
 * Readable lines for a person at a terminal (`npm start`, `npm run dev`), JSON for everything else (containers,
 * files, log collectors). pino-pretty is a development dependency: the production image has none and logs JSON.
 */
function prettyTerminal(): boolean {
  if (!process.stdout.isTTY) return false;
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

export function createLogger({ level, destination }: LoggerOptions): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'lead-service' },
    mixin: () => {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError },
    formatters: {
      log: (record) => maskDeep(record) as Record<string, unknown>,
    },
    hooks: {
      // The message string bypasses formatters.log, so it is masked here.
      logMethod(args, method) {
        const masked = args.map((arg) => (typeof arg === 'string' ? maskPersonalData(arg) : arg));
        method.apply(this, masked as Parameters<typeof method>);
      },
    },
  };
  if (destination) return pino(options, destination);
  if (prettyTerminal()) {
    return pino(
      options,
      pino.transport({ target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,service' } }),
    );
  }
  return pino(options);
}
