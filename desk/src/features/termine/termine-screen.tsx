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

const rangeLabels = { today: 'Heute', week: 'Diese Woche' } as const;

/** The calls by Berlin day, in the order the service sends them (by start). */
function byDay(calls: readonly Appointment[]): [string, Appointment[]][] {
  const days = new Map<string, Appointment[]>();
  for (const call of calls) {
    const [day = ''] = call.label.split(' · ');
    days.set(day, [...(days.get(day) ?? []), call]);
  }
  return [...days.entries()];
}

/** The strategy calls of today or this week: one's own, or an admin's pick of advisers; the outcome after each call. */
export function TermineScreen() {
  const search = termineRoute.useSearch();
  const navigate = useNavigate({ from: '/termine' });
  const range = search.range ?? 'today';
  const session = useQuery(sessionQuery);
  const answer = useQuery(appointmentsQuery(range, search.berater));
  const data = answer.data;
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold">Termine</h1>
      <div className="flex flex-wrap items-end gap-4">
        <nav aria-label="Zeitraum" className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {(['today', 'week'] as const).map((option) => (
            <Link
              key={option}
              to="/termine"
              search={{ ...search, range: option }}
              aria-current={option === range ? 'page' : undefined}
              className={`rounded-md px-3 py-1.5 text-sm font-semibold ${option === range ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
            >
              {rangeLabels[option]}
            </Link>
          ))}
        </nav>
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
      {answer.error && <Alert>{messageOf(answer.error)}</Alert>}
      {data && data.calls.length === 0 && (
        <p className="text-slate-600">{range === 'today' ? 'Heute' : 'Diese Woche'} sind keine Strategiegespräche gebucht.</p>
      )}
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
