import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { VisibleText } from '../../../shell/visible-text.tsx';
import { PanelCard } from './panel-card.tsx';

/** Where the lead came from: the form's page, the page before it and campaign parameters. */
export function SourcePanel({ lead }: { lead: DeskLead }) {
  const source = lead.source;
  return (
    <PanelCard id="source" title="Herkunft">
      {source ? (
        <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-3 gap-y-2 text-sm break-all">
          <dt className="text-slate-500">Formularseite</dt>
          <dd>{source.page ? <VisibleText text={source.page} /> : '–'}</dd>
          <dt className="text-slate-500">Seite davor</dt>
          <dd>{source.previousPage ? <VisibleText text={source.previousPage} /> : '–'}</dd>
          {Object.entries(source.utm ?? {}).map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="text-slate-500">{key}</dt>
              <dd>
                <VisibleText text={value} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-slate-600">Nicht erfasst.</p>
      )}
    </PanelCard>
  );
}
