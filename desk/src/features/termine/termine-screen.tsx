import type { Appointment } from '@sichtwerk/forms/desk/appointments-contract';
import { Alert } from '@sichtwerk/site/ui/alert';
import { Card } from '@sichtwerk/site/ui/card';
import { Label } from '@sichtwerk/site/ui/label';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { sessionQuery } from '../../lib/account-queries.ts';
import { messageOf } from '../../lib/api.ts';
import { VisibleText } from '../../shell/visible-text.tsx';
import { AdvisersCard } from './advisers-card.tsx';
import { AppointmentOutcome } from './appointment-outcome.tsx';
import { AppointmentStatusBadge } from './appointment-status.tsx';
import { appointmentsQuery } from './termine-queries.ts';

const termineRoute = getRouteApi('/termine');

const rangeLabels = { next: 'Nächste Tage', today: 'Heute', week: 'Woche' } as const;

/** The calls by Berlin day, in the order the service sends them (by start). */
function byDay(calls: readonly Appointment[]): [string, Appointment[]][] {
  const days = new Map<string, Appointment[]>();
  for (const call of calls) {
    const [day = ''] = call.label.split(' · ');
    days.set(day, [...(days.get(day) ?? []), call]);
  }
  return [...days.entries()];
}

/**
 * The strategy calls of the next days (as far as calls can be booked), of today or of any week: one's own, or an
 * admin's pick of advisers; the outcome after each call.
 */
export function TermineScreen() {
  const search = termineRoute.useSearch();
  const navigate = useNavigate({ from: '/termine' });
  const range = search.range ?? 'next';
  const session = useQuery(sessionQuery);
  const answer = useQuery(appointmentsQuery(range, search.woche, search.berater));
  const data = answer.data;
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold">Termine</h1>
      <div className="flex flex-wrap items-end gap-4">
        <nav aria-label="Zeitraum" className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {(['next', 'today', 'week'] as const).map((option) => (
            <Link
              key={option}
              to="/termine"
              search={{ ...search, range: option, woche: undefined }}
              aria-current={option === range ? 'page' : undefined}
              className={`rounded-md px-3 py-1.5 text-sm font-semibold ${option === range ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
            >
              {rangeLabels[option]}
            </Link>
          ))}
        </nav>
        {range === 'week' && data?.week && (
          <nav aria-label="Woche wählen" className="flex flex-wrap items-end gap-2">
            <Link
              to="/termine"
              search={{ ...search, woche: data.week.previous }}
              className="rounded-md px-2 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
            >
              ← Woche davor
            </Link>
            <div>
              <Label htmlFor="termine-woche">Woche mit dem Tag</Label>
              <input
                id="termine-woche"
                type="date"
                className="mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm"
                value={data.week.monday}
                onChange={(event) => event.target.value && navigate({ search: { ...search, woche: event.target.value } })}
              />
            </div>
            <Link
              to="/termine"
              search={{ ...search, woche: data.week.next }}
              className="rounded-md px-2 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
            >
              Woche danach →
            </Link>
          </nav>
        )}
        {data?.canSeeAll && (
          <div>
            <Label htmlFor="termine-berater">Berater</Label>
            <select
              id="termine-berater"
              className="mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm"
              value={search.berater ?? ''}
              onChange={(event) => navigate({ search: { ...search, berater: event.target.value || undefined } })}
            >
              <option value="">Alle</option>
              {data.advisers.map((adviser) => (
                <option key={adviser.id} value={adviser.id}>
                  {adviser.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {data && <p className="text-sm text-slate-600">Strategiegespräche {data.period}</p>}
      {answer.error && <Alert>{messageOf(answer.error)}</Alert>}
      {data && data.calls.length === 0 && <p className="text-slate-600">Keine Strategiegespräche gebucht {data.period}.</p>}
      {data &&
        byDay(data.calls).map(([day, calls]) => (
          <Card key={day} as="section" aria-label={day} className="p-4 sm:p-5">
            <h2 className="mb-3 font-semibold">{day}</h2>
            <ul className="divide-y divide-slate-100">
              {calls.map((call) => (
                <li key={call.id} className="grid gap-2 py-3 sm:grid-cols-[5rem_1fr_auto] sm:items-center">
                  <span className="font-mono text-lg font-semibold text-slate-900">{call.label.split(' · ')[1]}</span>
                  <div className="min-w-0">
                    <Link to="/leads/$id" params={{ id: call.leadId }} className="font-semibold break-words text-slate-900 hover:underline">
                      <VisibleText text={call.leadName} />
                    </Link>
                    <p className="text-sm text-slate-600">
                      {data.canSeeAll && <>mit {call.adviserName} · </>}
                      {call.phone ? <VisibleText text={call.phone} /> : <VisibleText text={call.email} />}
                      {call.bookedBy && <> · eingetragen von {call.bookedBy}</>}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <AppointmentStatusBadge status={call.status} />
                    <AppointmentOutcome call={call} />
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      {session.data?.role === 'admin' && <AdvisersCard />}
    </div>
  );
}
