/**
 * `leads show <id or its first 8+ characters>`: every column of one lead (its status with the desk's label, its
 * owner by name), its mail state, what the desk recorded (analysis, strategy calls, notes, call attempts, history)
 * and its queue job.
 */
import { appointmentStatusLabels, type AppointmentStatus } from '@sichtwerk/forms/desk/appointments-contract';
import { callOutcomes, type CallOutcome } from '@sichtwerk/forms/desk/lead-contract';
import { addStrategyCalls } from '../booking/booking-export.ts';
import { eventLabels } from '../desk/desk-vocabulary.ts';
import { withKindExports } from '../kind-kit/kind-services.ts';
import { type LeadEventAction, statusMoves } from '../kind-kit/lead-events.ts';
import { addDeskRecords } from '../lead-records/desk-records-export.ts';
import { exportObjects } from '../lead-records/export-objects.ts';
import { findLeadJobs } from '../lead-records/lead-jobs.ts';
import { ownerNames } from './owner-names.ts';
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

type Exported = Record<string, unknown>;
const list = (value: unknown): Exported[] => (Array.isArray(value) ? (value as Exported[]) : []);
const at = (value: unknown) => (typeof value === 'string' || value instanceof Date ? formatBerlinTimeShort(new Date(value)) : '–');

/** The analysis as staff left it: not begun, a draft, or sent with its versions and the mail's acceptance. */
function analysisLines(analysis: unknown): string[] {
  if (!analysis || typeof analysis !== 'object') return ['  noch nicht begonnen'];
  const a = analysis as Exported;
  const versions = list(a.versions);
  const lines = [
    a.sentAt ? `  verschickt ${at(a.sentAt)}` : `  Entwurf (Stand ${at(a.updatedAt)}, Revision ${String(a.revision)}), nicht verschickt`,
  ];
  if (a.mailSentAt) lines.push(`  Mail angenommen ${at(a.mailSentAt)}`);
  if (a.mailError) lines.push(`  Mail fehlgeschlagen: ${String(a.mailError)}`);
  for (const version of versions)
    lines.push(`  Version ${String(version.version)}: veröffentlicht ${at(version.publishedAt)} von ${String(version.adviserName)}`);
  return lines;
}

/** Analysis, strategy calls, notes, call attempts and history: what `leads export` holds, as lines to read. */
async function deskSections(context: CliContext, record: LeadRecord): Promise<string[]> {
  const [object] = await withKindExports(context.forms, context.pool, exportObjects([record]));
  if (!object) return [];
  await addStrategyCalls(context.pool, [object]);
  await addDeskRecords(context.pool, [object]);
  const form = context.forms.find((candidate) => candidate.kind === record.lead.formKind);
  const statusLabel = (key: unknown) => (typeof key === 'string' ? (form?.statuses[key]?.label ?? key) : '–');
  const out: string[] = [];
  if (form?.offersStrategyCall || 'analysis' in object) out.push('', 'Analyse', ...analysisLines(object.analysis));
  const calls = list(object.strategy_calls);
  if (calls.length > 0) {
    out.push('', 'Strategiegespräche');
    for (const call of calls)
      out.push(
        `  ${at(call.starts_at)}: ${appointmentStatusLabels[call.status as AppointmentStatus] ?? String(call.status)}, mit ${String(call.adviser)}`,
      );
  }
  const notes = list(object.notes);
  if (notes.length > 0) {
    out.push('', 'Notizen');
    for (const note of notes) out.push(`  ${at(note.at)} ${String(note.author)}: ${String(note.text)}`);
  }
  const attempts = list(object.call_attempts);
  if (attempts.length > 0) {
    out.push('', 'Anrufversuche');
    for (const attempt of attempts)
      out.push(
        `  ${at(attempt.at)} ${String(attempt.caller)}: ${callOutcomes[attempt.outcome as CallOutcome] ?? String(attempt.outcome)}${attempt.note ? ` – ${String(attempt.note)}` : ''}`,
      );
  }
  const history = list(object.history);
  if (history.length > 0) {
    out.push('', 'Verlauf');
    for (const event of history) {
      const detail = (event.detail ?? {}) as Exported;
      const change = statusMoves.includes(event.action as LeadEventAction)
        ? `: ${statusLabel(detail.from)} → ${statusLabel(detail.to)}`
        : '';
      out.push(
        `  ${at(event.at)} ${eventLabels[event.action as LeadEventAction] ?? String(event.action)}${change} · ${event.actor === null ? 'System/Besucher:in' : String(event.actor)}`,
      );
    }
  }
  return out;
}

export async function showCommand(context: CliContext, idArgument: string | undefined): Promise<number> {
  const record = await resolveLead(context, idArgument);
  if (!record) return 1;
  const { io } = context;
  const form = context.forms.find((candidate) => candidate.kind === record.lead.formKind);
  const sections = await deskSections(context, record);
  const owner = (await ownerNames(context.pool, [record.row.owner_id])).get(String(record.row.owner_id));
  // The status as the desk names it (the stored key beside it, for SQL), the owner by name instead of an id.
  const shown = (column: string): string => {
    const value = record.row[column];
    if (column === 'status' && typeof value === 'string') return `${form?.statuses[value]?.label ?? value} (${value})`;
    if (column === 'owner_id') return value ? (owner ?? display(value)) : '– (niemand)';
    return display(value);
  };
  io.out(`Lead ${record.id} (${record.lead.kind})\n\n`);
  io.out(`${renderPairs(record.lead.columns.map((column) => [column === 'owner_id' ? 'zuständig' : column, shown(column)] as const))}\n`);

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

  const lead = form?.showLines ? await createLeadRepository(context.pool, form).findById(record.id) : undefined;
  const extra = form?.showLines && lead ? form.showLines(lead) : [];
  if (extra.length > 0) io.out(`\n${extra.join('\n')}\n`);
  if (sections.length > 0) io.out(`${sections.join('\n')}\n`);

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
