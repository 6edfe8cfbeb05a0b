import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { Alert } from '@sichtwerk/site/ui/alert';
import { Button } from '@sichtwerk/site/ui/button';
import { ConfirmDialog } from '@sichtwerk/site/ui/confirm-dialog';
import { Label } from '@sichtwerk/site/ui/label';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callsApi, messageOf } from '../../lib/api.ts';
import { PanelCard } from '../lead/panels/panel-card.tsx';
import { AppointmentOutcome } from './appointment-outcome.tsx';
import { AppointmentStatusBadge } from './appointment-status.tsx';
import { leadAppointmentQuery, useAppointmentAction } from './termine-queries.ts';

/**
 * The lead's strategy call: when and with whom, booking or moving it for the lead (the visitor gets the same
 * invitation as from the booking page), cancelling it, and after the call how it went; earlier calls below.
 */
export function StrategyCallPanel({ lead }: { lead: DeskLead }) {
  const answer = useQuery(leadAppointmentQuery(lead.id));
  const action = useAppointmentAction(lead.id);
  const [chosen, setChosen] = useState('');
  const [chosenDay, setChosenDay] = useState('');
  const data = answer.data;
  const current = data?.current ?? null;
  // Two weeks of slots are about 120: a day first, then its times, instead of one list to scroll through.
  const days = new Map<string, { startsAt: string; time: string }[]>();
  for (const slot of data?.slots ?? []) days.set(slot.day, [...(days.get(slot.day) ?? []), slot]);
  const day = days.has(chosenDay) ? chosenDay : ([...days.keys()][0] ?? '');
  const times = days.get(day) ?? [];
  const book = () =>
    action.mutate(() => callsApi.bookForLead({ params: { id: lead.id }, body: { startsAt: chosen } }), { onSuccess: () => setChosen('') });
  return (
    <PanelCard id="strategy-call" title="Strategiegespräch">
      {answer.error && <Alert className="mb-3">{messageOf(answer.error)}</Alert>}
      {action.error && <Alert className="mb-3">{messageOf(action.error)}</Alert>}
      {current ? (
        <div className="mb-3 space-y-2 text-sm">
          <p>
            <strong className="text-base text-slate-900">{current.label}</strong> <AppointmentStatusBadge status={current.status} />
          </p>
          <p className="text-slate-600">
            mit {current.adviserName} · {current.bookedBy ? `eingetragen von ${current.bookedBy}` : 'vom Besucher gebucht'}
          </p>
          <div className="flex flex-wrap gap-2">
            <AppointmentOutcome call={current} />
            {!current.started && (
              <ConfirmDialog
                trigger={
                  <Button variant="quiet" size="xs" disabled={action.isPending}>
                    Absagen
                  </Button>
                }
                title="Strategiegespräch absagen?"
                description={`Das Gespräch am ${current.label} Uhr wird abgesagt; ${current.leadName} bekommt die Absage für den Kalender per E-Mail.`}
                confirm="Absagen"
                onConfirm={() => action.mutate(() => callsApi.cancel({ params: { id: current.id } }))}
              />
            )}
          </div>
        </div>
      ) : (
        data && <p className="mb-3 text-sm text-slate-600">Noch kein Termin gebucht.</p>
      )}
      {data?.noAdvisers && (
        <p className="text-sm text-slate-600">Niemand führt gerade Strategiegespräche; ein Admin schaltet es unter „Termine“ ein.</p>
      )}
      {data && data.slots.length > 0 && !current?.started && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">{current ? 'Verschieben auf' : 'Termin für den Lead buchen'}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-[3fr_2fr]">
            <div>
              <Label htmlFor="strategy-call-day">Tag</Label>
              <select
                id="strategy-call-day"
                className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm"
                value={day}
                onChange={(event) => {
                  setChosenDay(event.target.value);
                  setChosen('');
                }}
              >
                {[...days.entries()].map(([label, slots]) => (
                  <option key={label} value={label}>
                    {label} ({slots.length === 1 ? '1 freie Zeit' : `${slots.length} freie Zeiten`})
                  </option>
                ))}
              </select>
            </div>
            <div>
              <Label htmlFor="strategy-call-time">Uhrzeit</Label>
              <select
                id="strategy-call-time"
                className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm"
                value={chosen}
                onChange={(event) => setChosen(event.target.value)}
              >
                <option value="">Uhrzeit wählen …</option>
                {times.map((slot) => (
                  <option key={slot.startsAt} value={slot.startsAt}>
                    {slot.time}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <Button size="sm" disabled={!chosen || action.isPending} onClick={book}>
            {current ? 'Termin verschieben' : 'Termin buchen'}
          </Button>
          <p className="text-xs text-slate-500">Der Besucher bekommt die Einladung mit Kalenderdatei per E-Mail.</p>
        </fieldset>
      )}
      {data && data.history.filter((call) => call.id !== current?.id).length > 0 && (
        <ol className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm" aria-label="Frühere Termine">
          {data.history
            .filter((call) => call.id !== current?.id)
            .map((call) => (
              <li key={call.id}>
                {call.label} · {call.adviserName} · <AppointmentStatusBadge status={call.status} />
              </li>
            ))}
        </ol>
      )}
    </PanelCard>
  );
}
