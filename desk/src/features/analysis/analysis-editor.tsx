import { analysisPreviewPath, type AnalysisEditorView } from '@sichtwerk/forms/desk/analysis-contract';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { formatTime } from '../../lib/format.ts';
import { messageOf, publishAnalysis } from './analysis-api.ts';
import { SectionEditor } from './section-editor.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
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
export function AnalysisEditor({
  view,
  onChange,
  onReload,
}: {
  view: AnalysisEditorView;
  onChange(view: AnalysisEditorView): void;
  onReload(): void;
}) {
  const { content, change, saveState, flush, adopt, revision } = useAutosave(view.leadId, view, onChange);
  const [confirming, setConfirming] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [publishError, setPublishError] = useState<string>();
  const sent = view.sentAt !== null;
  const titleOf = (key: string) => view.sections.find((section) => section.key === key)?.title ?? key;

  async function publishNow(kind: 'send' | 'correct') {
    setConfirming(false);
    setPublishError(undefined);
    if (!(await flush())) return;
    setPublishing(true);
    try {
      const fresh = await publishAnalysis(view.leadId, kind, revision.current);
      adopt(fresh);
      onChange(fresh);
    } catch (error) {
      setPublishError(messageOf(error));
    } finally {
      setPublishing(false);
    }
  }

  const blockers = saveState.state === 'saved' ? view.problems : [];
  const mayPublish = view.adviserName !== null && blockers.length === 0 && saveState.state === 'saved' && !publishing;
  const publishLabel = sent ? 'Korrektur veröffentlichen' : 'Analyse senden';
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
          {sent && <Badge tone="good">Analyse verschickt</Badge>}
          {view.mail?.state === 'failed' && <Badge tone="bad">Mail abgelehnt</Badge>}
        </div>
      </header>

      {view.adviserName === null && (
        <Alert>
          Dein Konto hat noch keinen Anzeigenamen, den der Kunde als Berater:in liest. Die Administration setzt ihn mit npm run users --
          name.
        </Alert>
      )}
      {saveState.state === 'conflict' && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <p>{saveState.message}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={onReload}>
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
          ratings={view.ratings}
          bounds={view.bounds}
          onChange={(next) => change({ ...content, sections: content.sections.map((current, at) => (at === index ? next : current)) })}
        />
      ))}

      <section className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
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
        <div className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
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
          href={analysisPreviewPath(view.leadId)}
          target="_blank"
          rel="noopener"
          className={buttonVariants({ variant: 'outline', size: 'md' })}
        >
          Vorschau
        </a>
        <Button variant={sent ? 'outline' : 'primary'} disabled={!mayPublish || confirming} onClick={() => setConfirming(true)}>
          {publishLabel}
        </Button>
        {view.versions.length > 0 && (
          <p className="text-sm text-slate-600">
            Fassungen: {view.versions.map((version) => `${version.version} (${formatTime(version.publishedAt)})`).join(', ')}
          </p>
        )}
      </div>
      {confirming && (
        <div role="alertdialog" aria-labelledby="analyse-bestaetigen" className="rounded-lg border border-brand-200 bg-brand-50 p-4">
          <p id="analyse-bestaetigen" className="font-semibold text-slate-900">
            {sent ? 'Korrektur veröffentlichen?' : 'Analyse jetzt senden?'}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {sent
              ? 'Der Link des Kunden zeigt ab jetzt diese Fassung, mit dem Datum der Änderung. Eine neue Mail geht nicht raus.'
              : 'Der Kunde bekommt eine E-Mail mit dem Link zu seinem Ergebnis und dem Strategiegespräch als nächstem Schritt. Senden geht nur einmal; Änderungen danach erscheinen als Korrektur unter demselben Link.'}
          </p>
          <div className="mt-3 flex gap-2">
            <Button onClick={() => void publishNow(sent ? 'correct' : 'send')}>
              {sent ? 'Korrektur veröffentlichen' : 'Jetzt senden'}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Abbrechen
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
