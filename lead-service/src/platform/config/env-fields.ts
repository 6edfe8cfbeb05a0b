/**
 * Field builders for environment variables. Every variable is a string or absent; these turn it into the
 * typed value, with an English message for the operator who set it wrong. A blank value (`FOO=` in a .env
 * file, or compose passing an unset variable through as empty) counts as absent and falls back to the default.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

export function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

export function optionalUrl(protocols: readonly string[], example: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      }, `must be a URL like ${example}`)
      .optional(),
  );
}

/** An origin (scheme, host, optional port; no path), without a trailing slash; absent stays undefined. */
export function optionalOrigin(example: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '');
        } catch {
          return false;
        }
      }, `must be an origin like ${example} (scheme, host, optional port; no path)`)
      .transform((value) => value.replace(/\/$/, ''))
      .optional(),
  );
}

export function integer(defaultValue: number, min: number, max: number) {
  const message = `must be a whole number between ${min} and ${max}`;
  return z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(defaultValue),
  );
}

/** true/false (also 1/0, yes/no, any case). */
export function boolean(defaultValue: boolean) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toLowerCase()) : value),
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .transform((value) => value === 'true' || value === '1' || value === 'yes')
      .default(defaultValue),
  );
}

type StringRule = (value: z.ZodString) => z.ZodString;

export function text(defaultValue: string, rule: StringRule = (value) => value) {
  return z.preprocess(blankToUndefined, rule(z.string()).default(defaultValue));
}

/** Absent unless set; a set value must pass the rule. */
export function optionalText(rule: StringRule = (value) => value) {
  return z.preprocess(blankToUndefined, rule(z.string()).optional());
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T, defaultValue: T[number]) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: `must be one of ${values.join(', ')}` }).default(defaultValue));
}

/** "Name <address>" or a bare address; only the address part is checked. */
const mailboxString = z.string().refine((value) => {
  const address = /<([^>]+)>\s*$/.exec(value)?.[1] ?? value;
  return z.regexes.email.test(address.trim());
}, 'must be an e-mail address, optionally as "Name <address>"');

export function mailbox(defaultValue: string) {
  return z.preprocess(blankToUndefined, mailboxString.default(defaultValue));
}

export function optionalMailbox() {
  return z.preprocess(blankToUndefined, mailboxString.optional());
}

/** A comma-separated list; blank → empty. */
function list<T>(parse: (entries: string[], context: z.RefinementCtx) => T) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value : ''),
    z.string().transform((value, context) =>
      parse(
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
        context,
      ),
    ),
  );
}

/** http(s) origins ("https://www.sichtwerk.de,https://sichtwerk.de"). */
export function originList() {
  return list((entries, context) => {
    const origins: string[] = [];
    for (const part of entries) {
      let url: URL | undefined;
      try {
        url = new URL(part);
      } catch {
        url = undefined;
      }
      if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== part.replace(/\/$/, '')) {
        context.addIssue({
          code: 'custom',
          message: `"${part}" is not an origin like https://www.sichtwerk.de (scheme, host, optional port; no path)`,
        });
        return z.NEVER;
      }
      origins.push(url.origin);
    }
    return Object.freeze(origins);
  });
}

/** Express's names for address ranges ("trust proxy"). */
const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (namedProxyRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The proxies whose X-Forwarded-For is believed, as addresses or CIDRs ("10.0.0.0/8,loopback").
 * A hop count is refused: it believes whatever the client itself put at the front of the header.
 */
export function trustedProxyList() {
  return list((entries, context): readonly string[] => {
    if (entries.length === 1 && /^\d+$/.test(entries[0] ?? '')) {
      if (entries[0] === '0') return Object.freeze([]);
      context.addIssue({
        code: 'custom',
        message: 'a hop count lets any client choose its IP; list the proxy addresses or CIDRs instead, e.g. 10.0.0.0/8,loopback',
      });
      return z.NEVER;
    }
    const invalid = entries.filter((entry) => !isAddressOrCidr(entry));
    if (invalid.length > 0) {
      context.addIssue({ code: 'custom', message: `not an IP address, CIDR or loopback/linklocal/uniquelocal: ${invalid.join(', ')}` });
      return z.NEVER;
    }
    return Object.freeze(entries);
  });
}

/** `host:port` pairs, lower case; IPv6 hosts are written in brackets and stored without them. */
export function hostPortList() {
  return list((entries, context): readonly string[] => {
    const lowered = entries.map((entry) => entry.toLowerCase());
    const invalid = lowered.filter((item) => !/^[a-z0-9.-]+:\d{1,5}$|^\[[0-9a-f:.]+\]:\d{1,5}$/.test(item));
    if (invalid.length > 0) {
      context.addIssue({ code: 'custom', message: 'must be host:port pairs like 127.0.0.1:8081' });
      return z.NEVER;
    }
    return Object.freeze(lowered.map((item) => item.replace(/^\[|\](?=:)/g, '')));
  });
}

/** A weekly-hours spec ("Mo-Fr 09:00-17:00"), parsed by `parse`, whose German message becomes the operator's. */
export function weeklyHours<T>(defaultValue: string, parse: (spec: string) => T) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .default(defaultValue)
      .transform((value, context) => {
        try {
          return parse(value);
        } catch (error) {
          context.addIssue({ code: 'custom', message: `must be weekly hours like "Mo-Fr 09:00-17:00" (${(error as Error).message})` });
          return z.NEVER;
        }
      }),
  );
}

const isoDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Comma-separated calendar days `YYYY-MM-DD`, at most 200. */
export function dateList(defaultValue: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .default(defaultValue)
      .transform((value, context) => {
        const days = value
          .split(',')
          .map((day) => day.trim())
          .filter((day) => day !== '');
        const bad = days.find((day) => !isoDate.test(day));
        if (bad !== undefined || days.length > 200) {
          context.addIssue({ code: 'custom', message: 'must be at most 200 comma-separated days like 2026-12-25' });
          return z.NEVER;
        }
        return Object.freeze(days);
      }),
  );
}
