import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { Alert } from '@sichtwerk/site/ui/alert';
import { Button } from '@sichtwerk/site/ui/button';
import { ConfirmDialog } from '@sichtwerk/site/ui/confirm-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { deskApi, messageOf } from '../../../lib/api.ts';
import { useLeadAction } from '../lead-queries.ts';
import { PanelCard } from './panel-card.tsx';

/** A lead the spam protection held: real (its mails go out) or spam (erased, after one question naming it). */
export function SpamPanel({ lead }: { lead: DeskLead }) {
  const release = useLeadAction(lead.id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const discard = useMutation({
    mutationFn: () => deskApi.discard({ params: { id: lead.id }, body: {} }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['inbox'] });
      await queryClient.invalidateQueries({ queryKey: ['meta'] });
      await navigate({ to: '/pruefen' });
    },
  });
  const error = release.error ?? discard.error;
  return (
    <PanelCard id="spam" title="Zur Prüfung markiert" className="border-amber-300 bg-amber-50">
      <p className="mb-3 text-sm">Grund: {lead.spam?.label}</p>
      {error && <Alert className="mb-3">{messageOf(error)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="success"
          size="sm"
          disabled={release.isPending}
          onClick={() => release.mutate(() => deskApi.release({ params: { id: lead.id }, body: {} }))}
        >
          {lead.mails.some((mail) => mail.audience === 'visitor') ? 'Echt – Bestätigung senden' : 'Echt – freigeben'}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="danger" size="sm" disabled={discard.isPending}>
              Spam – löschen
            </Button>
          }
          title="Als Spam löschen?"
          description={`${lead.kindLabel} „${lead.name || lead.reference}“ (${lead.reference}) wird mit allen Angaben, Notizen und Anrufen endgültig gelöscht. Das lässt sich nicht rückgängig machen.`}
          confirm="Endgültig löschen"
          onConfirm={() => discard.mutate()}
        />
      </div>
    </PanelCard>
  );
}
