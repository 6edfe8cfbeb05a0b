import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { type LostReason, outcomeLimits, type OutcomeCatalogue } from '@sichtwerk/forms/desk/outcome-contract';
import { Alert } from '@sichtwerk/site/ui/alert';
import { Button } from '@sichtwerk/site/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@sichtwerk/site/ui/dialog';
import { Label } from '@sichtwerk/site/ui/label';
import { Textarea } from '@sichtwerk/site/ui/input';
import { type FormEvent, type ReactNode, useState } from 'react';
import { deskApi, messageOf } from '../../../lib/api.ts';
import { VisibleText } from '../../../shell/visible-text.tsx';
import { useLeadDialog } from './use-lead-dialog.ts';

/** „kein Interesse“ asks why: one reason from the short list, and what else is worth knowing. */
export function LostDialog({ lead, catalogue, trigger }: { lead: DeskLead; catalogue: OutcomeCatalogue; trigger: ReactNode }) {
  const [reason, setReason] = useState<LostReason | ''>('');
  const [note, setNote] = useState('');
  const dialog = useLeadDialog(lead.id, () => {
    setReason('');
    setNote('');
  });
  const { action } = dialog;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason === '') return;
    dialog.run(() =>
      deskApi.changeStatus({ params: { id: lead.id }, body: { to: 'lost', lost: { reason, ...(note.trim() ? { note } : {}) } } }),
    );
  }

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title="Kein Interesse"
        description={
          <>
            Warum wird <VisibleText text={lead.name} /> nicht Kunde?
          </>
        }
        close="Abbrechen"
      >
        <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
          <fieldset>
            <legend className="text-sm font-medium text-slate-900">Grund</legend>
            <div className="mt-2 space-y-1.5">
              {catalogue.lostReasons.map((option) => (
                <label key={option.key} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name="lost-reason"
                    value={option.key}
                    checked={reason === option.key}
                    onChange={() => setReason(option.key)}
                    className="accent-brand-700"
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <Label htmlFor="lost-note">Anmerkung (optional)</Label>
            <Textarea
              id="lost-note"
              rows={3}
              value={note}
              maxLength={outcomeLimits.note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          {action.error && <Alert>{messageOf(action.error)}</Alert>}
          <Button type="submit" size="sm" disabled={action.isPending || reason === ''}>
            Als „kein Interesse“ speichern
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
