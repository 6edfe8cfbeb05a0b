/**
 * `npm run digest -- --preview | --send-now` (`npm run leads -- digest …`, cli/main.ts): the desk's morning digest (desk/digest/) on demand (issue #48
 * item 10). --preview prints the mail each account would get, or that nothing is due, and sends and records
 * nothing; --send-now hands one run to the digest's queue, so the running service's worker sends it exactly as
 * at 8:00 (an account that already got that day's digest gets no second one), and reports what it did.
 * Same database and Redis rules as `npm run leads` (cli-context.ts).
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { digestJobName, digestQueueName, type DigestRunResult } from '../desk/digest/digest-job.ts';
import { type DigestRecipient, readDigestAccount, readDigestRecipients } from '../desk/digest/digest-recipients.ts';
import { type DigestPreview, previewDigest } from '../desk/digest/preview-digest.ts';
import type { LeadRegistry } from '../kind-kit/registry.ts';
import type { CliContext, CliIo } from './cli-context.ts';
import { runInContext } from './run-in-context.ts';
import { terminalSafe } from './terminal-safe.ts';
import { ArgumentError, parseTimeArgument } from './time-arguments.ts';

export const digestUsage = `Sichtwerk Vertriebs-Desk — Morgen-Übersicht

Aufruf: npm run digest -- --preview [--user <benutzername>] [--am <zeit>] [--html <datei>]
        npm run digest -- --send-now

  --preview              zeigt die Mail, die jedes Konto mit eingeschalteter „Tägliche Übersicht“ bekäme,
                         oder dass nichts ansteht; verschickt und vermerkt nichts
      --user <name>      nur dieses Konto, auch wenn es die Übersicht (noch) nicht eingeschaltet hat
      --am <zeit>        für diesen Zeitpunkt (2026-12-03 = 8 Uhr an dem Tag, "2026-12-03 14:30"; Berliner Zeit);
                         ohne: jetzt; an einem Wochenende oder freien Tag: 8 Uhr am nächsten Arbeitstag
      --html <datei>     schreibt die HTML-Fassung der Mail (nur mit --user) in diese Datei
  --send-now             gibt dem laufenden Dienst (npm start oder worker) jetzt einen Lauf wie um 8 Uhr:
                         wer die heutige Übersicht schon bekam, bekommt keine zweite

Umgebung: DATABASE_URL, REDIS_URL, QUEUE_PREFIX wie beim Dienst (ohne: die des laufenden npm start).
`;

const options = {
  preview: { type: 'boolean' },
  'send-now': { type: 'boolean' },
  user: { type: 'string' },
  am: { type: 'string' },
  html: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export interface DigestCliOptions {
  /** How long --send-now waits for the worker's answer. */
  waitMs?: number;
  /** The clock of the command (a story's fixed working day); the real one otherwise. */
  now?: Date;
}

const dayFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' });

