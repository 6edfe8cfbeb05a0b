/**
 * The conversion report's figures (@sichtwerk/forms/desk/report-contract): the leads of the kinds that store
 * where they came from, received in a period of Berlin days (held spam is no request), grouped by one of their
 * source's parts or their kind, and what became of them — the analysis sent, a strategy call booked (not
 * cancelled) and held, won with its monthly value — as the lead's own columns (migrations/076_lead_stages.sql,
 * kept by the database whenever an analysis, a booking or an outcome changes): one range of leads_report_idx by
 * time of receipt. The grouping's SQL is one of the constants below, never input.
 */
import { TZDate } from '@date-fns/tz';
import { loadArticlesFromDisk } from '@sichtwerk/content/blog-disk';
import { findPageByPath } from '@sichtwerk/content/routes';
import {
  reportLeadsLimit,
  reportMaxDays,
  type ConversionReport,
  type ReportGrouping,
  type ReportLeads,
  type ReportLeadsRequest,
  type ReportRequest,
  type ReportRow,
  type ReportStage,
} from '@sichtwerk/forms/desk/report-contract';
import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { format } from 'date-fns/format';
import { startOfMonth } from 'date-fns/startOfMonth';
import { subDays } from 'date-fns/subDays';
import { subMonths } from 'date-fns/subMonths';
import type pg from 'pg';
import type { LeadForm } from '../kind-kit/define-lead-form.ts';
import { invalidField } from '../platform/errors/refusals.ts';
import { berlinNoon, berlinStartOf, isCalendarDay, type CalendarDay } from '../platform/shared/calendar-day.ts';

const zone = 'Europe/Berlin';

const groupSql: Readonly<Record<ReportGrouping, string>> = Object.freeze({
  page: "l.source ->> 'page'",
  utm_source: "l.source -> 'utm' ->> 'utm_source'",
  utm_medium: "l.source -> 'utm' ->> 'utm_medium'",
  utm_campaign: "l.source -> 'utm' ->> 'utm_campaign'",
  kind: 'l.kind',
});

const stageSql: Readonly<Record<ReportStage, string>> = Object.freeze({
  requests: 'true',
  analysesSent: 'analysis_sent_at IS NOT NULL',
  callsBooked: 'call_booked_at IS NOT NULL',
  callsHeld: 'call_held_at IS NOT NULL',
  customers: 'monthly_value IS NOT NULL',
});

/** The period's days and the instants they span ([start, end)). */
export interface ReportPeriodRange {
  from: CalendarDay;
  to: CalendarDay;
  start: Date;
  end: Date;
}

const dayOf = (at: TZDate) => format(at, 'yyyy-MM-dd');

/** This month (up to today), last month, the last 90 days including today, or the days chosen — in Berlin. */
export function periodRange(request: Pick<ReportRequest, 'period' | 'from' | 'to'>, now: Date): ReportPeriodRange {
  const today = new TZDate(now.getTime(), zone);
  let from: CalendarDay;
  let to: CalendarDay = dayOf(today);
  if (request.period === 'this_month') from = dayOf(startOfMonth(today));
  else if (request.period === 'last_month') {
    from = dayOf(startOfMonth(subMonths(today, 1)));
    to = dayOf(subDays(startOfMonth(today), 1));
  } else if (request.period === 'last_90_days') from = dayOf(subDays(today, 89));
  else {
    if (!request.from || !isCalendarDay(request.from)) throw invalidField('from', 'Bitte gib den ersten Tag als Datum an.');
    if (!request.to || !isCalendarDay(request.to)) throw invalidField('to', 'Bitte gib den letzten Tag als Datum an.');
    from = request.from;
    to = request.to;
    const days = differenceInCalendarDays(berlinNoon(to), berlinNoon(from)) + 1;
    if (days < 1) throw invalidField('to', 'Der letzte Tag liegt vor dem ersten.');
    if (days > reportMaxDays) throw invalidField('to', `Bitte wähle höchstens ${reportMaxDays} Tage.`);
  }
  return { from, to, start: berlinStartOf(from), end: berlinStartOf(dayOf(addDays(berlinNoon(to), 1))) };
}

/** The kinds whose leads say where they came from (a cancellation stores no source: descriptor recordsSource). */
export function reportedForms(forms: readonly LeadForm[]): readonly LeadForm[] {
  return forms.filter((form) => form.recordsSource !== false);
}

/**
 * The period's leads of the reported kinds with their stages: $1, $2 the instants, $3 the kinds. Only a kind that
 * offers the strategy call has analyses and bookings, only one whose statuses ask for a contract is won: the others'
 * columns stay empty. The key is taken here, so the grouping sorts it and the stages, not each lead's source.
 */
