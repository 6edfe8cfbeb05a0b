import type { AnalysisEditorView } from '@sichtwerk/forms/desk/analysis-contract';
import { useCallback, useEffect, useState } from 'react';
import { DeskLink } from '../../components/desk-link.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { AnalysisEditor } from './analysis-editor.tsx';
import { messageOf, openAnalysis } from './analysis-api.ts';

/** „Analyse erstellen“ (/vertrieb/leads/<id>/analyse): the analysis of the lead, opened and on first visit started by the service. */
export function AnalysisScreen({ id }: { id: string }) {
  const [view, setView] = useState<AnalysisEditorView>();
  const [error, setError] = useState<string>();
  // Bumped when staff load the server's draft after a conflict: the editor then starts again from it.
  const [generation, setGeneration] = useState(0);

  const load = useCallback(() => {
    openAnalysis(id).then(
      (opened) => {
        setView(opened);
        setGeneration((current) => current + 1);
      },
      (failure: unknown) => setError(messageOf(failure)),
    );
  }, [id]);
  useEffect(load, [load]);

  return (
    <div className="space-y-4">
      <DeskLink href={`/vertrieb/leads/${id}`} className="text-sm text-brand-700 underline">
        ← zur Anfrage
      </DeskLink>
      {view ? (
        <AnalysisEditor key={generation} view={view} onChange={setView} onReload={load} />
      ) : error ? (
        <Alert>{error}</Alert>
      ) : (
        <p className="text-sm text-slate-600">Lädt …</p>
      )}
    </div>
  );
}
