import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { Badge } from '@sichtwerk/site/ui/badge';
import { formatTime } from '../../../lib/format.ts';
import { VisibleText } from '../../../shell/visible-text.tsx';
import { PanelCard } from './panel-card.tsx';

/** The cards of checked facts the lead's kind adds (the service names them; the desk names no kind). */
export function FindingsPanel({ lead }: { lead: DeskLead }) {
  return lead.findings.map((card) => (
    <PanelCard key={card.id} id={card.id} title={card.title}>
      {card.checked ? (
        <div className="space-y-2 text-sm">
          <p className="text-slate-600">
            <VisibleText text={card.checked.subject} /> · {formatTime(card.checked.at)}
          </p>
          <ul className="space-y-1">
            {card.checked.items.map((item) => (
              <li key={`${item.label}-${item.text}`}>
                <Badge variant={item.status}>{item.label}</Badge> <VisibleText text={item.text} />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{card.empty}</p>
      )}
    </PanelCard>
  ));
}
