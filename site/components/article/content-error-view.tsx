import { formatProblem, type ContentProblem } from '@sichtwerk/content/content-error';
import { Container } from '../ui/index.ts';

/** What `npm run dev` shows instead of an article whose frontmatter breaks its schema; the build fails instead. */
export function ContentErrorView({ file, problems }: { file: string; problems: readonly ContentProblem[] }) {
  return (
    <Container className="max-w-3xl py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-red-700">Nur in der Entwicklung sichtbar</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight">Dieser Artikel hat einen Fehler</h1>
      <p className="mt-4 text-slate-700">
        Datei: <code data-testid="content-error-file">{file}</code>
      </p>
      <ul className="mt-6 list-disc space-y-2 pl-6 text-slate-900">
        {problems.map((problem) => (
          <li key={problem.field} data-testid="content-error-problem">
            {formatProblem(problem)}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-slate-700">
        Speichere die Datei nach der Korrektur, die Seite lädt neu. Alle anderen Seiten laufen weiter; <code>npm run build</code> bricht mit
        derselben Meldung ab, solange der Fehler besteht.
      </p>
    </Container>
  );
}
