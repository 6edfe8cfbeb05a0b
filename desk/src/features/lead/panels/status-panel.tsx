import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { Alert } from '@sichtwerk/site/ui/alert';
import { Button } from '@sichtwerk/site/ui/button';
import { Input, Select } from '@sichtwerk/site/ui/input';
import { Label } from '@sichtwerk/site/ui/label';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { metaQuery, sessionQuery } from '../../../lib/account-queries.ts';
import { deskApi, messageOf } from '../../../lib/api.ts';
import { useLeadAction } from '../lead-queries.ts';
import { LostDialog } from './lost-dialog.tsx';
import { OutcomeSummary } from './outcome-summary.tsx';
import { PanelCard } from './panel-card.tsx';
import { WonDialog } from './won-dialog.tsx';

/** The reason the history keeps for a step taken back with „Rückgängig“. */
const undoReason = 'Rückgängig gemacht';

/**
 * The status step the signed-in person just took, while it is the lead's last status change and its old status
 * can still be set back: „Rückgängig“ takes it back in one click, the history keeps both lines.
 */
function undoableStep(lead: DeskLead, username: string | undefined): { key: string; label: string } | undefined {
  const last = lead.history.findLast((event) => event.action === 'status_changed' || event.action === 'status_reverted');
  if (last?.action !== 'status_changed' || last.actor !== username || last.detail.to !== lead.status.key) return undefined;
  return lead.back.find((status) => status.key === last.detail.from);
}

/**
 * The next steps of the lead's kind (an ending asks its facts in a dialog), what the ending recorded, undoing the last
 * step, and setting an older status back, with a reason.
 */
export function StatusPanel({ lead }: { lead: DeskLead }) {
  const action = useLeadAction(lead.id);
  const session = useQuery(sessionQuery);
  const undo = undoableStep(lead, session.data?.username);
  const catalogue = useQuery(metaQuery).data?.outcomes;
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
      {lead.outcome && <OutcomeSummary lead={lead} outcome={lead.outcome} catalogue={catalogue} />}
      {lead.next.length > 0 ? (
        <>
          <div className="flex flex-wrap gap-2">
            {lead.next.map((next) => {
              const button = (
                <Button
                  key={next.key}
                  variant="quiet"
                  size="xs"
                  disabled={action.isPending || next.notYet !== undefined || (next.asks !== undefined && !catalogue)}
                  aria-describedby={next.notYet ? 'status-not-yet' : undefined}
                  aria-haspopup={next.asks ? 'dialog' : undefined}
                  onClick={
                    next.asks
                      ? undefined
                      : () => action.mutate(() => deskApi.changeStatus({ params: { id: lead.id }, body: { to: next.key } }))
                  }
                >
                  → {next.label}
                </Button>
              );
              if (next.asks === 'won' && catalogue && !next.notYet)
                return <WonDialog key={next.key} lead={lead} catalogue={catalogue} mode="set" trigger={button} />;
              if (next.asks === 'lost' && catalogue && !next.notYet)
                return <LostDialog key={next.key} lead={lead} catalogue={catalogue} trigger={button} />;
              return button;
            })}
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
      {undo && (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>Gerade gesetzt: „{lead.status.label}“.</span>
          <Button
            variant="secondary"
            size="xs"
            disabled={action.isPending}
            onClick={() =>
              action.mutate(() => deskApi.changeStatus({ params: { id: lead.id }, body: { to: undo.key, reason: undoReason } }))
            }
          >
            Rückgängig (zurück auf „{undo.label}“)
          </Button>
        </div>
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
