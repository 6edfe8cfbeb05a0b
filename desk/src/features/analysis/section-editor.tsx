import type { AnalysisEditorView, AnalysisSection } from '@sichtwerk/forms/desk/analysis-contract';
import { Badge } from '@sichtwerk/site/ui/badge';
import { Button } from '@sichtwerk/site/ui/button';
import { Select, Textarea } from '@sichtwerk/site/ui/input';
import { Label } from '@sichtwerk/site/ui/label';

interface SectionEditorProps {
  section: AnalysisSection;
  title: string;
  /** What sending still lacks in this section (the contract's analysisSendableSchema). */
  missing: string[];
  ratings: AnalysisEditorView['ratings'];
  bounds: AnalysisEditorView['bounds'];
  onChange(section: AnalysisSection): void;
}

const suggestion = (
  <Badge variant="warn" className="text-xs">
    Vorschlag aus dem Website-Check
  </Badge>
);

/**
 * One section of the analysis: its rating and its findings. What the pre-check suggested is marked until
 * staff take it over or remove it; the visitor never sees the mark, and sending waits until none is left.
 */
export function SectionEditor({ section, title, missing, ratings, bounds, onChange }: SectionEditorProps) {
  const id = `abschnitt-${section.key}`;
  const suggested = section.ratingPrefilled || section.findings.some((finding) => finding.prefilled);
  const setFinding = (index: number, change: Partial<AnalysisSection['findings'][number]> | null) =>
    onChange({
      ...section,
      findings:
        change === null
          ? section.findings.filter((_, at) => at !== index)
          : section.findings.map((finding, at) => (at === index ? { ...finding, ...change } : finding)),
    });

  return (
    <section aria-labelledby={`${id}-titel`} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={`${id}-titel`} className="font-semibold text-slate-900">
          {title}
        </h2>
        {suggested && (
          <Button
            variant="quiet"
            size="xs"
            onClick={() =>
              onChange({
                ...section,
                ratingPrefilled: false,
                findings: section.findings.map((finding) => ({ ...finding, prefilled: false })),
              })
            }
          >
            Alle Vorschläge übernehmen
          </Button>
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <Label htmlFor={`${id}-bewertung`}>Bewertung</Label>
          <Select
            id={`${id}-bewertung`}
            value={section.rating}
            className="py-1.5 text-sm"
            onChange={(event) => onChange({ ...section, rating: event.target.value as AnalysisSection['rating'], ratingPrefilled: false })}
          >
            {ratings.map((rating) => (
              <option key={rating.key} value={rating.key}>
                {rating.label}
              </option>
            ))}
          </Select>
        </div>
        {section.ratingPrefilled && (
          <span className="flex items-center gap-2">
            {suggestion}
            <Button variant="quiet" size="xs" onClick={() => onChange({ ...section, ratingPrefilled: false })}>
              Bewertung übernehmen
            </Button>
          </span>
        )}
      </div>
      <ol className="mt-4 space-y-3" aria-label={`Befunde: ${title}`}>
        {section.findings.map((finding, index) => (
          // Findings have no identity of their own; their place in the list is it.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place and never reordered
          <li key={index} className={finding.prefilled ? 'rounded-lg border-l-4 border-amber-400 bg-amber-50/60 p-2' : 'p-2'}>
            <Label htmlFor={`${id}-befund-${index}`} className="sr-only">
              Befund {index + 1}
            </Label>
            <Textarea
              id={`${id}-befund-${index}`}
              value={finding.text}
              rows={2}
              maxLength={bounds.findingChars}
              // Grows with its text: a prefilled finding is read whole before it is taken over.
              className="field-sizing-content min-h-16 text-sm"
              onChange={(event) => setFinding(index, { text: event.target.value })}
            />
            <div className="mt-1 flex flex-wrap items-center gap-2">
              {finding.prefilled && (
                <>
                  {suggestion}
                  <Button variant="quiet" size="xs" onClick={() => setFinding(index, { prefilled: false })}>
                    Übernehmen
                  </Button>
                </>
              )}
              <Button variant="ghost" size="xs" onClick={() => setFinding(index, null)}>
                Entfernen
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {section.rating === 'unchecked' && section.findings.length > 0 && (
        <p className="mt-3 text-sm text-slate-600">Nicht geprüft: der Kunde liest deine Befunde als Grund.</p>
      )}
      {missing.length > 0 && (
        <p id={`${id}-fehlt`} className="mt-3 text-sm text-amber-900">
          Vor dem Senden: „{title}“ {missing.join(' ')}
        </p>
      )}
      <Button
        variant="ghost"
        size="xs"
        className="mt-2"
        disabled={section.findings.length >= bounds.findingsPerSection}
        onClick={() => onChange({ ...section, findings: [...section.findings, { text: '', prefilled: false }] })}
      >
        + Befund hinzufügen
      </Button>
    </section>
  );
}