function stagesSql(group: ReportGrouping): string {
  return `SELECT l.id, l.submitted_at, ${groupSql[group]} AS key, l.analysis_sent_at, l.call_booked_at, l.call_held_at,
          l.won_monthly_value AS monthly_value, l.won_contract_date - (l.submitted_at AT TIME ZONE '${zone}')::date AS days_to_customer
     FROM leads l
    WHERE l.submitted_at >= $1 AND l.submitted_at < $2 AND NOT spam_held(l.spam_reason) AND l.kind = ANY ($3::text[])`;
}

const reportedKinds = (forms: readonly LeadForm[]) => reportedForms(forms).map((form) => form.kind);

interface FigureRow {
  total: boolean;
  key: string | null;
  requests: number;
  analyses_sent: number;
  calls_booked: number;
  calls_held: number;
  customers: number;
  monthly_value: number;
  median_days: number | null;
}

let articleTitles: ReadonlyMap<string, string> | undefined;

/** A form page's or an article's name for its path; the path itself for any other. */
function pageLabel(path: string): string {
  articleTitles ??= new Map(loadArticlesFromDisk().map((article) => [article.path, article.title]));
  return articleTitles.get(path) ?? findPageByPath(path)?.label ?? path;
}

function labelOf(group: ReportGrouping, key: string | null, forms: readonly LeadForm[]): string {
  if (key === null) return group === 'page' ? 'ohne Formularseite' : 'ohne Angabe';
  if (group === 'page') return pageLabel(key);
  if (group === 'kind') return forms.find((form) => form.kind === key)?.label.many ?? key;
  return key;
}

export async function conversionReport(
  pool: pg.Pool,
  forms: readonly LeadForm[],
  request: ReportRequest,
  now: Date,
): Promise<ConversionReport> {
  const range = periodRange(request, now);
  const { rows } = await pool.query<FigureRow>(
    `SELECT GROUPING(key) = 1 AS total, key,
            count(*)::int AS requests,
            count(analysis_sent_at)::int AS analyses_sent,
            count(call_booked_at)::int AS calls_booked,
            count(call_held_at)::int AS calls_held,
            count(monthly_value)::int AS customers,
            coalesce(sum(monthly_value), 0)::int AS monthly_value,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY days_to_customer) AS median_days
       FROM (${stagesSql(request.group)}) stages GROUP BY GROUPING SETS ((key), ())`,
    [range.start, range.end, reportedKinds(forms)],
  );
  const toRow = (row: FigureRow): ReportRow => ({
    key: row.key,
    label: row.total ? 'Alle' : labelOf(request.group, row.key, forms),
    requests: row.requests,
    analysesSent: row.analyses_sent,
    callsBooked: row.calls_booked,
    callsHeld: row.calls_held,
    customers: row.customers,
    monthlyValue: row.monthly_value,
    medianDaysToCustomer: row.median_days === null ? null : Math.round(Number(row.median_days) * 10) / 10,
  });
  const total = rows.find((row) => row.total);
  const empty: FigureRow = {
    total: true,
    key: null,
    requests: 0,
    analyses_sent: 0,
    calls_booked: 0,
    calls_held: 0,
    customers: 0,
    monthly_value: 0,
    median_days: null,
  };
  return {
    from: range.from,
    to: range.to,
    group: request.group,
    rows: rows
      .filter((row) => !row.total)
      .map(toRow)
      .sort((a, b) => b.requests - a.requests || a.label.localeCompare(b.label, 'de')),
    total: toRow(total ?? empty),
  };
}

/** The leads behind one number of the report, newest first; no more than the desk's lists show of a lead. */
export async function reportLeads(pool: pg.Pool, forms: readonly LeadForm[], request: ReportLeadsRequest, now: Date): Promise<ReportLeads> {
  const range = periodRange(request, now);
  const { rows } = await pool.query<{
    id: string;
    kind: string;
    reference: string;
    status: string;
    submitted_at: Date;
    monthly_value: number | null;
  }>(
    // The page is found in the index alone; only its rows are read from the table.
    `WITH page AS (
       SELECT id, monthly_value FROM (${stagesSql(request.group)}) stages
        WHERE key IS NOT DISTINCT FROM $4 AND ${stageSql[request.stage]}
        ORDER BY submitted_at DESC, id DESC LIMIT $5
     )
     SELECT l.id, l.kind, l.reference, l.status, l.submitted_at, page.monthly_value
       FROM page JOIN leads l USING (id) ORDER BY l.submitted_at DESC, l.id DESC`,
    [range.start, range.end, reportedKinds(forms), request.key, reportLeadsLimit + 1],
  );
  return {
    leads: rows.slice(0, reportLeadsLimit).map((row) => {
      const form = forms.find((candidate) => candidate.kind === row.kind);
      return {
        id: row.id,
        reference: row.reference,
        kindLabel: form?.label.one ?? row.kind,
        submittedAt: row.submitted_at.toISOString(),
        statusLabel: form?.statuses[row.status]?.label ?? row.status,
        monthlyValue: row.monthly_value,
      };
    }),
    more: rows.length > reportLeadsLimit,
  };
}
