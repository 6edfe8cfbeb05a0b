import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { rewardGrantLimits } from '@sichtwerk/forms/desk/referral-contract';
import { Alert } from '@sichtwerk/site/ui/alert';
import { Button } from '@sichtwerk/site/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@sichtwerk/site/ui/dialog';
import { Label } from '@sichtwerk/site/ui/label';
import { Textarea } from '@sichtwerk/site/ui/input';
import { type FormEvent, useState } from 'react';
import { deskApi, messageOf } from '../../../lib/api.ts';
import { useLeadDialog } from './use-lead-dialog.ts';

/**
 * „Prämie trotzdem gewähren“ (admins): the conditions declined the reward, an admin grants it anyway and says why.
 * The service computes the due day from the contract date; the referrer's mail waits for that day as usual.
 */
export function GrantRewardDialog({ lead, declinedReason }: { lead: DeskLead; declinedReason: string }) {
  const [reason, setReason] = useState('');
  const dialog = useLeadDialog(lead.id, () => setReason(''));
  const { action } = dialog;

  function submit(event: FormEvent) {
    event.preventDefault();
    dialog.run(() => deskApi.grantReward({ params: { id: lead.id }, body: { reason } }));
  }

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="quiet" size="xs">
          Prämie trotzdem gewähren
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Prämie trotzdem gewähren"
        description={`Abgelehnt, weil: ${declinedReason} Die Prämie wird wie sonst fällig, der Empfehlungsgeber bekommt seine Mail am Fälligkeitstag.`}
        close="Abbrechen"
      >
        <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
          <div>
            <Label htmlFor="grant-reason">Warum gewährst du die Prämie trotzdem?</Label>
            <Textarea
              id="grant-reason"
              rows={3}
              value={reason}
              maxLength={rewardGrantLimits.reason}
              placeholder="z. B. frühere Anfrage ohne Kontakt, Geschäftsführung hat zugestimmt"
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          {action.error && <Alert>{messageOf(action.error)}</Alert>}
          <Button type="submit" size="sm" disabled={action.isPending || reason.trim() === ''}>
            Prämie gewähren
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
