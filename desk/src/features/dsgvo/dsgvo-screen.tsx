import { Alert } from '@sichtwerk/site/ui/alert';
import { Button } from '@sichtwerk/site/ui/button';
import { Card } from '@sichtwerk/site/ui/card';
import { ConfirmDialog } from '@sichtwerk/site/ui/confirm-dialog';
import { Input } from '@sichtwerk/site/ui/input';
import { Label } from '@sichtwerk/site/ui/label';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { sessionQuery } from '../../lib/account-queries.ts';
import { deskApi, messageOf } from '../../lib/api.ts';
import { saveDownload } from '../../lib/save-download.ts';

/** Auskunft (Art. 15) and Löschung (Art. 17) for one address: the same code as `npm run leads -- export|erase`. */
export function DsgvoScreen() {
  const session = useQuery(sessionQuery);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string }>();
  const [busy, setBusy] = useState(false);

  if (session.data?.role !== 'admin') return <p>Dafür fehlt deinem Konto die Berechtigung.</p>;

  async function exportData(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await deskApi.exportPerson({ body: { email } });
      saveDownload(new Blob([JSON.stringify(answer.leads, null, 2)], { type: 'application/json' }), 'auskunft.json');
      setMessage({ tone: 'info', text: `${answer.leads.length} Lead(s) exportiert (auskunft.json).` });
    } catch (failure) {
      setMessage({ tone: 'error', text: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  }

  async function erase() {
    setBusy(true);
    try {
      const answer = await deskApi.erasePerson({ body: { email } });
      const kept = answer.retained.length > 0 ? ` ${answer.retained.length} bleiben wegen gesetzlicher Aufbewahrung erhalten.` : '';
      setMessage({ tone: 'info', text: `${answer.erased} Lead(s) gelöscht, ${answer.jobsRemoved} Queue-Job(s) entfernt.${kept}` });
    } catch (failure) {
      setMessage({ tone: 'error', text: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="max-w-xl space-y-4">
      <h1 className="text-xl font-semibold">DSGVO-Anfragen</h1>
      <Card as="section" aria-labelledby="dsgvo-title" className="p-5">
        <h2 id="dsgvo-title" className="mb-3 font-semibold">
          Eine Person: Auskunft oder Löschung
        </h2>
        <form className="space-y-3" onSubmit={exportData}>
          <div>
            <Label htmlFor="dsgvo-email">E-Mail-Adresse der Person</Label>
            <Input
              id="dsgvo-email"
              type="email"
              required
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          {message && <Alert tone={message.tone}>{message.text}</Alert>}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="secondary" size="sm" disabled={busy}>
              Daten exportieren
            </Button>
            <ConfirmDialog
              trigger={
                <Button variant="danger" size="sm" disabled={busy || !email}>
                  Alle Daten löschen
                </Button>
              }
              title="Alle Daten dieser Person löschen?"
              description={`Alle Leads mit der Adresse ${email}, ihre Notizen, Anrufe und wartenden Mails werden endgültig gelöscht; was gesetzlich aufbewahrt werden muss, bleibt. Das lässt sich nicht rückgängig machen.`}
              confirm="Endgültig löschen"
              onConfirm={() => void erase()}
            />
          </div>
        </form>
      </Card>
    </div>
  );
}
