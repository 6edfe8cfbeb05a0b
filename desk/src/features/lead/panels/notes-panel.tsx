import { type DeskLead, noteLimits } from '@sichtwerk/forms/desk/lead-contract';
import { Alert } from '@sichtwerk/site/ui/alert';
import { Button } from '@sichtwerk/site/ui/button';
import { Textarea } from '@sichtwerk/site/ui/input';
import { Label } from '@sichtwerk/site/ui/label';
import { type FormEvent, useState } from 'react';
import { deskApi, messageOf } from '../../../lib/api.ts';
import { formatTime } from '../../../lib/format.ts';
import { VisibleText } from '../../../shell/visible-text.tsx';
import { useLeadAction } from '../lead-queries.ts';
import { PanelCard } from './panel-card.tsx';

/** Notes: who wrote what when; kept as written (a correction is a new note). */
export function NotesPanel({ lead }: { lead: DeskLead }) {
  const action = useLeadAction(lead.id);
  const [text, setText] = useState('');
  function add(event: FormEvent) {
    event.preventDefault();
    action.mutate(() => deskApi.addNote({ params: { id: lead.id }, body: { text } }), { onSuccess: () => setText('') });
  }
  return (
    <PanelCard id="notes" title={`Notizen (${lead.notes.length})`}>
      {lead.notes.length > 0 && (
        <ol className="mb-3 space-y-2 text-sm" aria-label="Notizen">
          {lead.notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-50 px-3 py-2">
              <p className="text-xs text-slate-500">
                {note.author} · {formatTime(note.at)}
              </p>
              <p className="whitespace-pre-wrap break-words">
                <VisibleText text={note.text} />
              </p>
            </li>
          ))}
        </ol>
      )}
      {action.error && <Alert className="mb-3">{messageOf(action.error)}</Alert>}
      <form onSubmit={add}>
        <Label htmlFor="note-text">Neue Notiz</Label>
        <Textarea
          id="note-text"
          rows={3}
          value={text}
          maxLength={noteLimits.max}
          onChange={(event) => setText(event.target.value)}
          className="mb-2 text-sm"
        />
        <Button type="submit" variant="quiet" size="xs" disabled={action.isPending || !text.trim()}>
          Notiz speichern
        </Button>
      </form>
    </PanelCard>
  );
}
