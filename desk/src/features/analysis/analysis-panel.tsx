import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { buttonVariants } from '@sichtwerk/site/ui/button';
import { Link } from '@tanstack/react-router';
import { PanelCard } from '../lead/panels/panel-card.tsx';

/** On an analysis request: where its free analysis stands, and the way into the editor. */
export function AnalysisPanel({ lead }: { lead: DeskLead }) {
  const started = lead.history.some((event) => event.action === 'analysis_started');
  const sent = lead.history.some((event) => event.action === 'analysis_sent');
  return (
    <PanelCard id="analysis" title="Kostenlose Analyse">
      <p className="mb-3 text-sm text-slate-700">
        {sent
          ? 'Gesendet. Korrekturen erscheinen unter demselben Link, mit dem Datum der Änderung.'
          : started
            ? 'Entwurf angelegt – noch nicht gesendet.'
            : 'Noch nicht begonnen. Der Entwurf startet mit dem, was die Website-Vorabprüfung gefunden hat.'}
      </p>
      <Link
        to="/leads/$id/analyse"
        params={{ id: lead.id }}
        className={buttonVariants({ variant: sent ? 'quiet' : 'primary', size: 'sm' })}
      >
        {sent ? 'Analyse ansehen oder korrigieren' : started ? 'Analyse weiterschreiben' : 'Analyse erstellen'}
      </Link>
    </PanelCard>
  );
}
