import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { Alert } from '@sichtwerk/site/ui/alert';
import { Button } from '@sichtwerk/site/ui/button';
import { Select } from '@sichtwerk/site/ui/input';
import { Label } from '@sichtwerk/site/ui/label';
import { useQuery } from '@tanstack/react-query';
import { metaQuery, sessionQuery } from '../../../lib/account-queries.ts';
import { deskApi, messageOf } from '../../../lib/api.ts';
import { useLeadAction } from '../lead-queries.ts';
import { PanelCard } from './panel-card.tsx';

/** Who works the lead: take it, hand it to a colleague or give it back to everyone. Every change is in the history. */
export function OwnerPanel({ lead }: { lead: DeskLead }) {
  const action = useLeadAction(lead.id);
  const meta = useQuery(metaQuery);
  const session = useQuery(sessionQuery);
  const mine = lead.owner?.id === session.data?.id;
  return (
    <PanelCard id="owner" title="Zuständig">
      <p className="mb-3 text-sm text-slate-700">{lead.owner ? `${lead.owner.name}${mine ? ' (du)' : ''}` : 'Niemandem zugewiesen.'}</p>
      {action.error && <Alert className="mb-3">{messageOf(action.error)}</Alert>}
      <div className="flex flex-wrap items-end gap-2">
        {!mine && (
          <Button
            variant="secondary"
            size="xs"
            disabled={action.isPending}
            onClick={() => action.mutate(() => deskApi.assign({ params: { id: lead.id }, body: { owner: 'me' } }))}
          >
            Mir zuweisen
          </Button>
        )}
        <div>
          <Label htmlFor="owner-select">Übergeben an</Label>
          <Select
            id="owner-select"
            value=""
            className="py-1.5 text-sm"
            disabled={action.isPending}
            onChange={(event) => {
              const owner = event.target.value;
              if (owner) action.mutate(() => deskApi.assign({ params: { id: lead.id }, body: { owner: owner === 'none' ? null : owner } }));
            }}
          >
            <option value="">Kollegin/Kollegen wählen …</option>
            {(meta.data?.colleagues ?? [])
              .filter((colleague) => colleague.id !== lead.owner?.id)
              .map((colleague) => (
                <option key={colleague.id} value={colleague.id}>
                  {colleague.name}
                </option>
              ))}
            {lead.owner && <option value="none">niemandem (freigeben)</option>}
          </Select>
        </div>
      </div>
    </PanelCard>
  );
}
