/** `leads purge --older-than <days>`: the retention rule by hand (the daily maintenance job runs the same). */
import { removeLeadJobs } from '../lead-records/lead-jobs.ts';
import { purgeLeads } from '../lead-records/purge-leads.ts';
import type { CliContext } from './cli-context.ts';
import { ArgumentError } from './time-arguments.ts';
import { renderTable } from './text-table.ts';

export async function purgeCommand(context: CliContext, options: { 'older-than'?: string; 'dry-run'?: boolean }): Promise<number> {
  const days = Number(options['older-than']);
  if (!options['older-than'] || !Number.isInteger(days) || days < 1) {
    throw new ArgumentError('Bitte das Alter in Tagen angeben: leads purge --older-than 180');
  }
  const dryRun = options['dry-run'] === true;
  const results = await purgeLeads(context.pool, context.tables, { olderThanDays: days, dryRun });
  const { io } = context;
  io.out(`${dryRun ? 'PROBELAUF — nichts wurde gelöscht. ' : ''}Leads älter als ${days} Tage\n\n`);
  io.out(
    `${renderTable(results, [
      { header: 'Art', value: (result) => result.kind },
      { header: dryRun ? 'würde löschen' : 'gelöscht', value: (result) => String(result.deleted.length) },
      { header: 'aufbewahrt (Frist läuft)', value: (result) => String(result.spared) },
    ])}\n`,
  );
  const ids = results.flatMap((result) => result.deleted);
  if (ids.length > 0 && !dryRun) {
    try {
      const jobs = await removeLeadJobs(await context.leadQueue(), { ids });
      io.out(`\nQueue-Jobs entfernt: ${jobs.filter((job) => job.removed).length}\n`);
    } catch (error) {
      // Old jobs expire by themselves (completed after 7, failed after 30 days); the rows are what counts.
      io.err(`Queue nicht aufgeräumt: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
  return 0;
}
