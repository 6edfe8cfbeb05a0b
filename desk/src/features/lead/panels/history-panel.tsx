import { callOutcomes, type DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { type LostReason, lostReasons } from '@sichtwerk/forms/desk/outcome-contract';
import { formatDay, formatEuro, formatTime } from '../../../lib/format.ts';
import { VisibleText } from '../../../shell/visible-text.tsx';
import { PanelCard } from './panel-card.tsx';

/** The recorded ending a status change or correction carries: " (Vertrag vom 27.11.2026, 1.098 € im Monat)", " (anderer Grund)". */
function endingText(detail: DeskLead['history'][number]['detail']): string {
  if (typeof detail.contractDate === 'string' && typeof detail.monthlyValue === 'number') {
    return ` (Vertrag vom ${formatDay(detail.contractDate)}, ${formatEuro(detail.monthlyValue)} im Monat)`;
  }
  if (typeof detail.lostReason === 'string') return ` (${lostReasons[detail.lostReason as LostReason] ?? detail.lostReason})`;
  return '';
}

/** A reward's move from the linked request's contract: „Vertrag vom 20.11.2026 statt 27.11.2026, fällig am 05.12.2026“. */
function rewardText(detail: DeskLead['history'][number]['detail']): string {
  const day = (value: unknown) => (typeof value === 'string' ? formatDay(value) : '–');
  const contract =
    typeof detail.previousContractDate === 'string'
      ? `Vertrag vom ${day(detail.contractDate)} statt ${day(detail.previousContractDate)}`
      : `Vertrag vom ${day(detail.contractDate)}`;
  const due = typeof detail.dueOn === 'string' ? `, fällig am ${day(detail.dueOn)}` : '';
  const status = detail.from !== detail.to ? ` (Status: ${detail.fromLabel ?? detail.from} → ${detail.toLabel ?? detail.to})` : '';
  return `${contract}${due}${status}`;
}

function historyText(event: DeskLead['history'][number]): string {
  const { detail } = event;
  if (event.action === 'reward_redecided' || event.action === 'reward_granted') return `${event.label}: ${rewardText(detail)}`;
  if (event.action === 'reward_kept') {
    const done = detail.paidOn ? 'schon ausgezahlt' : detail.announced ? 'schon angekündigt' : 'schon entschieden';
    return `${event.label}: ${rewardText(detail)}, die Prämie war ${done}`;
  }
  if (event.action === 'status_changed')
    return `Status: ${detail.fromLabel ?? detail.from} → ${detail.toLabel ?? detail.to}${endingText(detail)}`;
  if (event.action === 'outcome_corrected') return `${event.label}${endingText(detail)}`;
  if (event.action === 'status_reverted')
    return `Status zurückgesetzt: ${detail.fromLabel ?? detail.from} → ${detail.toLabel ?? detail.to}`;
  if (event.action === 'owner_changed') return `Zuständig: ${detail.from ?? 'niemand'} → ${detail.to ?? 'niemand'}`;
  if (event.action === 'follow_up_set')
    return detail.at ? `Wiedervorlage gesetzt auf ${formatTime(String(detail.at))}` : 'Wiedervorlage entfernt';
  if (event.action === 'call_recorded') return `Anruf: ${callOutcomes[detail.outcome as keyof typeof callOutcomes] ?? detail.outcome}`;
  return event.label;
}

/** Everything that happened to the lead, oldest first, with who did it. */
export function HistoryPanel({ lead }: { lead: DeskLead }) {
  return (
    <PanelCard id="history" title="Verlauf" className="lg:col-span-2">
      <ol className="space-y-1 text-sm" aria-label="Verlauf">
        <li>
          <span className="text-slate-500">{formatTime(lead.submittedAt)}</span> · eingegangen
        </li>
        {lead.history.map((event, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end; the position is its identity
          <li key={index}>
            <span className="text-slate-500">{formatTime(event.at)}</span> · {historyText(event)}
            {typeof event.detail.reason === 'string' && (
              <>
                {' – Grund: '}
                <VisibleText text={event.detail.reason} />
              </>
            )}{' '}
            · {event.by}
          </li>
        ))}
      </ol>
    </PanelCard>
  );
}
