import type { ReportStage } from '@sichtwerk/forms/desk/report-contract';

/** A number of the report opened to its leads: the row (its key; null: without a value) and the column. */
export interface Drill {
  key: string | null;
  label: string;
  stage: ReportStage;
}
