import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { Alert } from '@sichtwerk/site/ui/alert';
import { Button } from '@sichtwerk/site/ui/button';
import { Input } from '@sichtwerk/site/ui/input';
import { Label } from '@sichtwerk/site/ui/label';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { sessionQuery } from '../../../lib/account-queries.ts';
import { deskApi, messageOf } from '../../../lib/api.ts';
import { formatDay, formatTime } from '../../../lib/format.ts';
import { VisibleText } from '../../../shell/visible-text.tsx';
import { useLeadAction } from '../lead-queries.ts';
import { GrantRewardDialog } from './grant-reward-dialog.tsx';
import { PanelCard } from './panel-card.tsx';

/**
 * „Empfehlungsprämie“ on a referral: the recommended company's request it is linked to (by e-mail, or chosen
 * here by its reference), and once that request is won the day the reward falls due — or why it is not earned —,
 * the referrer's mail and the day it was paid. The service decides; the card shows what it recorded, an admin's
 * grant of a declined reward (and, for admins, the button to grant one), and a contract date corrected after the
 * reward was paid or announced, which the service leaves to an admin to check.
 */
export function ReferralRewardPanel({ lead }: { lead: DeskLead }) {
  const reward = lead.reward;
  const action = useLeadAction(lead.id);
  const admin = useQuery(sessionQuery).data?.role === 'admin';
  const grantable = admin && reward?.declinedReason && lead.status.key === 'rejected' && !reward.paidOn ? reward.declinedReason : null;
  const [reference, setReference] = useState('');
  const decided = Boolean(reward?.dueOn || reward?.declinedReason);
  function link(event: FormEvent) {
    event.preventDefault();
    action.mutate(() => deskApi.linkReferral({ params: { id: lead.id }, body: { reference } }), { onSuccess: () => setReference('') });
  }
  return (
    <PanelCard id="referral-reward" title="Empfehlungsprämie">
      <dl className="mb-3 grid grid-cols-1 gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-1">
        <dt className="mt-1.5 text-slate-600 sm:mt-0">Anfrage des Unternehmens</dt>
        <dd>
          {reward?.lead ? (
            <>
              <Link to="/leads/$id" params={{ id: reward.lead.id }} search={{}} className="font-semibold text-slate-900 hover:underline">
                {reward.lead.company} · <span className="whitespace-nowrap">{reward.lead.reference}</span>
              </Link>{' '}
              <span className="text-slate-600">
                ({reward.linkedBy === 'email' ? 'per E-Mail-Adresse gefunden' : `verknüpft von ${reward.linkedBy}`})
              </span>
            </>
          ) : (
            'noch keine verknüpft'
          )}
        </dd>
        {reward?.contractDate && (
          <>
            <dt className="mt-1.5 text-slate-600 sm:mt-0">Vertrag geschlossen am</dt>
            <dd>{formatDay(reward.contractDate)}</dd>
          </>
        )}
        {reward?.dueOn && (
          <>
            <dt className="mt-1.5 text-slate-600 sm:mt-0">Prämie fällig am</dt>
            <dd className="font-semibold">{formatDay(reward.dueOn)}</dd>
          </>
        )}
        {reward?.declinedReason && (
          <>
            <dt className="mt-1.5 text-slate-600 sm:mt-0">Keine Prämie</dt>
            <dd>{reward.declinedReason}</dd>
          </>
        )}
        {reward?.granted?.waived && (
          <>
            <dt className="mt-1.5 text-slate-600 sm:mt-0">Abgelehnt, weil</dt>
            <dd>{reward.granted.waived}</dd>
          </>
        )}
        {reward?.granted && (
          <>
            <dt className="mt-1.5 text-slate-600 sm:mt-0">Trotzdem gewährt</dt>
            <dd>
              von {reward.granted.by} am {formatTime(reward.granted.at)} – <VisibleText text={reward.granted.reason} />
            </dd>
          </>
        )}
        {reward?.dueOn && (
          <>
            <dt className="mt-1.5 text-slate-600 sm:mt-0">Mail an den Empfehlungsgeber</dt>
            <dd>
              {reward.dueMailSentAt
                ? `verschickt am ${formatTime(reward.dueMailSentAt)}`
                : reward.paidOn
                  ? 'keine, die Prämie ist schon ausgezahlt'
                  : 'geht am Fälligkeitstag raus'}
            </dd>
          </>
        )}
        {reward?.paidOn && (
          <>
            <dt className="mt-1.5 text-slate-600 sm:mt-0">Prämie ausgezahlt am</dt>
            <dd>{formatDay(reward.paidOn)}</dd>
          </>
        )}
      </dl>
      {reward?.correctedContractDate && reward.contractDate && (
        <p data-slot="contract-corrected" className="mb-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <strong className="font-semibold">Vertragsdatum nachträglich geändert:</strong> Die Anfrage hat jetzt einen Vertrag vom{' '}
          {formatDay(reward.correctedContractDate)}.{' '}
          {reward.paidOn
            ? 'Die Prämie war da schon ausgezahlt und bleibt'
            : reward.dueMailSentAt
              ? 'Die Prämie war da schon angekündigt und bleibt'
              : 'Die Prämie bleibt'}{' '}
          nach dem Vertrag vom {formatDay(reward.contractDate)} entschieden. Für die Administration: Bitte prüf, ob sie so noch zusteht.
        </p>
      )}
      {grantable && (
        <div className="mb-3">
          <GrantRewardDialog lead={lead} declinedReason={grantable} />
        </div>
      )}
      {action.error && <Alert className="mb-3">{messageOf(action.error)}</Alert>}
      {!decided && (
        <form onSubmit={link} className="flex flex-wrap items-end gap-2">
          <div>
            <Label htmlFor="referral-link-reference">Vorgangsnummer der Anfrage</Label>
            <Input
              id="referral-link-reference"
              value={reference}
              placeholder="SW-7K3M-9QXR"
              maxLength={40}
              onChange={(event) => setReference(event.target.value)}
              className="py-1.5 text-sm"
            />
          </div>
          <Button type="submit" variant="quiet" size="xs" disabled={!reference || action.isPending}>
            Mit Anfrage verknüpfen
          </Button>
        </form>
      )}
    </PanelCard>
  );
}
