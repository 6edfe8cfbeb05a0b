/** `leads list`: the newest leads of every kind in one table, with the filters every command shares. */
import { mailSummary, spamSummary } from '../lead-records/mail-state.ts';
import { queryLeads, type LeadRecord } from '../lead-records/query-leads.ts';
import type { CliContext } from './cli-context.ts';
import { resolveFilters, type FilterOptions } from './filters.ts';
import { formatBerlinTimeShort } from '../platform/shared/berlin-time.ts';
import { renderTable } from './text-table.ts';

export function displayName(record: LeadRecord): string {
  const value = record.row[record.lead.nameColumn];
  return typeof value === 'string' && value ? value : '–';
}

export function primaryEmail(record: LeadRecord): string {
  for (const column of record.lead.emailColumns) {
    const value = record.row[column];
    if (typeof value === 'string' && value) return value;
  }
  return '–';
}

export async function listCommand(context: CliContext, options: FilterOptions & { limit?: string }): Promise<number> {
  const filters = resolveFilters(context, options);
  const limit = options.limit === undefined ? 50 : Number(options.limit);
  if (!Number.isInteger(limit) || limit < 0) throw new Error('--limit muss eine ganze Zahl ≥ 0 sein (0 = alle).');
  // One more than shown tells whether there are more.
  const records = await queryLeads(context.pool, context.tables, { ...filters, ...(limit > 0 ? { limit: limit + 1 } : {}) });
  const shown = limit > 0 ? records.slice(0, limit) : records;
  if (shown.length === 0) {
    context.io.out('Keine Leads gefunden.\n');
    return 0;
  }
  context.io.out(
    `${renderTable(shown, [
      { header: 'Eingang', value: (record) => formatBerlinTimeShort(record.createdAt) },
      { header: 'Art', value: (record) => record.lead.label },
      { header: 'ID', value: (record) => record.id, max: 40 },
      { header: 'E-Mail', value: primaryEmail, max: 40 },
      { header: 'Name / Firma', value: displayName, max: 32 },
      { header: 'Mails', value: mailSummary },
      ...(shown.some((record) => spamSummary(record)) ? [{ header: 'Spam-Schutz', value: spamSummary, max: 60 }] : []),
    ])}\n`,
  );
  const more = limit > 0 && records.length > limit;
  context.io.out(
    `\n${shown.length} Lead(s), neueste zuerst${more ? ` — es gibt weitere (--limit ${limit * 2} oder --limit 0 für alle)` : ''}.\n`,
  );
  return 0;
}
