/**
 * The matching leads as plain objects for an export (`npm run leads -- export`, the desk's DSGVO export): kind
 * first, then every column of the row, times as ISO 8601 UTC; CSV takes its header from exportColumns.
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

/** kind, then every column in the order first seen (id and submitted_at of the first table lead). */
export function exportColumns(records: readonly LeadRecord[]): string[] {
  const columns = ['kind'];
  for (const record of records) for (const column of record.lead.columns) if (!columns.includes(column)) columns.push(column);
  return columns;
}
