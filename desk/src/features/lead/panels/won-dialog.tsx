import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import type { OutcomeCatalogue } from '@sichtwerk/forms/desk/outcome-contract';
import { Alert } from '@sichtwerk/site/ui/alert';
import { Button } from '@sichtwerk/site/ui/button';
import { Checkbox } from '@sichtwerk/site/ui/checkbox';
import { Dialog, DialogContent, DialogTrigger } from '@sichtwerk/site/ui/dialog';
import { Input } from '@sichtwerk/site/ui/input';
import { Label } from '@sichtwerk/site/ui/label';
import { type FormEvent, type ReactNode, useState } from 'react';
import { deskApi, messageOf } from '../../../lib/api.ts';
import { berlinToday, formatEuro } from '../../../lib/format.ts';
import { VisibleText } from '../../../shell/visible-text.tsx';
import { useLeadDialog } from './use-lead-dialog.ts';

interface WonDialogProps {
  lead: DeskLead;
  catalogue: OutcomeCatalogue;
  /** `set`: the step to „Kunde geworden“; `correct`: the facts of a won lead, with a reason. */
  mode: 'set' | 'correct';
  trigger: ReactNode;
}

/**
 * „Kunde geworden“ asks what was signed: the package (the content's, with its monthly price), the add-ons not
 * already in it, and the contract date. The service checks and prices them; a correction also asks why.
 */
export function WonDialog({ lead, catalogue, mode, trigger }: WonDialogProps) {
  const current = lead.outcome?.kind === 'won' ? lead.outcome : undefined;
  const [packageId, setPackageId] = useState('');
  const [addOns, setAddOns] = useState<string[]>([]);
  const [contractDate, setContractDate] = useState('');
  const [reason, setReason] = useState('');
  const offered = catalogue.addOns.filter((addOn) => !addOn.includedIn.includes(packageId));

  const dialog = useLeadDialog(lead.id, () => {
    setPackageId(current?.package.id ?? '');
    setAddOns(current?.addOns.map((addOn) => addOn.id) ?? []);
    setContractDate(current?.contractDate ?? berlinToday(Date.now()));
    setReason('');
  });
  const { action } = dialog;

  function submit(event: FormEvent) {
    event.preventDefault();
    const won = { package: packageId, addOns: addOns.filter((id) => offered.some((addOn) => addOn.id === id)), contractDate };
    dialog.run(() =>
      mode === 'set'
        ? deskApi.changeStatus({ params: { id: lead.id }, body: { to: 'won', won } })
        : deskApi.correctOutcome({ params: { id: lead.id }, body: { won, reason } }),
    );
  }

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title={mode === 'set' ? 'Kunde geworden' : 'Abschluss korrigieren'}
        description={
          <>
            Was hat <VisibleText text={lead.name} /> unterschrieben? Der Monatswert ergibt sich aus den Preisen auf der Preisseite.
          </>
        }
        close="Abbrechen"
        className="w-[min(36rem,calc(100vw-2rem))]"
      >
        <form className="mt-4 space-y-5" onSubmit={submit} noValidate>
          <fieldset>
            <legend className="text-sm font-medium text-slate-900">Paket</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-3">
              {catalogue.packages.map((option) => (
                <label
                  key={option.id}
                  data-slot="package-option"
                  className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="won-package"
                    value={option.id}
                    checked={packageId === option.id}
                    onChange={() => setPackageId(option.id)}
                    className="accent-brand-700"
                  />
                  <span>
                    <span className="block font-medium text-slate-900">{option.name}</span>
                    <span className="text-slate-600">{formatEuro(option.priceMonthly)} / Monat</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="text-sm font-medium text-slate-900">Add-ons</legend>
            {packageId === '' ? (
              <p className="mt-1 text-sm text-slate-600">Wähle zuerst das Paket: Was darin schon enthalten ist, steht hier nicht.</p>
            ) : (
              <ul className="mt-2 grid gap-1.5 sm:grid-cols-2">
                {offered.map((addOn) => (
                  <li key={addOn.id} className="flex items-start gap-2 text-sm">
                    <Checkbox
                      id={`won-addon-${addOn.id}`}
                      checked={addOns.includes(addOn.id)}
                      onChange={(event) =>
                        setAddOns((chosen) => (event.target.checked ? [...chosen, addOn.id] : chosen.filter((id) => id !== addOn.id)))
                      }
                    />
                    <label htmlFor={`won-addon-${addOn.id}`}>
                      {addOn.name} <span className="text-slate-600">({addOn.priceLabel})</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
          <div>
            <Label htmlFor="won-contract-date">Vertrag geschlossen am</Label>
            <Input
              id="won-contract-date"
              type="date"
              value={contractDate}
              max={berlinToday(Date.now())}
              onChange={(event) => setContractDate(event.target.value)}
              className="sm:w-48"
            />
          </div>
          {mode === 'correct' && (
            <div>
              <Label htmlFor="won-reason">Was wird korrigiert?</Label>
              <Input
                id="won-reason"
                value={reason}
                maxLength={500}
                placeholder="z. B. Paket beim Abschluss gewechselt"
                onChange={(event) => setReason(event.target.value)}
              />
            </div>
          )}
          {action.error && <Alert>{messageOf(action.error)}</Alert>}
          <Button type="submit" size="sm" disabled={action.isPending || packageId === '' || (mode === 'correct' && reason.trim() === '')}>
            {mode === 'set' ? 'Als Kunde speichern' : 'Korrektur speichern'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
