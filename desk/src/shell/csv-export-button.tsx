import { Alert } from '@sichtwerk/site/ui/alert';
import { Button } from '@sichtwerk/site/ui/button';
import { useState } from 'react';
import { messageOf } from '../lib/api.ts';
import { saveDownload } from '../lib/save-download.ts';

/** Role admin: a CSV file for Excel that the service makes (and audits), saved under `fileName`. */
export function CsvExportButton({ fetchCsv, fileName }: { fetchCsv: () => Promise<Blob>; fileName: string }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    setError(undefined);
    try {
      saveDownload(await fetchCsv(), fileName);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex items-center gap-2">
      {error && <Alert>{error}</Alert>}
      <Button variant="quiet" size="xs" disabled={busy} onClick={() => void download()}>
        Als CSV exportieren
      </Button>
    </div>
  );
}
