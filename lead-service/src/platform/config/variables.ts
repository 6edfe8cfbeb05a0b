/**
 * Every environment variable the lead service itself reads, each stated once: how it is parsed, what it means,
 * how it is documented. A form kind's own settings are declared with the kind (define-lead-form.ts `settings`).
 * load-config.ts builds the typed Config from both; the README's configuration table and the lead-service part
 * of .env.example are generated from them (`npm run config:docs`, checked by a test).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { holidayState } from '@sichtwerk/content/legal/contract-terms';
import { defaultSiteUrl, resolveSiteUrl } from '@sichtwerk/content/site-url';
import { holidayStates } from '../shared/closed-days.ts';
import { parseWeeklyHours } from '../shared/weekly-hours.ts';
import { variable } from './config-variable.ts';
import {
  boolean,
  dateList,
  integer,
  mailbox,
  oneOf,
  optionalText,
  weeklyHours,
  optionalMailbox,
  optionalOrigin,
  optionalUrl,
  originList,
  text,
  trustedProxyList,
} from './env-fields.ts';

/** The monorepo root, three levels above this file (lead-service/src/config). */
/** `sichtwerk`, or `{sichtwerk}`: a Redis Cluster hash tag, so all of the service's keys share one slot. */
export const queuePrefixPattern = /^(?:[A-Za-z0-9_-]+|\{[A-Za-z0-9_-]+\})$/;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const serviceVariables = {
  PORT: variable({
    schema: integer(3000, 0, 65535),
    group: 'HTTP',
    doc: "Port of the HTTP listener (the api container's healthcheck and Caddy follow it).",
  }),
  HOST: variable({ schema: text('0.0.0.0'), group: 'HTTP', doc: 'Listen address.' }),
  TRUST_PROXY: variable({
    schema: trustedProxyList(),
    group: 'HTTP',
    doc: 'Addresses or CIDRs of the proxies whose X-Forwarded-For is believed, comma-separated (also loopback, linklocal, uniquelocal). A hop count is refused: it lets any client choose its IP.',
    defaultText: 'none',
    composeValue: 'uniquelocal',
    composeNote: 'Compose: uniquelocal (Caddy on the private compose network).',
  }),
  ALLOWED_ORIGINS: variable({
    schema: originList(),
    group: 'HTTP',
    doc: 'Origins allowed to call the API from a browser (CORS with credentials), comma-separated, e.g. the CDN origin when VITE_API_ORIGIN is set.',
    defaultText: 'empty (same origin only)',
  }),

  DATABASE_URL: variable({
    schema: optionalUrl(['postgres:', 'postgresql:'], 'postgres://user@host:5432/db'),
    group: 'database, queue, mail',
    doc: 'PostgreSQL, as `postgres://user:password@host:5432/db`.',
    defaultText: 'embedded PGlite under `DATA_DIR` (`npm start` only)',
    secret: true,
    composeNote: 'Built from the POSTGRES_* values in docker-compose.yml; set here only for a run outside compose.',
  }),
  DATABASE_POOL_MAX: variable({
    schema: integer(10, 1, 100),
    group: 'database, queue, mail',
    doc: 'pg pool size per process (PGlite: always 1).',
  }),
  DATABASE_STATEMENT_TIMEOUT_MS: variable({
    schema: integer(5_000, 100, 600_000),
    group: 'database, queue, mail',
    doc: 'statement_timeout and lock_timeout of every pool connection, in ms: a locked table costs its own form a quick 503 instead of holding the pool.',
  }),
  DATABASE_CONNECT_TIMEOUT_MS: variable({
    schema: integer(5_000, 100, 60_000),
    group: 'database, queue, mail',
    doc: 'How long a request waits for a free pool connection, in ms.',
  }),
  REDIS_URL: variable({
    schema: optionalUrl(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
    group: 'database, queue, mail',
    doc: 'Redis for BullMQ, the rate limits and the visitor-mail counter, as `redis://host:6379`.',
    defaultText: '`127.0.0.1:6379` if it answers, else a private `redis-server` (`npm start` only)',
    secret: true,
    composeNote: 'Set by docker-compose.yml (redis://redis:6379); set here only for a run outside compose.',
  }),
  REDIS_CLUSTER: variable({
    schema: boolean(false),
    group: 'database, queue, mail',
    doc: '`true` when REDIS_URL names one node of a Redis Cluster: the service learns the other nodes from it. Needs a hash-tag QUEUE_PREFIX such as `{sichtwerk}`.',
  }),
  QUEUE_PREFIX: variable({
    schema: text('sichtwerk', (value) =>
      value.regex(
        queuePrefixPattern,
        'must be letters, digits, _ and -, or such a name in braces as a Redis Cluster hash tag, e.g. {sichtwerk} (BullMQ forbids ":")',
      ),
    ),
    group: 'database, queue, mail',
    doc: 'Key prefix of the queues, rate limits and visitor-mail counter: letters, digits, _ and - (BullMQ forbids ":"); in braces (`{sichtwerk}`) every key lands in one Redis Cluster slot, as BullMQ\'s scripts need.',
  }),
  SMTP_URL: variable({
    schema: optionalUrl(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example.com:587'),
    group: 'database, queue, mail',
    doc: 'Mail server, as `smtp://user:password@provider:587`.',
    defaultText: '`.eml` files in `DATA_DIR/outbox`',
    secret: true,
    composeNote: 'Compose default: Mailpit (staging profile).',
  }),
  MAIL_FROM: variable({
    schema: mailbox('Sichtwerk <hallo@sichtwerk.de>'),
    group: 'database, queue, mail',
    doc: 'Sender of every e-mail.',
  }),
  SALES_EMAIL: variable({
    schema: mailbox('vertrieb@sichtwerk.de'),
    group: 'database, queue, mail',
    doc: 'Receives a notification for every lead.',
  }),
  BACKOFFICE_EMAIL: variable({
    schema: optionalMailbox(),
    group: 'database, queue, mail',
    doc: 'Receives the cancellation notifications.',
    defaultText: '`SALES_EMAIL`',
  }),
  SITE_URL: variable({
    schema: optionalUrl(['http:', 'https:'], 'https://www.sichtwerk.de').transform((value) => resolveSiteUrl({ SITE_URL: value })),
    group: 'database, queue, mail',
    doc: 'Public origin of the site, for links in e-mails; the site build reads the same variable.',
    defaultText: `\`${defaultSiteUrl}\``,
    sharedWithSiteBuild: true,
  }),
  SERVICE_URL: variable({
    schema: optionalOrigin('https://api.sichtwerk.de'),
    group: 'database, queue, mail',
    doc: "Public origin of the lead service's own pages (analysis result, booking, confirmation step, desk), for the links in e-mails. Behind infra/Caddyfile they share SITE_URL; with the site on a CDN it is the API's origin, the one the site is built with as VITE_API_ORIGIN (infra/README.md).",
    defaultText: 'SITE_URL',
  }),

  WORKER_HTTP_PORT: variable({
    schema: integer(9464, 0, 65535),
    group: 'processes and timings',
    doc: '`/healthz`, `/readyz` and `/metrics` of a separate worker process.',
  }),
  SHUTDOWN_DRAIN_MS: variable({
    schema: integer(0, 0, 60_000),
    group: 'processes and timings',
    doc: "After SIGTERM the API keeps answering this long while `/readyz` says 503, so a load balancer's health check takes it out before it closes, in ms; above the balancer's health interval plus timeout.",
    composeNote: 'Compose: 7000 (Caddy checks every 5 s with a 2 s timeout).',
  }),
  SWEEP_INTERVAL_MS: variable({
    schema: integer(30_000, 100, 3_600_000),
    group: 'processes and timings',
    doc: 'How often the sweeper looks for leads whose mails are not queued, in ms.',
  }),
  SWEEP_MIN_AGE_MS: variable({
    schema: integer(30_000, 0, 86_400_000),
    group: 'processes and timings',
    doc: 'Age a lead must reach before the sweeper re-queues its mails, in ms.',
  }),
  JOB_BACKOFF_MS: variable({
    schema: integer(30_000, 10, 3_600_000),
    group: 'processes and timings',
    doc: 'First retry delay of a mail job, in ms; doubled per attempt (8 attempts ≈ 2 hours at 30 s).',
  }),
  WORKER_LOCK_MS: variable({
    schema: integer(30_000, 1_000, 600_000),
    group: 'processes and timings',
    doc: "Job lock time, in ms: a killed worker's job is taken over after this.",
  }),
  RETENTION_DAYS: variable({
    schema: integer(180, 1, 3650),
    group: 'processes and timings',
    doc: 'The daily job (03:30 Berlin time) deletes older leads; rows under legal retention are kept.',
  }),
  LOG_LEVEL: variable({ schema: oneOf(logLevels, 'info'), group: 'processes and timings', doc: `pino level: ${logLevels.join(', ')}.` }),

  ADMIN_USER: variable({
    schema: optionalText((value) => value.regex(/^[^:\s]+$/, 'must not contain ":" or spaces')),
    group: 'operator access',
    doc: 'Basic-auth login for the queue dashboard `/admin/queues`; set both or neither. Unset: dashboard off.',
    defaultText: 'unset (dashboard off)',
  }),
  ADMIN_PASSWORD: variable({
    schema: optionalText((value) => value.min(12, 'must be at least 12 characters')),
    group: 'operator access',
    doc: 'Password of that login, at least 12 characters.',
    defaultText: 'unset',
    secret: true,
  }),
  METRICS_AUTH: variable({
    schema: boolean(false),
    group: 'operator access',
    doc: '`true` puts `/metrics` behind the same login. Default: it answers only direct requests from loopback or a private network, nothing a proxy forwards.',
  }),

  DESK_SESSION_IDLE_MS: variable({
    schema: integer(28_800_000, 1_000, 2_592_000_000),
    group: 'operator access',
    doc: 'A sales-desk session (`/vertrieb/`) ends after this long without a request, in ms (8 hours).',
  }),
  DESK_SESSION_MAX_AGE_MS: variable({
    schema: integer(604_800_000, 1_000, 7_776_000_000),
    group: 'operator access',
    doc: 'A sales-desk session ends this long after the login however active it is, in ms (7 days).',
  }),

  FORM_TOKEN_SECRET: variable({
    schema: optionalText((value) => value.min(32, 'must be at least 32 characters')),
    group: 'spam and abuse protection of the forms',
    doc: "Signs the forms' time tokens; at least 32 characters, the same on every api instance (`openssl rand -base64 48`). Unset: a random secret per process, so tokens die with a restart. While BOOKING_LINK_SECRET is unset it also signs the booking links: changing it then invalidates every booking link already mailed.",
    defaultText: 'random per process (logged)',
    secret: true,
    composeNote: 'Required by docker-compose.yml.',
  }),
  FORM_MIN_FILL_MS: variable({
    schema: integer(1_500, 0, 600_000),
    group: 'spam and abuse protection of the forms',
    doc: 'A form sent sooner than this after it was opened counts as sent by a program (kept, not mailed), in ms; below the fastest person\'s fill (docs/decisions.md, "Minimum fill time"). The confirmation step\'s one click allows at most 1 s.',
  }),
  FORM_TOKEN_MAX_AGE_MS: variable({
    schema: integer(86_400_000, 60_000, 2_592_000_000),
    group: 'spam and abuse protection of the forms',
    doc: 'Age after which a form token is expired (the lead is still mailed to the team, marked for review), in ms.',
  }),
  RATE_LIMIT_PER_MINUTE: variable({
    schema: integer(5, 0, 100_000),
    group: 'spam and abuse protection of the forms',
    doc: 'Form posts per IP address and minute; 0 = off.',
  }),
  RATE_LIMIT_PER_WINDOW: variable({
    schema: integer(20, 0, 1_000_000),
    group: 'spam and abuse protection of the forms',
    doc: "Form posts per IP address within the privacy policy's rate-limit window (15 minutes); 0 = off.",
  }),
  VISITOR_MAILS_PER_ADDRESS: variable({
    schema: integer(3, 0, 1_000),
    group: 'spam and abuse protection of the forms',
    doc: 'Mails to one typed-in visitor address per 24 hours, across all forms (counted as an HMAC in Redis); 0 = off.',
  }),

  BOOKING_CALL_MINUTES: variable({
    schema: integer(30, 15, 120),
    group: 'strategy-call booking',
    doc: 'Length of a booked strategy call, in minutes; the site and the mails promise 30.',
  }),
  BOOKING_BUFFER_MINUTES: variable({
    schema: integer(15, 0, 120),
    group: 'strategy-call booking',
    doc: "Free minutes an adviser keeps after each call; the database's exclusion constraint holds the call plus this buffer.",
  }),
  BOOKING_SLOT_STEP_MINUTES: variable({
    schema: integer(30, 5, 120),
    group: 'strategy-call booking',
    doc: 'Distance between offered start times, in minutes, counted from the start of the hours (09:00, 09:30 …).',
  }),
  BOOKING_NOTICE_HOURS: variable({
    schema: integer(4, 0, 168),
    group: 'strategy-call booking',
    doc: 'The earliest slot offered lies at least this many hours ahead.',
  }),
  BOOKING_HORIZON_DAYS: variable({
    schema: integer(14, 1, 60),
    group: 'strategy-call booking',
    doc: 'Days ahead (Berlin calendar days, today included) in which slots are offered.',
  }),
  BOOKING_TEAM_HOURS: variable({
    schema: weeklyHours('Mo-Fr 09:00-17:00', parseWeeklyHours),
    group: 'strategy-call booking',
    doc: "The team's weekly hours in Europe/Berlin wall time, e.g. `Mo-Do 09:00-17:00; Fr 09:00-14:00`; an adviser without own hours works these.",
    defaultText: '`Mo-Fr 09:00-17:00`',
  }),
  BOOKING_LINK_SECRET: variable({
    schema: optionalText((value) => value.min(32, 'must be at least 32 characters')),
    group: 'strategy-call booking',
    doc: "Signs the booking page's links (`/termin?vorgang=…&s=…` in the receipt mail, on the result page) and its buttons; at least 32 characters, the same on every instance. Changing it makes every booking link already mailed invalid (the manage links of booked calls stay valid). Unset: FORM_TOKEN_SECRET, else a secret kept in `DATA_DIR/booking-link-secret`, so links survive a restart of `npm start`.",
    defaultText: 'FORM_TOKEN_SECRET, else kept in `DATA_DIR`',
    secret: true,
  }),
  PUBLIC_HOLIDAY_STATE: variable({
    schema: oneOf(holidayStates, holidayState.code),
    group: 'strategy-call booking',
    doc: `The state whose public holidays are no working days (two-letter code, e.g. BE, BY, NW; \`none\`: no holiday counts): no calls, no morning digest, and a callback is due the next working day. The site's copy names ${holidayState.name} (content/src/legal/contract-terms.ts \`holidayState\`): change both together.`,
  }),
  BOOKING_CLOSED_DAYS: variable({
    schema: dateList('2026-12-24,2026-12-31,2027-12-24,2027-12-31,2028-12-24,2028-12-31'),
    group: 'strategy-call booking',
    doc: "Extra days without calls for everyone and without the desk's morning digest, besides PUBLIC_HOLIDAY_STATE's holidays, comma-separated `YYYY-MM-DD` (company holidays, Christmas and New Year's Eve).",
    defaultText: "Christmas and New Year's Eve 2026–2028",
  }),
  BOOKING_CHANGE_UNTIL_HOURS: variable({
    schema: integer(12, 0, 168),
    group: 'strategy-call booking',
    doc: 'The visitor may cancel or move a call up to this many hours before it starts; later only by phone or mail.',
  }),
  BOOKING_REMINDER_BEFORE_HOURS: variable({
    schema: integer(24, 1, 168),
    group: 'strategy-call booking',
    doc: 'The visitor gets one reminder mail this many hours before the call (the day before); none for a call booked later than that.',
  }),
  BOOKING_ESCALATE_BEFORE_HOURS: variable({
    schema: integer(24, 1, 168),
    group: 'strategy-call booking',
    doc: 'A booked call whose analysis is still unsent this many hours before it starts is escalated to the sales address („Analyse fehlt“); a call booked later than that is checked at once (docs/decisions.md).',
  }),
  BOOKING_CALL_LOCATION: variable({
    schema: optionalText((value) => value.max(300, 'must be at most 300 characters')),
    group: 'strategy-call booking',
    doc: 'Where the call takes place, as the invitation names it: a video link or a phone number to dial. Unset: the adviser calls the visitor.',
    defaultText: 'unset (the adviser calls)',
  }),
  BOOKING_LIMIT_PER_LEAD: variable({
    schema: integer(6, 0, 1_000),
    group: 'strategy-call booking',
    doc: 'Bookings, moves and cancellations of one analysis request per 24 hours on the visitor pages; 0 = off.',
  }),
  BOOKING_LIMIT_PER_ADDRESS: variable({
    schema: integer(6, 0, 1_000),
    group: 'strategy-call booking',
    doc: 'Attempts to book a call for one e-mail address per 24 hours on the visitor pages (each booked call sends invitations to it); 0 = off.',
  }),
  BOOKING_LIMIT_PER_IP: variable({
    schema: integer(10, 0, 100_000),
    group: 'strategy-call booking',
    doc: "Bookings, moves and cancellations from one IP address within the privacy policy's rate-limit window (15 minutes); 0 = off.",
  }),

  RUN_WORKER: variable({
    schema: boolean(true),
    group: 'single-container use only (compose ignores or fixes these)',
    doc: 'Run the mail worker in the HTTP process; `false` when `worker-main.ts` runs separately (compose fixes it per service).',
  }),
  SITE_DIR: variable({
    schema: text(path.join(repoRoot, 'site', 'dist', 'client')).transform((value) => path.resolve(value)),
    group: 'single-container use only (compose ignores or fixes these)',
    doc: 'The prerendered site the service serves itself (in compose, Caddy serves it).',
    defaultText: '`<repo>/site/dist/client`',
  }),
  DATA_DIR: variable({
    schema: text(path.join(repoRoot, '.data')).transform((value) => path.resolve(value)),
    group: 'single-container use only (compose ignores or fixes these)',
    doc: 'Embedded database, Redis data and the .eml outbox when DATABASE_URL, REDIS_URL or SMTP_URL are unset.',
    defaultText: '`<repo>/.data`',
  }),
} as const;
