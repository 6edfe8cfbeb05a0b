import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { Badge } from '@sichtwerk/site/ui/badge';
import { formatTime } from '../../../lib/format.ts';
import { VisibleText } from '../../../shell/visible-text.tsx';
import { PanelCard } from './panel-card.tsx';

/** The website pre-check, for a kind that stores one. */
export function WebsiteCheckPanel({ lead }: { lead: DeskLead }) {
  const check = lead.websiteCheck;
  return (
    <PanelCard id="website-check" title="Website-Vorabprüfung">
      {check ? (
        <div className="space-y-2 text-sm">
          <p className="text-slate-600">
            <VisibleText text={check.url} /> · {formatTime(check.checkedAt)}
          </p>
          <ul className="space-y-1">
            {check.findings.map((finding) => (
              <li key={`${finding.check}-${finding.text}`}>
                <Badge variant={finding.status === 'ok' ? 'good' : finding.status === 'problem' ? 'bad' : 'warn'}>{finding.check}</Badge>{' '}
                <VisibleText text={finding.text} />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-slate-600">Keine Prüfung vorhanden.</p>
      )}
    </PanelCard>
  );
}
