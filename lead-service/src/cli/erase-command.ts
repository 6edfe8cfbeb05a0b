/**
 * `leads erase --email <addr>` or `leads erase --phone <number>`: DSGVO Art. 17. Deletes the person's leads in
 * every lead table that has such a field, removes their jobs from the queue and their .eml files from the local
 * outbox, and prints what it removed — and what it kept because a legal retention period has not ended
 * (Art. 17 (3) b).
 */
import { erasePerson } from '../lead-records/erase-person.ts';
import type { CliContext } from './cli-context.ts';
import { ArgumentError } from './time-arguments.ts';
import { formatBerlinTimeShort } from '../platform/shared/berlin-time.ts';
import { phoneDigits } from '../platform/shared/phone-number.ts';
import { renderTable } from './text-table.ts';

const plausibleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Exactly one of --email and --phone, plausible enough to name one person. */
function personOf(options: { email?: string; phone?: string; 'free-text'?: boolean }): { email: string } | { phone: string } {
  const email = options.email?.trim();
  const phone = options.phone?.trim();
  if (email !== undefined && phone !== undefined) throw new ArgumentError('Bitte entweder --email oder --phone angeben, nicht beide.');
  if (phone !== undefined) {
    if (phoneDigits(phone) === undefined) throw new ArgumentError('Bitte die Telefonnummer angeben: leads erase --phone "030 1234567"');
    if (options['free-text'])
      throw new ArgumentError('--free-text ersetzt nur E-Mail-Adressen; eine Telefonnummer bitte von Hand entfernen.');
    return { phone };
  }
  if (!email || !plausibleEmail.test(email))
    throw new ArgumentError('Bitte die Adresse oder die Nummer angeben: leads erase --email name@example.de oder --phone "030 1234567"');
  return { email };
}

export async function eraseCommand(
  context: CliContext,
  options: { email?: string; phone?: string; 'dry-run'?: boolean; 'free-text'?: boolean },
): Promise<number> {
  const person = personOf(options);
  const dryRun = options['dry-run'] === true;
  const { io } = context;
  // Redis first: an erasure that cannot reach the queue is refused before any row is deleted.
  const queue = await context.leadQueue();

  const result = await erasePerson(
    { pool: context.pool, tables: context.tables, queue, redis: await context.queueRedis(), dataDir: context.config.dataDir },
    { ...person, dryRun, freeText: options['free-text'] === true },
  );
  const { jobs, events, files } = result;

  io.out(
    `${dryRun ? 'PROBELAUF — nichts wurde gelöscht. ' : ''}Löschung nach Art. 17 DSGVO für ${'email' in person ? person.email : person.phone}\n\n`,
  );
  if (result.erased.length === 0 && result.retained.length === 0 && jobs.length === 0 && result.mentions.length === 0) {
    io.out(`Keine Leads und keine Queue-Jobs mit dieser ${'email' in person ? 'Adresse' : 'Telefonnummer'} gefunden.\n`);
    return 0;
  }
  io.out(`${dryRun ? 'Würde löschen' : 'Gelöscht'}: ${result.erased.length} Lead(s)\n`);
  if (result.erased.length > 0) {
    io.out(
      `${renderTable(result.erased, [
        { header: 'Art', value: (lead) => lead.kind },
        { header: 'ID', value: (lead) => lead.id, max: 40 },
        { header: 'Eingang', value: (lead) => formatBerlinTimeShort(lead.createdAt) },
      ])}\n`,
    );
  }
  if (result.retained.length > 0) {
    io.out(`\nAufbewahrt (nicht gelöscht): ${result.retained.length} Lead(s)\n`);
    io.out(
      `${renderTable(result.retained, [
        { header: 'Art', value: (lead) => lead.kind },
        { header: 'ID', value: (lead) => lead.id, max: 40 },
        { header: 'aufbewahren bis', value: (lead) => formatBerlinTimeShort(lead.retainUntil) },
        { header: 'Grund', value: (lead) => lead.reason, max: 140 },
      ])}\n`,
    );
  }
  const removed = jobs.filter((job) => job.removed);
  io.out(`\nQueue-Jobs ${dryRun ? 'gefunden' : 'entfernt'}: ${dryRun ? jobs.length : removed.length}\n`);
  if (jobs.length > 0) {
    io.out(
      `${renderTable(jobs, [
        { header: 'Queue', value: (job) => job.queue },
        { header: 'Job', value: (job) => job.jobId, max: 60 },
        { header: 'Zustand', value: (job) => job.state },
        { header: 'Ergebnis', value: (job) => (job.removed ? 'entfernt' : `nicht entfernt: ${job.note ?? ''}`), max: 80 },
      ])}\n`,
    );
  }
  if (events > 0) io.out(`\nEinträge im Queue-Ereignisprotokoll ${dryRun ? 'gefunden' : 'entfernt'}: ${events}\n`);
  if (result.mentions.length > 0) {
    io.out(`\nErwähnungen ${'email' in person ? 'der Adresse' : 'der Nummer'} in Freitext anderer Leads: ${result.mentions.length}\n`);
    io.out(
      `${renderTable(result.mentions, [
        { header: 'Art', value: (mention) => mention.kind },
        { header: 'ID', value: (mention) => mention.id, max: 40 },
        { header: 'Feld', value: (mention) => mention.column },
        { header: 'Ergebnis', value: (mention) => (mention.removed ? 'Adresse ersetzt durch [gelöscht]' : 'unverändert') },
      ])}\n`,
    );
    if ('email' in person && !result.mentions.some((mention) => mention.removed))
      io.out('Mit --free-text wird die Adresse dort durch [gelöscht] ersetzt (außer in Aufbewahrung).\n');
    if ('phone' in person) io.out('Eine Telefonnummer im Freitext bitte von Hand entfernen: sie ist dort in zu vielen Schreibweisen.\n');
  }
  if (files > 0) io.out(`\nOutbox-Dateien ${dryRun ? 'gefunden' : 'entfernt'}: ${files}\n`);
  // Not removable now (an active job) is reported, and the exit code tells a script to look.
  return jobs.some((job) => !job.removed && job.state !== 'active' && !dryRun) ? 1 : 0;
}
