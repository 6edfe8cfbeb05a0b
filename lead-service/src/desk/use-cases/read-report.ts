/** The conversion report for a period and grouping (desk/conversion-report.ts). */
import type { ConversionReport, ReportRequest } from '@sichtwerk/forms/desk/report-contract';
import { conversionReport } from '../conversion-report.ts';
import type { DeskDependencies } from './desk-dependencies.ts';

export function readReport({ forms, pool }: Pick<DeskDependencies, 'forms' | 'pool'>, request: ReportRequest): Promise<ConversionReport> {
  return conversionReport(pool, forms, request, new Date());
}
