/**
 * `leads export --format csv|json`: every column of the matching leads, for a DSGVO Art. 15 request
 * (`--email`) or a CRM import. JSON is an array of objects (kind first, times as ISO 8601 UTC, an analysis
 * request's analysis and booked strategy calls under `strategy_calls`, the desk's owner, notes, call attempts
 * and history: everything the erasure deletes); CSV is for people (export-csv.ts: German headings and labels,
 * Berlin times), one column per field of any exported kind, empty where a kind lacks it.
 */
import { writeFile } from 'node:fs/promises';
import { addStrategyCalls } from '../booking/booking-export.ts';
import { addDeskRecords } from '../lead-records/desk-records-export.ts';
import { exportObjects } from '../lead-records/export-objects.ts';
import { queryLeads } from '../lead-records/query-leads.ts';
import { withKindExports } from '../kind-kit/kind-services.ts';
import type { CliContext } from './cli-context.ts';
import { leadsCsv } from './export-csv.ts';
import { ownerNames } from './owner-names.ts';
import { resolveFilters, type FilterOptions } from './filters.ts';
import { ArgumentError } from './time-arguments.ts';

export interface ExportOptions extends FilterOptions {
  format?: string;
  out?: string;
  delimiter?: string;
}

const delimiters: Record<string, string> = { ',': ',', comma: ',', ';': ';', semicolon: ';', tab: '\t', '\\t': '\t' };

export async function exportCommand(context: CliContext, options: ExportOptions): Promise<number> {
  const format = (options.format ?? 'json').toLowerCase();
  if (format !== 'csv' && format !== 'json') throw new ArgumentError('--format muss csv oder json sein.');
  const delimiter = delimiters[options.delimiter ?? ','];
  if (!delimiter) throw new ArgumentError('--delimiter muss , ; oder tab sein (für deutsches Excel: ";").');
  const records = await queryLeads(context.pool, context.tables, resolveFilters(context, options));

  let text: string;
  if (format === 'json') {
    const objects = await withKindExports(context.forms, context.pool, exportObjects(records));
    await addStrategyCalls(context.pool, objects);
    await addDeskRecords(context.pool, objects);
    text = `${JSON.stringify(objects, null, 2)}\n`;
  } else {
    // What a kind adds (the analysis request's analysis) is structured; in a CSV each addition is one column of JSON.
    const objects = await withKindExports(context.forms, context.pool, exportObjects(records));
    text = leadsCsv(
      context.forms,
      records,
      objects,
      await ownerNames(
        context.pool,
        records.map((record) => record.row.owner_id),
      ),
      delimiter,
    );
  }

  if (options.out) {
    await writeFile(options.out, text, { encoding: 'utf8', mode: 0o600 });
    context.io.err(
      `${records.length} Lead(s) als ${format.toUpperCase()} nach ${options.out} geschrieben (enthält personenbezogene Daten).\n`,
    );
  } else {
    context.io.out(text);
  }
  return 0;
}
