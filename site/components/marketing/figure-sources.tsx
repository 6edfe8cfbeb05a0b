import { cn } from '../../lib/cn.ts';

/** Numbers each distinct source once, in order of appearance, for figures shown side by side. */
export function numberSources(sources: readonly (string | undefined)[]): { marks: (number | undefined)[]; notes: string[] } {
  const notes: string[] = [];
  const marks = sources.map((source) => {
    if (!source) return undefined;
    if (!notes.includes(source)) notes.push(source);
    return notes.indexOf(source) + 1;
  });
  return { marks, notes };
}

/** The footnote mark after a figure; the note itself is read where SourceNotes renders it. */
export function SourceMark({ mark }: { mark: number | undefined }) {
  if (mark === undefined) return null;
  return (
    <sup data-slot="source-mark" className="ml-0.5 align-super text-[0.4em] font-semibold text-slate-500">
      {mark}
    </sup>
  );
}

/** The notes belonging to the marks, e.g. "1 Ziel, keine Messung: …", directly below the figures. */
export function SourceNotes({ notes, className }: { notes: readonly string[]; className?: string }) {
  if (notes.length === 0) return null;
  return (
    <p data-slot="figure-sources" className={cn('mt-3 text-xs text-slate-500', className)}>
      {notes.map((note, index) => (
        <span key={note} className="mr-3 inline-block">
          <sup>{index + 1}</sup> {note}
        </span>
      ))}
    </p>
  );
}

/**
 * One note directly under the single statement it belongs to (the award beside its text), without a number: a
 * number would need a mark to point from, and a second „1“ beside the figures' notes would read as theirs.
 */
export function SourceNote({ note, className }: { note: string; className?: string }) {
  return (
    <p data-slot="figure-sources" className={cn('mt-3 text-xs text-slate-500', className)}>
      {note}
    </p>
  );
}
