/**
 * The conversion report's figures (@sichtwerk/forms/desk/report-contract): the leads of the kinds that store
 * where they came from, received in a period of Berlin days (held spam is no request), grouped by one of their
 * source's parts or their kind, and what became of them — the analysis sent, a strategy call booked (not
 * cancelled) and held, won with its monthly value (lead_outcomes, the current row) — in one statement over the
 * period's range of each reported kind's table. The grouping's SQL is one of the constants below, never input.
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
  // Each kind's part of the statement names its own kind (kindStagesSql).
  kind: 'kind',
});

const stageSql: Readonly<Record<ReportStage, string>> = Object.freeze({
  requests: 'true',
  analysesSent: 'analysis_sent',
  callsBooked: 'call_booked',
  callsHeld: 'call_held',
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
 * One kind's leads of the period with their steps, one range of its rows in leads (the kind a descriptor's constant): only a
 * kind that offers the strategy call has analyses and bookings, only one whose statuses ask for a contract is won —
 * the others' steps are constants, so the report reads nothing else for them.
 */
function kindStagesSql(form: LeadForm, group: ReportGrouping): string {
  const calls = form.offersStrategyCall === true;
  const wins = Object.values(form.statuses).some((status) => status.asks === 'won');
  return `SELECT l.id, '${form.kind}'::text AS kind, l.reference, l.status, l.submitted_at, ${group === 'kind' ? `'${form.kind}'::text` : groupSql[group]} AS key,
          ${calls ? 'a.sent_at IS NOT NULL' : 'false'} AS analysis_sent,
          ${calls ? 'coalesce(b.booked, false)' : 'false'} AS call_booked,
          ${calls ? 'coalesce(b.held, false)' : 'false'} AS call_held,
          ${wins ? 'o.monthly_value' : 'NULL::integer'} AS monthly_value,
          ${wins ? `o.contract_date - (l.submitted_at AT TIME ZONE '${zone}')::date` : 'NULL::integer'} AS days_to_customer
     FROM leads l
     ${
       calls
         ? `LEFT JOIN analyses a ON a.lead_id = l.id
     LEFT JOIN LATERAL (SELECT bool_or(status <> 'cancelled') AS booked, bool_or(status = 'held') AS held FROM bookings WHERE lead_id = l.id) b ON true`
         : ''
     }
     ${wins ? "LEFT JOIN lead_outcomes o ON o.lead_id = l.id AND o.current AND o.outcome = 'won'" : ''}
    WHERE l.kind = '${form.kind}' AND l.submitted_at >= $1 AND l.submitted_at < $2 AND NOT spam_held(l.spam_reason)`;
}

/** The period's leads of the reported kinds with their steps; $1, $2 the instants. */
function stagesSql(forms: readonly LeadForm[], group: ReportGrouping): string {
  return `WITH stages AS (${reportedForms(forms)
    .map((form) => kindStagesSql(form, group))
    .join(' UNION ALL ')})`;
}

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
    `${stagesSql(forms, request.group)}
     SELECT GROUPING(key) = 1 AS total, key,
            count(*)::int AS requests,
            count(*) FILTER (WHERE analysis_sent)::int AS analyses_sent,
            count(*) FILTER (WHERE call_booked)::int AS calls_booked,
            count(*) FILTER (WHERE call_held)::int AS calls_held,
            count(monthly_value)::int AS customers,
            coalesce(sum(monthly_value), 0)::int AS monthly_value,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY days_to_customer) AS median_days
       FROM stages GROUP BY GROUPING SETS ((key), ())`,
    [range.start, range.end],
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
    `${stagesSql(forms, request.group)}
     SELECT id, kind, reference, status, submitted_at, monthly_value FROM stages
      WHERE key IS NOT DISTINCT FROM $3 AND ${stageSql[request.stage]}
      ORDER BY submitted_at DESC, id DESC LIMIT $4`,
    [range.start, range.end, request.key, reportLeadsLimit + 1],
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
