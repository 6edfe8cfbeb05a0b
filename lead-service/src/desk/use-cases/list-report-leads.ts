/** The leads behind one number of the conversion report, to open from there. */
import type { ReportLeads, ReportLeadsRequest } from '@sichtwerk/forms/desk/report-contract';
import { reportLeads } from '../conversion-report.ts';
import type { DeskDependencies } from './desk-dependencies.ts';

export function listReportLeads(
  { forms, pool }: Pick<DeskDependencies, 'forms' | 'pool'>,
  request: ReportLeadsRequest,
): Promise<ReportLeads> {
  return reportLeads(pool, forms, request, new Date());
}
