import type { DeskLead } from '../../lib/api.ts';
import { DeskLink } from '../../components/desk-link.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';

/** On an analysis request's page: where its free analysis stands, and the way into the editor. */
export function AnalysisPanel({ lead }: { lead: DeskLead }) {
  const started = lead.history.some((event) => event.action === 'analysis_started');
  const sent = lead.history.some((event) => event.action === 'analysis_sent');
  return (
    <Card>
      <CardTitle>Kostenlose Analyse</CardTitle>
      <p className="mb-3 text-sm text-slate-700">
        {sent
          ? 'Gesendet. Korrekturen erscheinen unter demselben Link, mit dem Datum der Änderung.'
          : started
            ? 'Entwurf angelegt – noch nicht gesendet.'
            : 'Noch nicht begonnen. Der Entwurf startet mit dem, was die Website-Vorabprüfung gefunden hat.'}
      </p>
      <DeskLink
        href={`/vertrieb/leads/${lead.id}/analyse`}
        className={buttonVariants({ variant: sent ? 'outline' : 'primary', size: 'sm' })}
      >
        {sent ? 'Analyse ansehen oder korrigieren' : started ? 'Analyse weiterschreiben' : 'Analyse erstellen'}
      </DeskLink>
    </Card>
  );
}
