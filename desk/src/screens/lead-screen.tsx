import { useCallback, useEffect, useState } from 'react';
import { DeskLink } from '../components/desk-link.tsx';
import { VisibleText } from '../components/visible-text.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card, CardTitle } from '../components/ui/card.tsx';
import { api, type DeskLead } from '../lib/api.ts';
import { formatTime, timeLeft } from '../lib/format.ts';
import { navigate } from '../lib/router.ts';
import { AnalysisPanel } from '../features/analysis/analysis-panel.tsx';

const mailStateText = { queued: 'in der Warteschlange', sent: 'gesendet', held: 'zurückgehalten', failed: 'fehlgeschlagen' } as const;
const mailStateTone = { queued: 'info', sent: 'good', held: 'warn', failed: 'bad' } as const;

/** A link only for addresses we build ourselves from a known scheme; anything else stays text. */
function SafeLink({ scheme, value }: { scheme: 'mailto' | 'web'; value: string }) {
  if (scheme === 'web') {
    try {
      const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return <VisibleText text={value} />;
      return (
        <a className="break-all text-brand-700 underline" href={url.href} target="_blank" rel="noopener noreferrer nofollow">
          <VisibleText text={value} />
        </a>
      );
    } catch {
      return <VisibleText text={value} />;
    }
  }
  const target = value.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(target)) return <VisibleText text={value} />;
  return (
    <a className="break-all text-brand-700 underline" href={`mailto:${target}`}>
      <VisibleText text={value} />
    </a>
  );
}

function FieldValue({ field }: { field: DeskLead['fields'][number] }) {
  if (field.value === null || field.value === '') return <span className="text-slate-400">–</span>;
  // A phone number's link comes from the service (tel: in E.164); the desk never builds one itself.
  if (field.href?.startsWith('tel:')) {
    return (
      <a className="break-all text-brand-700 underline" href={field.href}>
        <VisibleText text={field.value} />
      </a>
    );
  }
  if (/email$/i.test(field.key)) return <SafeLink scheme="mailto" value={field.value} />;
  if (field.key === 'website') return <SafeLink scheme="web" value={field.value} />;
  return (
    <span className="whitespace-pre-wrap break-words">
      <VisibleText text={field.value} />
    </span>
  );
}

function historyText(event: DeskLead['history'][number]): string {
  if (event.action === 'status_changed')
    return `Status: ${event.detail.fromLabel ?? event.detail.from} → ${event.detail.toLabel ?? event.detail.to}`;
  return event.label;
}

