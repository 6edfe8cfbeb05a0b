/**
 * The conversion report (/vertrieb/kennzahlen/abschluesse): the leads received in a period — a kind that stores
 * where it came from, held spam left out — grouped by where they came from or their kind, and what became of them:
 * analysis sent, strategy call booked and held, customer with the monthly value won (lead_outcomes), and the
 * median days from the request to the contract. Only what the leads already store (form page, UTM parameters); the
 * page before the form is not taken (privacy policy), so there is no grouping by it. Bundled into the desk:
 * zod/mini only.
 */
import '../zod-setup.ts';
import * as z from 'zod/mini';

export const reportPeriods = Object.freeze({
  this_month: 'Dieser Monat',
  last_month: 'Letzter Monat',
  last_90_days: 'Letzte 90 Tage',
  custom: 'Zeitraum wählen',
});
export type ReportPeriod = keyof typeof reportPeriods;

export const reportGroupings = Object.freeze({
  page: 'Formularseite',
  utm_source: 'Kampagnen-Quelle (utm_source)',
  utm_medium: 'Medium (utm_medium)',
  utm_campaign: 'Kampagne (utm_campaign)',
  kind: 'Art der Anfrage',
});
export type ReportGrouping = keyof typeof reportGroupings;

/** The steps a lead goes through, in order; each a column of the report and a number one can drill into. */
export const reportStages = Object.freeze({
  requests: 'Anfragen',
  analysesSent: 'Analyse gesendet',
  callsBooked: 'Termin gebucht',
  callsHeld: 'Termin gehalten',
  customers: 'Kunden',
});
export type ReportStage = keyof typeof reportStages;
const stageKeys = Object.keys(reportStages) as [ReportStage, ...ReportStage[]];

/** The longest custom range: a year and a day (a leap year's 366 days). */
export const reportMaxDays = 366;

const day = (message: string) => z.string({ error: message }).check(z.regex(/^\d{4}-\d\d-\d\d$/, message));

const requestShape = {
  period: z.enum(Object.keys(reportPeriods) as [ReportPeriod, ...ReportPeriod[]], { error: 'Bitte wähle einen Zeitraum.' }),
  /** Berlin calendar days, both included; only with period „custom“. */
  from: z.optional(day('Bitte gib den ersten Tag als Datum an.')),
  to: z.optional(day('Bitte gib den letzten Tag als Datum an.')),
  group: z.enum(Object.keys(reportGroupings) as [ReportGrouping, ...ReportGrouping[]], { error: 'Bitte wähle eine Gruppierung.' }),
};

export const reportRequestSchema = z.strictObject(requestShape, { error: 'Bitte nur Zeitraum und Gruppierung senden.' });
export type ReportRequest = z.output<typeof reportRequestSchema>;

/** The leads behind one number: the report's period and grouping, the group's key (null: without a value) and the step. */
export const reportLeadsRequestSchema = z.strictObject(
  {
    ...requestShape,
    key: z.nullable(z.string({ error: 'Bitte wähle eine Zeile des Berichts.' }).check(z.maxLength(200, 'Diese Zeile gibt es nicht.'))),
    stage: z.enum(stageKeys, { error: 'Bitte wähle eine Spalte des Berichts.' }),
  },
  { error: 'Bitte nur Zeitraum, Gruppierung, Zeile und Spalte senden.' },
);
export type ReportLeadsRequest = z.output<typeof reportLeadsRequestSchema>;

export interface ReportRow extends Record<ReportStage, number> {
  /** The group's value as stored (a path, a UTM value, a kind); null: the leads without one. */
  key: string | null;
  /** How people read it: a page's or article's title, a kind's name; the value itself otherwise. */
  label: string;
  /** Euros per month won: the package plus monthly add-ons of the customers. */
  monthlyValue: number;
  /** Request → contract date in Berlin calendar days, median over the customers; null without any. */
  medianDaysToCustomer: number | null;
}

export interface ConversionReport {
  /** Berlin calendar days, both included. */
  from: string;
  to: string;
  group: ReportGrouping;
  /** The largest groups first (by requests). */
  rows: ReportRow[];
  total: ReportRow;
}

export interface ReportLead {
  id: string;
  reference: string;
  kindLabel: string;
  submittedAt: string;
  statusLabel: string;
  monthlyValue: number | null;
}

export interface ReportLeads {
  leads: ReportLead[];
  /** More leads than shown (the list stops at `reportLeadsLimit`). */
  more: boolean;
}

export const reportLeadsLimit = 200;

/** Stage to stage, in percent rounded to whole numbers; null where the step before has no lead. */
export interface StageRates {
  analysisOfRequests: number | null;
  bookedOfAnalyses: number | null;
  heldOfBooked: number | null;
  customersOfHeld: number | null;
  customersOfRequests: number | null;
}

export const stageRateLabels: Readonly<Record<keyof StageRates, string>> = Object.freeze({
  analysisOfRequests: 'Anfrage → Analyse',
  bookedOfAnalyses: 'Analyse → Termin',
  heldOfBooked: 'Termin gebucht → gehalten',
  customersOfHeld: 'Termin gehalten → Kunde',
  customersOfRequests: 'Anfrage → Kunde',
});

function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

export function stageRates(row: Record<ReportStage, number>): StageRates {
  return {
    analysisOfRequests: percent(row.analysesSent, row.requests),
    bookedOfAnalyses: percent(row.callsBooked, row.analysesSent),
    heldOfBooked: percent(row.callsHeld, row.callsBooked),
    customersOfHeld: percent(row.customers, row.callsHeld),
    customersOfRequests: percent(row.customers, row.requests),
  };
}
