/**
 * The matching leads as plain objects for an export (`npm run leads -- export`, the desk's DSGVO export): kind
 * first, then every column of the row, times as ISO 8601 UTC; the CLI's CSV turns them into German (cli/export-csv.ts).
 */
import type { LeadRecord } from './query-leads.ts';

function plain(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

export function exportObjects(records: readonly LeadRecord[]): Array<Record<string, unknown>> {
  return records.map((record) => ({
    kind: record.lead.kind,
    ...Object.fromEntries(record.lead.columns.map((column) => [column, plain(record.row[column])])),
  }));
}
