import type { AnalysisContent, AnalysisEditorView } from '@sichtwerk/forms/desk/analysis-contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, messageOf } from '../../lib/api.ts';
import { saveAnalysisDraft } from './analysis-queries.ts';

/** Quiet time after the last keystroke before the draft is saved. */
const autosaveDelayMs = 1_200;

/** A finding being typed may be empty for a moment; the server keeps only findings with text. */
export function savable(content: AnalysisContent): AnalysisContent {
  return {
    ...content,
    sections: content.sections.map((section) => ({
      ...section,
      findings: section.findings.filter((finding) => finding.text.trim() !== ''),
    })),
  };
}

export type SaveState =
  | { state: 'saved'; at: string }
  | { state: 'dirty' }
  | { state: 'saving' }
  | { state: 'failed'; message: string }
  | { state: 'conflict'; message: string };

/**
 * The draft as staff type it, saved on the server shortly after they stop typing, one save at a time and
 * each from the revision the last one returned. A save the server refuses because someone else saved in
 * between (409) stops the autosave and says who it was; nothing is overwritten.
 */
export function useAutosave(leadId: string, view: AnalysisEditorView, onSaved: (saved: AnalysisEditorView) => void) {
  const [content, setContent] = useState(view.content);
  const [saveState, setSaveState] = useState<SaveState>({ state: 'saved', at: view.updatedAt });
  const revision = useRef(view.revision);
  const latest = useRef(content);
  const running = useRef<Promise<void> | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const blocked = saveState.state === 'conflict';

  const save = useCallback(async (): Promise<boolean> => {
    await running.current;
    const sending = latest.current;
    setSaveState({ state: 'saving' });
    const attempt = saveAnalysisDraft(leadId, revision.current, savable(sending)).then((saved) => {
      revision.current = saved.revision;
      onSaved(saved);
      setSaveState(latest.current === sending ? { state: 'saved', at: saved.updatedAt } : { state: 'dirty' });
    });
    running.current = attempt.catch(() => undefined);
    try {
      await attempt;
      return true;
    } catch (error) {
      setSaveState(
        error instanceof ApiError && error.status === 409
          ? { state: 'conflict', message: error.message }
          : { state: 'failed', message: messageOf(error) },
      );
      return false;
    }
  }, [leadId, onSaved]);

  const change = useCallback(
    (next: AnalysisContent) => {
      latest.current = next;
      setContent(next);
      setSaveState((current) => (current.state === 'conflict' ? current : { state: 'dirty' }));
      clearTimeout(timer.current);
      if (!blocked) timer.current = setTimeout(() => void save(), autosaveDelayMs);
    },
    [blocked, save],
  );

  /** Before sending: whatever is still typed goes to the server first. */
  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    if (blocked) return false;
    return saveState.state === 'saved' ? true : save();
  }, [blocked, save, saveState.state]);

  /** After a conflict: the server's draft replaces what is on screen. */
  const reset = useCallback((fresh: AnalysisEditorView) => {
    clearTimeout(timer.current);
    revision.current = fresh.revision;
    latest.current = fresh.content;
    setContent(fresh.content);
    setSaveState({ state: 'saved', at: fresh.updatedAt });
  }, []);

  /** A send or correction answers with a new revision too. */
  const adopt = useCallback((fresh: AnalysisEditorView) => {
    revision.current = fresh.revision;
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  // Leaving with unsaved text: the browser asks first.
  useEffect(() => {
    if (saveState.state === 'saved') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saveState.state]);

  return { content, change, saveState, flush, reset, adopt, revision };
}
