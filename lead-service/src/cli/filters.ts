/** The filters list and export share: --kind, --since, --until, --email, --phone, --spam. */
import { matchKind } from '../lead-records/record-tables.ts';
import type { LeadFilters } from '../lead-records/query-leads.ts';
import { phoneDigits } from '../platform/shared/phone-number.ts';
import type { CliContext } from './cli-context.ts';
import { ArgumentError, parseTimeArgument } from './time-arguments.ts';

export interface FilterOptions {
  kind?: string[];
  since?: string;
  until?: string;
  email?: string;
  phone?: string;
  spam?: boolean;
}

export function resolveFilters(context: CliContext, options: FilterOptions): LeadFilters {
  const filters: LeadFilters = {};
  if (options.kind && options.kind.length > 0) {
    filters.tables = options.kind
      .flatMap((value) => value.split(','))
      .map((kind) => {
        const table = matchKind(context.tables, kind);
        if (!table) {
          const known = context.tables.map((candidate) => candidate.kind).join(', ') || '(keine Lead-Tabellen gefunden)';
          throw new ArgumentError(`--kind "${kind}" gibt es nicht. Vorhanden: ${known}`);
        }
        return table;
      });
  }
  if (options.since) filters.since = parseTimeArgument(options.since, '--since', context.now);
  if (options.until) filters.until = parseTimeArgument(options.until, '--until', context.now);
  if (filters.since && filters.until && filters.since >= filters.until) {
    throw new ArgumentError('--since muss vor --until liegen.');
  }
  if (options.email) filters.email = options.email;
  if (options.phone !== undefined) {
    const digits = phoneDigits(options.phone.trim());
    if (!digits) throw new ArgumentError('--phone braucht eine ganze Telefonnummer, z. B. --phone "030 1234567".');
    filters.phoneDigits = digits;
  }
  if (options.spam) filters.spam = true;
  return filters;
}
