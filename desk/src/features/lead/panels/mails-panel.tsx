import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { Badge } from '@sichtwerk/site/ui/badge';
import { formatTime } from '../../../lib/format.ts';
import { PanelCard } from './panel-card.tsx';

const mailStateText = { queued: 'in der Warteschlange', sent: 'gesendet', held: 'zurückgehalten', failed: 'fehlgeschlagen' } as const;
const mailStateTone = { queued: 'brand', sent: 'good', held: 'warn', failed: 'bad' } as const;

export function MailsPanel({ lead }: { lead: DeskLead }) {
  return (
    <PanelCard id="mails" title="Mails">
      <ul className="space-y-2 text-sm">
        {lead.mails.map((mail) => (
          <li key={mail.mail} className="flex flex-wrap items-baseline gap-2">
            <span className="font-medium">{mail.label}</span>
            <Badge variant={mailStateTone[mail.state]}>{mailStateText[mail.state]}</Badge>
            {mail.at && <span className="text-slate-600">{formatTime(mail.at)}</span>}
            {mail.reason && <span className="w-full text-slate-600">{mail.reason}</span>}
          </li>
        ))}
      </ul>
    </PanelCard>
  );
}
