import { type CallOutcome, callNoteLimits, callOutcomes, type DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { Alert } from '@sichtwerk/site/ui/alert';
import { Button } from '@sichtwerk/site/ui/button';
import { Input } from '@sichtwerk/site/ui/input';
import { Label } from '@sichtwerk/site/ui/label';
import { useState } from 'react';
import { deskApi, messageOf } from '../../../lib/api.ts';
import { formatTime } from '../../../lib/format.ts';
import { VisibleText } from '../../../shell/visible-text.tsx';
import { useLeadAction } from '../lead-queries.ts';
import { PanelCard } from './panel-card.tsx';

/** Call attempts: one click per outcome (with an optional note), newest last; the phone number to dial on top. */
export function CallsPanel({ lead }: { lead: DeskLead }) {
  const action = useLeadAction(lead.id);
  const [note, setNote] = useState('');
  const phone = lead.fields.find((field) => field.href?.startsWith('tel:'));
  const record = (outcome: CallOutcome) =>
    action.mutate(() => deskApi.recordCall({ params: { id: lead.id }, body: { outcome, ...(note.trim() ? { note } : {}) } }), {
      onSuccess: () => setNote(''),
    });
  return (
    <PanelCard id="calls" title={`Anrufe (${lead.calls.length})`}>
      {phone?.value && phone.href && (
        <p className="mb-3 text-sm">
          Anrufen:{' '}
          <a href={phone.href} className="font-semibold text-brand-700 underline">
            <VisibleText text={phone.value} />
          </a>
        </p>
      )}
      {lead.calls.length > 0 && (
        <ol className="mb-3 space-y-1 text-sm" aria-label="Anrufversuche">
          {lead.calls.map((call) => (
            <li key={call.id}>
              <span className="text-slate-500">{formatTime(call.at)}</span> · <strong>{call.outcomeLabel}</strong> · {call.caller}
              {call.note && (
                <>
                  {' – '}
                  <VisibleText text={call.note} />
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {action.error && <Alert className="mb-3">{messageOf(action.error)}</Alert>}
      <Label htmlFor="call-note">Notiz zum Anruf (optional)</Label>
      <Input
        id="call-note"
        value={note}
        maxLength={callNoteLimits.max}
        onChange={(event) => setNote(event.target.value)}
        className="mb-2 py-1.5 text-sm"
      />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Anruf festhalten</legend>
        {(Object.entries(callOutcomes) as [CallOutcome, string][]).map(([outcome, label]) => (
          <Button key={outcome} variant="quiet" size="xs" disabled={action.isPending} onClick={() => record(outcome)}>
            {label}
          </Button>
        ))}
      </fieldset>
    </PanelCard>
  );
}
