import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import type { LeadOutcome, OutcomeCatalogue } from '@sichtwerk/forms/desk/outcome-contract';
import { Button } from '@sichtwerk/site/ui/button';
import { formatDay, formatEuro, formatTime } from '../../../lib/format.ts';
import { VisibleText } from '../../../shell/visible-text.tsx';
import { WonDialog } from './won-dialog.tsx';

/** What the ending recorded: the contract with its monthly value (correctable), or why there was no interest. */
export function OutcomeSummary({
  lead,
  outcome,
  catalogue,
}: {
  lead: DeskLead;
  outcome: LeadOutcome;
  catalogue: OutcomeCatalogue | undefined;
}) {
  return (
    <div data-slot="outcome" className="mb-3 rounded-lg bg-slate-50 p-3 text-sm">
      {outcome.kind === 'won' ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-slate-600">Paket</dt>
          <dd className="font-medium text-slate-900">{outcome.package.name}</dd>
          <dt className="text-slate-600">Add-ons</dt>
          <dd>{outcome.addOns.length > 0 ? outcome.addOns.map((addOn) => addOn.name).join(', ') : 'keine'}</dd>
          <dt className="text-slate-600">Monatswert</dt>
          <dd>{formatEuro(outcome.monthlyValue)}</dd>
          <dt className="text-slate-600">Vertrag vom</dt>
          <dd>{formatDay(outcome.contractDate)}</dd>
        </dl>
      ) : (
        <p>
          <span className="text-slate-600">Grund:</span> {outcome.reasonLabel}
          {outcome.note && (
            <>
              {' – '}
              <VisibleText text={outcome.note} />
            </>
          )}
        </p>
      )}
      <p className="mt-2 text-xs text-slate-500">
        eingetragen von {outcome.setBy} am {formatTime(outcome.setAt)}
      </p>
      {outcome.kind === 'won' && catalogue && (
        <div className="mt-2">
          <WonDialog
            lead={lead}
            catalogue={catalogue}
            mode="correct"
            trigger={
              <Button variant="quiet" size="xs">
                Abschluss korrigieren
              </Button>
            }
          />
        </div>
      )}
    </div>
  );
}
