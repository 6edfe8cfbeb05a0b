import type { ReportRequest } from '@sichtwerk/forms/desk/report-contract';
import { Alert } from '@sichtwerk/site/ui/alert';
import { Button } from '@sichtwerk/site/ui/button';
import { useState } from 'react';
import { deskApi, messageOf } from '../../lib/api.ts';

/** Role admin: the report as it is shown, as a CSV file for Excel (made by the service). */
export function ReportExportButton({ request }: { request: ReportRequest }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    setError(undefined);
    try {
      const csv = await deskApi.exportReport({ body: request });
      // The file is handed to the browser's download; the desk keeps nothing of it.
      const url = URL.createObjectURL(csv);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'abschluesse.csv';
      link.click();
      URL.revokeObjectURL(url);
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
