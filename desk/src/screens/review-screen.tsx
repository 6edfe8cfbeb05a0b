import { useCallback, useEffect, useState } from 'react';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { api, type InboxPage, type InboxRow } from '../lib/api.ts';
import { LeadList } from './lead-list.tsx';

/** Leads the spam protection held or doubted, each with the reason; opened one by one to decide. */
export function ReviewScreen() {
  const [rows, setRows] = useState<InboxRow[]>();
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string>();

  const load = useCallback(async (after?: string) => {
    try {
      const page = await api<InboxPage>('/review', after ? { after } : {});
      setRows((current) => (after ? [...(current ?? []), ...page.leads] : page.leads));
      setNext(page.next);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold">Prüfen</h1>
      <p className="text-sm text-slate-600">
        Diese Leads hat der Spam-Schutz zurückgehalten oder angezweifelt. Öffne einen Lead und entscheide: echt (die Bestätigung an den
        Absender geht raus) oder Spam (wird gelöscht).
      </p>
      {error && <Alert>{error}</Alert>}
      {rows && rows.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          Nichts zu prüfen.
        </p>
      )}
      {rows && rows.length > 0 && <LeadList rows={rows} now={Date.now()} label="Zu prüfende Leads" />}
      {next && (
        <Button variant="outline" onClick={() => void load(next)}>
          Weitere 50 laden
        </Button>
      )}
    </div>
  );
}