/** A bare date means that day's 8:00 run; a time is read as `npm run leads -- list --since` reads it. */
function momentOf(value: string | undefined, now: Date): Date {
  if (value === undefined) return now;
  const text = value.trim();
  try {
    return parseTimeArgument(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text} 08:00` : text, '--since', now);
  } catch {
    throw new ArgumentError(`--am "${value}" verstehe ich nicht. Beispiele: 2026-12-03 (8 Uhr), "2026-12-03 14:30" (Berliner Zeit).`);
  }
}

function previewText(preview: DigestPreview): string {
  const lines: string[] = [];
  if (preview.closedDay) {
    lines.push(`${dayFormat.format(preview.closedDay.start)} ist kein Arbeitstag: an dem Tag geht keine Übersicht raus.`);
  }
  lines.push(
    `Vorschau der Morgen-Übersicht für ${dayFormat.format(preview.day.start)}, Stand ${timeFormat.format(preview.at)} Uhr — nichts wird verschickt.`,
    '',
  );
  if (preview.accounts.length === 0) {
    lines.push('Kein Konto hat die „Tägliche Übersicht“ mit einer Adresse eingeschaltet: niemand bekäme eine Mail.', '');
  }
  for (const { account, alreadySent, message } of preview.accounts) {
    const who = account.name === account.username ? account.username : `${account.username} (${account.name})`;
    lines.push(`── ${who}${account.email ? ` · an ${account.email}` : ''}`);
    if (!account.digest) lines.push('Die „Tägliche Übersicht“ ist bei diesem Konto aus: es bekommt diese Mail nicht.');
    if (!account.email) lines.push('Keine Adresse hinterlegt: ohne Adresse geht keine Übersicht raus.');
    if (alreadySent) lines.push('Die Übersicht dieses Tages ist schon verschickt; ein weiterer Lauf schickt keine zweite.');
    if (message) {
      lines.push(`Betreff: ${message.subject}`, '', message.text.trimEnd(), '');
    } else {
      lines.push('Nichts steht an: an diesem Tag keine Mail.', '');
    }
  }
  return `${lines.join('\n')}\n`;
}

async function accountsOf(context: CliContext, username: string | undefined): Promise<DigestRecipient[]> {
  if (username === undefined) return readDigestRecipients(context.pool);
  const account = await readDigestAccount(context.pool, username);
  if (!account) throw new ArgumentError(`Kein aktives Konto "${username}" (npm run users -- list zeigt alle).`);
  return [account];
}

async function previewCommand(context: CliContext, values: { user?: string; am?: string; html?: string }, now: Date): Promise<number> {
  if (values.html !== undefined && values.user === undefined)
    throw new ArgumentError('--html geht nur mit --user (eine Mail, eine Datei).');
  const { config } = context;
  const accounts = await accountsOf(context, values.user);
  const preview = await previewDigest(
    {
      forms: context.forms,
      config,
      pool: context.pool,
      // What the digest's mail reads: its sender and the desk's links; it links no booking page.
      settings: {
        mailFrom: config.mailFrom,
        salesEmail: config.salesEmail,
        backofficeEmail: config.backofficeEmail,
        siteUrl: config.siteUrl,
        serviceUrl: config.serviceUrl,
      },
    },
    momentOf(values.am, now),
    accounts,
  );
  context.io.out(previewText(preview));
  if (values.html !== undefined) {
    const message = preview.accounts[0]?.message;
    if (!message) {
      context.io.err(`Keine Mail, also keine Datei ${values.html}.\n`);
      return 0;
    }
    await writeFile(values.html, message.html);
    context.io.out(`HTML-Fassung: ${values.html}\n`);
  }
  return 0;
}

const outcomeText = {
  sent: 'verschickt',
  'nothing-due': 'nichts steht an, keine Mail',
  'already-sent': 'heute schon verschickt, keine zweite',
} as const;

async function sendNowCommand(context: CliContext, waitMs: number, now: Date): Promise<number> {
  const queue = await context.queueOf(digestQueueName);
  // A job id of its own, so the run is one job beside the 8:00 scheduler's; BullMQ ids carry no ':'.
  const job = await queue.add(
    digestJobName,
    { at: now.toISOString() },
    { jobId: `digest-now-${Date.now()}`, attempts: 1, removeOnComplete: { count: 30 }, removeOnFail: { count: 100 } },
  );
  context.io.out(`Lauf ${job.id} liegt in der Queue ${digestQueueName}; warte auf den Worker …\n`);
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    const state = await queue.getJobState(job.id ?? '');
    if (state === 'completed' || state === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const done = await queue.getJob(job.id ?? '');
  if (done && (await done.isFailed())) {
    context.io.err(`Der Lauf ist fehlgeschlagen: ${done.failedReason}\n`);
    return 1;
  }
  if (!done || !(await done.isCompleted())) {
    context.io.err(
      `Kein Worker hat den Lauf in ${Math.round(waitMs / 1000)} s erledigt. Läuft npm start (oder npm run worker -w lead-service)? Der Lauf bleibt in der Queue und geht raus, sobald ein Worker läuft.\n`,
    );
    return 1;
  }
  const result = done.returnvalue as DigestRunResult;
  if (!result.working) {
    context.io.out(`${result.day} ist kein Arbeitstag: keine Übersicht verschickt (--preview zeigt den nächsten Arbeitstag).\n`);
    return 0;
  }
  const entries = Object.entries(result.outcomes);
  if (entries.length === 0) context.io.out('Kein Konto hat die „Tägliche Übersicht“ mit einer Adresse eingeschaltet: nichts verschickt.\n');
  for (const [username, outcome] of entries) context.io.out(`${username}: ${outcomeText[outcome]}\n`);
  return 0;
}

export async function runDigestCli(
  registry: LeadRegistry,
  argv: readonly string[],
  env: Record<string, string | undefined>,
  rawIo: CliIo,
  { waitMs = 60_000, now }: DigestCliOptions = {},
): Promise<number> {
  // The preview prints names and messages visitors typed.
  const io = terminalSafe(rawIo);
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: false }>>;
  try {
    parsed = parseArgs({ args: [...argv], options, allowPositionals: false, strict: true });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${digestUsage}`);
    return 2;
  }
  const values = parsed.values;
  if (values.help || (!values.preview && !values['send-now'])) {
    io.out(digestUsage);
    return values.help ? 0 : 2;
  }
  if (values.preview && values['send-now']) {
    io.err(`--preview oder --send-now, nicht beides.\n\n${digestUsage}`);
    return 2;
  }
  if (values['send-now'] && (values.user !== undefined || values.am !== undefined || values.html !== undefined)) {
    io.err('--send-now läuft wie um 8 Uhr für alle Konten und jetzt: --user, --am und --html gehören zu --preview.\n');
    return 2;
  }
  return runInContext(registry.forms, env, io, async (context) => {
    const at = now ?? context.now;
    return values.preview ? await previewCommand(context, values, at) : await sendNowCommand(context, waitMs, at);
  });
}
