import type { Account } from '@sichtwerk/forms/desk/account-contract';
import { Alert } from '@sichtwerk/site/ui/alert';
import { Button } from '@sichtwerk/site/ui/button';
import { Checkbox } from '@sichtwerk/site/ui/checkbox';
import { Dialog, DialogContent } from '@sichtwerk/site/ui/dialog';
import { Input } from '@sichtwerk/site/ui/input';
import { Label } from '@sichtwerk/site/ui/label';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { sessionQuery } from '../lib/account-queries.ts';
import { deskApi, messageOf } from '../lib/api.ts';

/**
 * The account's daily digest (off by default): on a working day at 8:00 a mail with the own follow-ups due and
 * the promises running out, sent only when something is due. The address is asked for here when the account
 * has none yet.
 */
export function DigestSettings({
  account,
  open,
  onOpenChange,
  turnOn = false,
}: {
  account: Account;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Opened by switching the digest on: the box starts ticked and asks for the address. */
  turnOn?: boolean;
}) {
  const queryClient = useQueryClient();
  const [digest, setDigest] = useState(account.digest || turnOn);
  const [weeklyReport, setWeeklyReport] = useState(account.weeklyReport);
  const admin = account.role === 'admin';
  const [email, setEmail] = useState(account.email ?? '');
  const save = useMutation({
    mutationFn: () =>
      deskApi.setDigest({ body: { digest, ...(admin ? { weeklyReport } : {}), email: email.trim() === '' ? null : email.trim() } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(sessionQuery.queryKey, saved);
      onOpenChange(false);
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setDigest(account.digest || turnOn);
          setWeeklyReport(account.weeklyReport);
          setEmail(account.email ?? '');
          save.reset();
        }
        onOpenChange(next);
      }}
    >
      <DialogContent
        title="Tägliche Übersicht"
        description="An Arbeitstagen um 8 Uhr eine kurze Mail mit deinen fälligen Wiedervorlagen und den Fristen, die an dem Tag ablaufen. Steht nichts an, kommt keine Mail."
      >
        <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
          <div className="flex items-start gap-3">
            <Checkbox id="digest-on" checked={digest} onChange={(event) => setDigest(event.target.checked)} />
            <label htmlFor="digest-on" className="text-sm text-slate-800">
              Ja, schick mir die Übersicht.
            </label>
          </div>
          {admin && (
            <div className="flex items-start gap-3">
              <Checkbox id="weekly-report-on" checked={weeklyReport} onChange={(event) => setWeeklyReport(event.target.checked)} />
              <label htmlFor="weekly-report-on" className="text-sm text-slate-800">
                Und montags um 8 Uhr den Wochenbericht: Anfragen, Analysen, Termine und Kunden der letzten Woche mit den stärksten Quellen.
              </label>
            </div>
          )}
          <div>
            <Label htmlFor="digest-email">E-Mail-Adresse</Label>
            <Input id="digest-email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </div>
          {save.error && <Alert>{messageOf(save.error)}</Alert>}
          <Button type="submit" size="sm" disabled={save.isPending}>
            Speichern
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
