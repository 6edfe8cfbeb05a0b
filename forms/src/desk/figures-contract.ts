/**
 * The desk's figures (/vertrieb/kennzahlen): how each promised deadline was kept over the last four weeks.
 * Bundled into the desk: types only.
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

export interface Figures {
  since: string;
  until: string;
  promises: PromiseFigures[];
}
