import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { Alert } from '@sichtwerk/site/ui/alert';
import { Button } from '@sichtwerk/site/ui/button';
import { Input } from '@sichtwerk/site/ui/input';
import { Label } from '@sichtwerk/site/ui/label';
import { type FormEvent, useState } from 'react';
import { deskApi, messageOf } from '../../../lib/api.ts';
import { berlinWallTime, formatTime } from '../../../lib/format.ts';
import { useLeadAction } from '../lead-queries.ts';
import { PanelCard } from './panel-card.tsx';

/** "Wiedervorlage": when to try again (Berlin time); it appears at the top of the owner's inbox when due. */
export function FollowUpPanel({ lead }: { lead: DeskLead }) {
  const action = useLeadAction(lead.id);
  const [at, setAt] = useState(lead.followUpAt ? berlinWallTime(lead.followUpAt) : '');
  function set(event: FormEvent) {
    event.preventDefault();
    action.mutate(() => deskApi.setFollowUp({ params: { id: lead.id }, body: { at } }));
  }
  return (
    <PanelCard id="follow-up" title="Wiedervorlage">
      <p className="mb-3 text-sm text-slate-700">
        {lead.followUpAt ? `Wiedervorlage am ${formatTime(lead.followUpAt)}` : 'Keine Wiedervorlage gesetzt.'}
      </p>
      {action.error && <Alert className="mb-3">{messageOf(action.error)}</Alert>}
      <form onSubmit={set} className="flex flex-wrap items-end gap-2">
        <div>
          <Label htmlFor="follow-up-at">Datum und Uhrzeit</Label>
          <Input
            id="follow-up-at"
            type="datetime-local"
            value={at}
            onChange={(event) => setAt(event.target.value)}
            className="py-1.5 text-sm"
          />
        </div>
        <Button type="submit" variant="quiet" size="xs" disabled={!at || action.isPending}>
          Wiedervorlage setzen
        </Button>
        {lead.followUpAt && (
          <Button
            variant="ghost"
            size="xs"
            disabled={action.isPending}
            onClick={() =>
              action.mutate(() => deskApi.setFollowUp({ params: { id: lead.id }, body: { at: null } }), { onSuccess: () => setAt('') })
            }
          >
            erledigt – entfernen
          </Button>
        )}
      </form>
    </PanelCard>
  );
}
