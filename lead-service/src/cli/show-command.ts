/** `leads show <id or its first 8+ characters>`: every column of one lead, its mail state and its queue job. */
import { findLeadJobs } from '../lead-records/lead-jobs.ts';
import { mailStates, spamSummary } from '../lead-records/mail-state.ts';
import { findLeadById, findLeadsByIdPrefix, type LeadRecord } from '../lead-records/query-leads.ts';
import type { CliContext } from './cli-context.ts';
import { ArgumentError } from './time-arguments.ts';
import { formatBerlinTimeShort } from '../platform/shared/berlin-time.ts';
import { renderPairs } from './text-table.ts';
import { createLeadRepository } from '../pipeline/lead-repository.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function display(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (value instanceof Date) return `${formatBerlinTimeShort(value)} (${value.toISOString()})`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The shortest id prefix `show` accepts: 8 hex characters leave about 4 billion values, so a match is rarely ambiguous. */
const minimumPrefixHex = 8;
const idPrefix = /^[0-9a-f][0-9a-f-]{0,35}$/;

/** The one lead an argument names, or the reason there is none (already written to stderr). */
async function resolveLead(context: CliContext, idArgument: string | undefined): Promise<LeadRecord | undefined> {
  // A job id ('lead-<uuid>', 'referral-<uuid>') or a Message-ID fragment is accepted too.
  const id = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i.exec(idArgument ?? '')?.[0];
  if (id && uuid.test(id)) {
    const record = await findLeadById(context.pool, context.tables, id.toLowerCase());
    if (!record) context.io.err(`Kein Lead mit der ID ${id} gefunden.\n`);
    return record;
  }
  const prefix = (idArgument ?? '').trim().toLowerCase();
  if (!idPrefix.test(prefix) || prefix.replaceAll('-', '').length < minimumPrefixHex) {
    throw new ArgumentError(
      `Bitte die ID eines Leads angeben: leads show <uuid> oder ihr Anfang mit mindestens ${minimumPrefixHex} Zeichen (z. B. 3f2a9c1b)`,
    );
  }
  const matches = await findLeadsByIdPrefix(context.pool, context.tables, prefix);
  if (matches.length === 1) return matches[0];
  if (matches.length === 0) context.io.err(`Kein Lead, dessen ID mit ${prefix} beginnt.\n`);
  else {
    context.io.err(
      `Mehrere Leads beginnen mit ${prefix}; bitte mehr Zeichen der ID angeben:\n${matches
        .map((match) => `  ${match.id} (${match.lead.kind}, ${formatBerlinTimeShort(match.createdAt)})`)
        .join('\n')}\n`,
    );
  }
  return undefined;
}

export async function showCommand(context: CliContext, idArgument: string | undefined): Promise<number> {
  const record = await resolveLead(context, idArgument);
  if (!record) return 1;
  const { io } = context;
  io.out(`Lead ${record.id} (${record.lead.kind})\n\n`);
  io.out(`${renderPairs(record.lead.columns.map((column) => [column, display(record.row[column])] as const))}\n`);

  const spam = spamSummary(record);
  if (spam) {
    io.out(`\nSpam-Schutz: ${spam}\n`);
    io.out('  (spam_reason auf NULL setzen gibt einen zurückgehaltenen Lead frei; der Sweeper verschickt dann seine Mails.)\n');
  }

  const states = mailStates(record);
  if (states.length > 0) {
    io.out('\nMail-Status\n');
    io.out(
      `${renderPairs(
        states.map((state) => [
          `  ${state.mail}`,
          state.state === 'gesendet' && state.at
            ? `gesendet ${formatBerlinTimeShort(state.at)}`
            : state.state === 'fehlgeschlagen'
              ? `fehlgeschlagen: ${state.error ?? ''}`
              : 'ausstehend',
        ]),
      )}\n`,
    );
  }

  const form = context.forms.find((candidate) => candidate.kind === record.lead.formKind);
  const lead = form?.showLines ? await createLeadRepository(context.pool, form).findById(record.id) : undefined;
  const extra = form?.showLines && lead ? form.showLines(lead) : [];
  if (extra.length > 0) io.out(`\n${extra.join('\n')}\n`);

  io.out('\nQueue\n');
  try {
    const jobs = await findLeadJobs(await context.leadQueue(), { ids: [record.id] });
    if (jobs.length === 0) io.out('  kein Job (erledigt und aufgeräumt, oder nie eingereiht)\n');
    for (const job of jobs) {
      io.out(`  ${job.jobId}: ${job.state}, ${job.attemptsMade} Versuch(e)${job.failedReason ? ` — ${job.failedReason}` : ''}\n`);
    }
  } catch (error) {
    io.out(`  nicht geprüft: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  return 0;
}
