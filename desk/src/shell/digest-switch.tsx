import type { Account } from '@sichtwerk/forms/desk/account-contract';
import { Switch } from '@sichtwerk/site/ui/switch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { sessionQuery } from '../lib/account-queries.ts';
import { deskApi, messageOf } from '../lib/api.ts';
import { DigestSettings } from './digest-settings.tsx';

/**
 * The header's switch for the account's daily digest: one click turns it on or off; turning it on without an
 * address asks for one first. The envelope beside it opens the settings to change the address.
 */
export function DigestSwitch({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'closed' | 'settings' | 'turn-on'>('closed');
  const toggle = useMutation({
    mutationFn: (digest: boolean) => deskApi.setDigest({ body: { digest } }),
    onSuccess: (saved) => queryClient.setQueryData(sessionQuery.queryKey, saved),
  });
  return (
    <span className="inline-flex items-center">
      <Switch
        checked={account.digest}
        disabled={toggle.isPending}
        title={toggle.error ? messageOf(toggle.error) : 'An Arbeitstagen um 8 Uhr: deine fälligen Wiedervorlagen und Fristen per E-Mail'}
        onClick={() => {
          if (!account.digest && !account.email) setDialog('turn-on');
          else toggle.mutate(!account.digest);
        }}
      >
        {/* On a phone the word „Tägliche“ is only read out, so name, switch and Abmelden share one row. */}
        <span className="sr-only sm:not-sr-only">Tägliche </span>Übersicht
      </Switch>
      <button
        type="button"
        className="rounded-md p-1 text-slate-600 hover:bg-slate-100"
        aria-label="Tägliche Übersicht einstellen"
        onClick={() => setDialog('settings')}
      >
        <Mail aria-hidden="true" className="size-4" />
      </button>
      {/* Opened afresh each time, so the box starts from the account's setting (or ticked, when switching on). */}
      <DigestSettings
        key={dialog}
        account={account}
        turnOn={dialog === 'turn-on'}
        open={dialog !== 'closed'}
        onOpenChange={(open) => setDialog(open ? dialog : 'closed')}
      />
    </span>
  );
}
