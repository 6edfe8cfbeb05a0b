import { type FormEvent, useState } from 'react';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card, CardTitle } from '../components/ui/card.tsx';
import { Input } from '../components/ui/input.tsx';
import { Label } from '../components/ui/label.tsx';
import { api } from '../lib/api.ts';

interface ErasureAnswer {
  erased: number;
  retained: { id: string; kind: string; retainUntil: string; reason: string }[];
  mentions: number;
  jobsRemoved: number;
}

/** Auskunft (Art. 15) and Löschung (Art. 17) for one address: the same code as `npm run leads -- export|erase`. */
export function DsgvoScreen() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string }>();
  const [busy, setBusy] = useState(false);

  async function exportData(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await api<{ leads: unknown[] }>('/dsgvo/export', { email });
      // The file is made in memory and handed to the browser's download; nothing is stored by the desk.
      const url = URL.createObjectURL(new Blob([JSON.stringify(answer.leads, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'auskunft.json';
      link.click();
      URL.revokeObjectURL(url);
      setMessage({ tone: 'info', text: `${answer.leads.length} Lead(s) exportiert (auskunft.json).` });
    } catch (failure) {
      setMessage({ tone: 'error', text: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setBusy(false);
    }
  }

  async function erase() {
    if (!window.confirm(`Alle Leads von ${email} endgültig löschen?`)) return;
    setBusy(true);
    try {
      const answer = await api<ErasureAnswer>('/dsgvo/erase', { email });
      const kept = answer.retained.length > 0 ? ` ${answer.retained.length} bleiben wegen gesetzlicher Aufbewahrung erhalten.` : '';
      setMessage({ tone: 'info', text: `${answer.erased} Lead(s) gelöscht, ${answer.jobsRemoved} Queue-Job(s) entfernt.${kept}` });
    } catch (failure) {
      setMessage({ tone: 'error', text: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="max-w-xl space-y-4">
      <h1 className="text-xl font-semibold">DSGVO-Anfragen</h1>
      <Card>
        <CardTitle>Eine Person: Auskunft oder Löschung</CardTitle>
        <form className="space-y-3" onSubmit={exportData}>
          <div className="space-y-1">
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
            <Button type="submit" disabled={busy}>
              Daten exportieren
            </Button>
            <Button variant="danger" disabled={busy || !email} onClick={() => void erase()}>
              Alle Daten löschen
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
