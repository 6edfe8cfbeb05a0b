import { Alert } from '@sichtwerk/site/ui/alert';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { messageOf } from '../../lib/api.ts';
import { AnalysisEditor } from './analysis-editor.tsx';
import { analysisQuery } from './analysis-queries.ts';

// Looked up by path, not imported: the route module imports this screen.
const route = getRouteApi('/leads/$id/analyse');

/** The editor's page: the analysis of the lead in the address, opened (and on first visit started) by the service. */
export function AnalysisScreen() {
  const { id } = route.useParams();
  const analysis = useQuery(analysisQuery(id));
  // Bumped when staff load the server's draft after a conflict: the editor then starts again from it.
  const [generation, setGeneration] = useState(0);
  const reload = async () => {
    await analysis.refetch();
    setGeneration((current) => current + 1);
  };
  return (
    <div className="space-y-4">
      <Link to="/leads/$id" params={{ id }} className="text-sm text-brand-700 underline">
        ← zur Anfrage
      </Link>
      {analysis.data ? (
        <AnalysisEditor key={generation} view={analysis.data} onReload={() => void reload()} />
      ) : analysis.error ? (
        <Alert>{messageOf(analysis.error)}</Alert>
      ) : (
        <p className="text-sm text-slate-600">Lädt …</p>
      )}
    </div>
  );
}
