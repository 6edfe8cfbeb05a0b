import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { Alert } from '@sichtwerk/site/ui/alert';
import { Button } from '@sichtwerk/site/ui/button';
import { Input, Select } from '@sichtwerk/site/ui/input';
import { Label } from '@sichtwerk/site/ui/label';
import { type FormEvent, useState } from 'react';
import { deskApi, messageOf } from '../../../lib/api.ts';
import { useLeadAction } from '../lead-queries.ts';
import { PanelCard } from './panel-card.tsx';

/** The next steps of the lead's kind, and setting a status clicked by mistake back, with a reason. */
export function StatusPanel({ lead }: { lead: DeskLead }) {
  const action = useLeadAction(lead.id);
  const [backTo, setBackTo] = useState('');
  const [reason, setReason] = useState('');
  // One reason for every step that waits (they wait for the same call).
  const notYet = lead.next.find((next) => next.notYet)?.notYet;

  function setBack(event: FormEvent) {
    event.preventDefault();
    action.mutate(() => deskApi.changeStatus({ params: { id: lead.id }, body: { to: backTo, reason } }), {
      onSuccess: () => {
        setBackTo('');
        setReason('');
      },
    });
  }

  return (
    <PanelCard id="status" title="Status">
      {action.error && <Alert className="mb-3">{messageOf(action.error)}</Alert>}
      {lead.next.length > 0 ? (
        <>
          <div className="flex flex-wrap gap-2">
            {lead.next.map((next) => (
              <Button
                key={next.key}
                variant="quiet"
                size="xs"
                disabled={action.isPending || next.notYet !== undefined}
                aria-describedby={next.notYet ? 'status-not-yet' : undefined}
                onClick={() => action.mutate(() => deskApi.changeStatus({ params: { id: lead.id }, body: { to: next.key } }))}
              >
                → {next.label}
              </Button>
            ))}
          </div>
          {notYet && (
            <p id="status-not-yet" className="mt-2 text-sm text-slate-600">
              {notYet}
            </p>
          )}
        </>
      ) : (
        <p className="text-sm text-slate-600">„{lead.status.label}“ ist ein Endstatus.</p>
      )}
      {lead.back.length > 0 && (
        <form onSubmit={setBack} className="mt-4 grid gap-2 border-t border-slate-200 pt-3 sm:grid-cols-[auto_1fr_auto] sm:items-end">
          <div>
            <Label htmlFor="status-back">Zurücksetzen auf</Label>
            <Select id="status-back" value={backTo} onChange={(event) => setBackTo(event.target.value)} className="py-1.5 text-sm">
              <option value="">–</option>
              {lead.back.map((status) => (
                <option key={status.key} value={status.key}>
                  {status.label}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="status-reason">Grund</Label>
            <Input
              id="status-reason"
              value={reason}
              maxLength={500}
              placeholder="z. B. versehentlich geklickt"
              onChange={(event) => setReason(event.target.value)}
              className="py-1.5 text-sm"
            />
          </div>
          <Button type="submit" variant="quiet" size="xs" disabled={!backTo || action.isPending}>
            Zurücksetzen
          </Button>
        </form>
      )}
    </PanelCard>
  );
}
