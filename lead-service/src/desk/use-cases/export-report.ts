/** An admin takes the conversion report as a CSV file for Excel; the log says who (the report holds no lead). */
import type { ReportRequest } from '@sichtwerk/forms/desk/report-contract';
import type { DeskSession } from '../../platform/staff/sessions.ts';
import { conversionReport } from '../conversion-report.ts';
import { reportCsv } from '../export-report.ts';
import type { DeskDependencies } from './desk-dependencies.ts';

export async function exportReport(
  { forms, pool, logger }: Pick<DeskDependencies, 'forms' | 'pool' | 'logger'>,
  actor: DeskSession,
  request: ReportRequest,
): Promise<string> {
  const report = await conversionReport(pool, forms, request, new Date());
  logger.info({ user: actor.username, from: report.from, to: report.to, group: report.group }, 'desk conversion report exported as CSV');
  return reportCsv(report);
}
