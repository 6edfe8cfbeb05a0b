import { urlOf } from '@sichtwerk/forms/define-endpoint';
import { analysisEndpoints, analysisSendIssues, sendIssueText, type AnalysisEditorView } from '@sichtwerk/forms/desk/analysis-contract';
import { Alert } from '@sichtwerk/site/ui/alert';
import { Badge } from '@sichtwerk/site/ui/badge';
import { Button, buttonVariants } from '@sichtwerk/site/ui/button';
import { ConfirmDialog } from '@sichtwerk/site/ui/confirm-dialog';
import { Textarea } from '@sichtwerk/site/ui/input';
import { Label } from '@sichtwerk/site/ui/label';
import { useState } from 'react';
import { messageOf } from '../../lib/api.ts';
import { formatTime } from '../../lib/format.ts';
import { publishAnalysis, useAnalysisAnswer } from './analysis-queries.ts';
import { SectionEditor } from './section-editor.tsx';
import { type SaveState, useAutosave } from './use-autosave.ts';

function saveLine(state: SaveState): string {
  switch (state.state) {
    case 'saved':
      return `Gespeichert ${formatTime(state.at)}`;
    case 'dirty':
      return 'Ungespeicherte Änderungen …';
    case 'saving':
      return 'Speichert …';
    default:
      return 'Nicht gespeichert';
  }
}

/**
 * The free analysis of one request: the five sections in the offer's order, the summary, who the visitor reads
 * as adviser, the draft saved as staff type, the preview (the visitor's page, from the saved draft), and
 * sending — once, after a confirmation; changes after that are published as a correction on the same link.
 */
export function AnalysisEditor({ view, onReload }: { view: AnalysisEditorView; onReload(): void }) {
  const answer = useAnalysisAnswer(view.leadId);
  const { content, change, saveState, flush, adopt, revision } = useAutosave(view.leadId, view, (saved) => void answer(saved, false));
  const [publishing, setPublishing] = useState(false);
  const [publishError, setPublishError] = useState<string>();
  const sent = view.sentAt !== null;
  const titleOf = (key: string) => view.sections.find((section) => section.key === key)?.title ?? key;

  async function publishNow(kind: 'send' | 'correct') {
    setPublishError(undefined);
    if (!(await flush())) return;
    setPublishing(true);
    try {
      const fresh = await publishAnalysis(view.leadId, kind, revision.current);
      adopt(fresh);
      await answer(fresh, true);
    } catch (error) {
      setPublishError(messageOf(error));
    } finally {
      setPublishing(false);
    }
  }

  // The service refuses the same with 422 (one schema in the contract); here it shows while staff type.
  const issues = analysisSendIssues(content);
  const blockers = issues.map((issue) => sendIssueText(issue, titleOf));
  const mayPublish = view.adviserName !== null && blockers.length === 0 && saveState.state === 'saved' && !publishing;
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Kostenlose Analyse</h1>
          <p className="text-sm text-slate-600">
            Berater:in für den Kunden: {view.adviserName ?? <strong>noch kein Anzeigename</strong>}
            {sent && view.sentAt ? ` · gesendet ${formatTime(view.sentAt)}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span role="status" className="text-sm text-slate-600">
            {saveLine(saveState)}
          </span>
          {sent && <Badge variant="good">Analyse verschickt</Badge>}
          {view.mail?.state === 'failed' && <Badge variant="bad">Mail abgelehnt</Badge>}
        </div>
      </header>

      {view.adviserName === null && (
        <Alert>
          Dein Konto hat noch keinen Anzeigenamen, den der Kunde als Berater:in liest. Die Administration setzt ihn mit npm run users --
          name.
        </Alert>
      )}
      {saveState.state === 'conflict' && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <p>{saveState.message}</p>
          <Button variant="quiet" size="xs" className="mt-2" onClick={onReload}>
            Neue Fassung laden
          </Button>
        </div>
      )}
      {saveState.state === 'failed' && <Alert>{saveState.message}</Alert>}
      {publishError && <Alert>{publishError}</Alert>}
      {view.mail?.state === 'failed' && <Alert>Die Mail an den Kunden wurde abgelehnt: {view.mail.error}</Alert>}

      {content.sections.map((section, index) => (
        <SectionEditor
          key={section.key}
          section={section}
          title={titleOf(section.key)}
          missing={issues.filter((issue) => issue.section === section.key).map((issue) => issue.message)}
          ratings={view.ratings}
          bounds={view.bounds}
          onChange={(next) => change({ ...content, sections: content.sections.map((current, at) => (at === index ? next : current)) })}
        />
      ))}

      <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <Label htmlFor="analyse-zusammenfassung" className="font-semibold text-slate-900">
          Zusammenfassung
        </Label>
        <p className="mb-2 text-sm text-slate-600">
          Die wichtigsten Lücken in wenigen Sätzen – konkrete Maßnahmen und der Wachstumsplan bleiben den Paketen vorbehalten.
        </p>
        <Textarea
          id="analyse-zusammenfassung"
          rows={5}
          maxLength={view.bounds.summaryChars}
          value={content.summary}
          onChange={(event) => change({ ...content, summary: event.target.value })}
        />
      </section>

      {blockers.length > 0 && (
        <div className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p className="font-semibold">Vor dem Senden fehlt noch:</p>
          <ul className="mt-1 list-disc pl-5">
            {blockers.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}

      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        <a
          href={urlOf(analysisEndpoints.preview, { id: view.leadId })}
          target="_blank"
          rel="noopener"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          Vorschau
        </a>
        <ConfirmDialog
          trigger={
            <Button variant={sent ? 'quiet' : 'primary'} size="sm" disabled={!mayPublish}>
              {sent ? 'Korrektur veröffentlichen' : 'Analyse senden'}
            </Button>
          }
          title={sent ? 'Korrektur veröffentlichen?' : 'Analyse jetzt senden?'}
          description={
            sent
              ? 'Der Link des Kunden zeigt ab jetzt diese Fassung, mit dem Datum der Änderung. Eine neue Mail geht nicht raus.'
              : 'Der Kunde bekommt eine E-Mail mit dem Link zu seinem Ergebnis und dem Strategiegespräch als nächstem Schritt. Senden geht nur einmal; Änderungen danach erscheinen als Korrektur unter demselben Link.'
          }
          confirm={sent ? 'Korrektur veröffentlichen' : 'Jetzt senden'}
          onConfirm={() => void publishNow(sent ? 'correct' : 'send')}
        />
        {view.versions.length > 0 && (
          <p className="text-sm text-slate-600">
            Fassungen: {view.versions.map((version) => `${version.version} (${formatTime(version.publishedAt)})`).join(', ')}
          </p>
        )}
      </div>
    </div>
  );
}
