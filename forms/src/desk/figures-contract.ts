/**
 * The desk's figures (/vertrieb/kennzahlen): how each promised deadline was kept over the last four weeks, and
 * per kind and week of the last eight (weeks Monday to Sunday in Berlin) the leads received, the first
 * response and the promise kept. Bundled into the desk: types only.
 */
import type { FormKind } from '../form-kinds.ts';

/** How one kind kept the deadline it promises (its descriptor's promise), over the last four weeks. */
export interface PromiseFigures {
  kind: FormKind;
  /** The kind's German name, plural ('Analyse-Anfragen'). */
  label: string;
  withinMs: number;
  requests: number;
  kept: number;
  broken: number;
  open: number;
  medianFirstContactMs: number | null;
}

/** One kind's week: the leads received in it (held spam left out) and what became of them. */
export interface WeekFigures {
  /** The week's Monday in Berlin, "2026-11-23". */
  week: string;
  /** Its ISO week as people name it, "KW 48", and its Monday, "23.11.". */
  label: string;
  startsOn: string;
  leads: number;
  /** The week's leads with a first response (the first call attempt or status change). */
  responded: number;
  /** Received → first response, median and 90th percentile over `responded`; null without any. */
  medianResponseMs: number | null;
  p90ResponseMs: number | null;
  /** A kind that promises a deadline: the week's leads whose deadline is decided (kept, or over), and how many were kept. */
  promise: { decided: number; kept: number } | null;
}

export interface KindWeeks {
  kind: FormKind;
  label: string;
  /** The promised deadline in hours; null for a kind that promises none. */
  promiseHours: number | null;
  /** Oldest first, eight of them, the current week last. */
  weeks: WeekFigures[];
}

export interface Figures {
  since: string;
  until: string;
  promises: PromiseFigures[];
  weekly: KindWeeks[];
}