export function LeadScreen({ id }: { id: string }) {
  const [lead, setLead] = useState<DeskLead>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setLead(await api<DeskLead>(`/leads/${id}`));
      setError(undefined);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  async function act(path: string, body: unknown, after?: () => void) {
    setBusy(true);
    try {
      const result = await api<DeskLead>(path, body);
      setError(undefined);
      if (after) after();
      else setLead(result);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  if (!lead) {
    return (
      <div className="space-y-3">
        <DeskLink href="/vertrieb/" className="text-sm text-brand-700 underline">
          ← Posteingang
        </DeskLink>
        {error ? <Alert>{error}</Alert> : <p className="text-sm text-slate-600">Lädt …</p>}
      </div>
    );
  }
  const due = lead.dueAt ? timeLeft(lead.dueAt, Date.now()) : undefined;
  const source = lead.source;
  return (
    <div className="space-y-4">
      <DeskLink href="/vertrieb/" className="text-sm text-brand-700 underline">
        ← Posteingang
      </DeskLink>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-slate-500">
            {lead.kindLabel} · eingegangen {formatTime(lead.submittedAt)}
          </p>
          <h1 className="text-xl font-semibold break-words">{lead.name ? <VisibleText text={lead.name} /> : lead.kindLabel}</h1>
          {due && (
            <p className={due.overdue ? 'text-sm font-semibold text-red-700' : 'text-sm text-slate-600'}>
              {lead.promiseHours}-Stunden-Zusage: {due.text}
            </p>
          )}
        </div>
        <div className="text-right">
          <p className="text-xs text-slate-500">Status</p>
          <Badge tone="info" className="text-sm">
            {lead.status.label}
          </Badge>
        </div>
      </header>
      {error && <Alert>{error}</Alert>}
      {lead.spam && (
        <Card className="border-amber-300 bg-amber-50">
          <CardTitle>Zur Prüfung markiert</CardTitle>
          <p className="mb-3 text-sm">Grund: {lead.spam.label}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="success" disabled={busy} onClick={() => void act(`/leads/${lead.id}/release`, {})}>
              {lead.mails.some((mail) => mail.audience === 'visitor') ? 'Echt – Bestätigung senden' : 'Echt – freigeben'}
            </Button>
            <Button
              variant="danger"
              disabled={busy}
              onClick={() => void act(`/leads/${lead.id}/discard`, {}, () => navigate('/vertrieb/pruefen'))}
            >
              Spam – löschen
            </Button>
          </div>
        </Card>
      )}
      {lead.kind === 'analysis-request' && !lead.spam && <AnalysisPanel lead={lead} />}
      {lead.next.length > 0 && (
        <Card>
          <CardTitle>Status ändern</CardTitle>
          <div className="flex flex-wrap gap-2">
            {lead.next.map((next) => (
              <Button
                key={next.key}
                variant="outline"
                disabled={busy}
                onClick={() => void act(`/leads/${lead.id}/status`, { to: next.key })}
              >
                → {next.label}
              </Button>
            ))}
          </div>
        </Card>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardTitle>Angaben</CardTitle>
          <dl className="grid grid-cols-1 gap-x-3 text-sm sm:grid-cols-[minmax(7rem,auto)_1fr] sm:gap-y-2">
            {lead.fields.map((field) => (
              <div key={field.key} className="contents">
                <dt className="mt-2 text-slate-500 sm:mt-0">{field.label}</dt>
                <dd className="min-w-0">
                  <FieldValue field={field} />
                </dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card>
          <CardTitle>Mails</CardTitle>
          <ul className="space-y-2 text-sm">
            {lead.mails.map((mail) => (
              <li key={mail.mail} className="flex flex-wrap items-baseline gap-2">
                <span className="font-medium">{mail.label}</span>
                <Badge tone={mailStateTone[mail.state]}>{mailStateText[mail.state]}</Badge>
                {mail.at && <span className="text-slate-600">{formatTime(mail.at)}</span>}
                {mail.reason && <span className="w-full text-slate-600">{mail.reason}</span>}
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <CardTitle>Herkunft</CardTitle>
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
        </Card>
        {lead.websiteCheck !== undefined && (
          <Card>
            <CardTitle>Website-Vorabprüfung</CardTitle>
            {lead.websiteCheck ? (
              <div className="space-y-2 text-sm">
                <p className="text-slate-600">
                  {lead.websiteCheck.url} · {formatTime(lead.websiteCheck.checkedAt)}
                </p>
                <ul className="space-y-1">
                  {lead.websiteCheck.findings.map((finding) => (
                    <li key={`${finding.check}-${finding.text}`}>
                      <Badge tone={finding.status === 'ok' ? 'good' : finding.status === 'problem' ? 'bad' : 'warn'}>{finding.check}</Badge>{' '}
                      <VisibleText text={finding.text} />
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="text-sm text-slate-600">Keine Prüfung vorhanden.</p>
            )}
          </Card>
        )}
      </div>
      <Card>
        <CardTitle>Verlauf</CardTitle>
        <ol className="space-y-1 text-sm" aria-label="Verlauf">
          <li>
            <span className="text-slate-500">{formatTime(lead.submittedAt)}</span> · eingegangen
          </li>
          {lead.history.map((event) => (
            <li key={`${event.at}-${event.action}`}>
              <span className="text-slate-500">{formatTime(event.at)}</span> · {historyText(event)} · {event.actor ?? 'System'}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
