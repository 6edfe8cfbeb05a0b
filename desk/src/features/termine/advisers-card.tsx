import { Alert } from '@sichtwerk/site/ui/alert';
import { Card } from '@sichtwerk/site/ui/card';
import { Checkbox } from '@sichtwerk/site/ui/checkbox';
import { useQuery } from '@tanstack/react-query';
import { messageOf } from '../../lib/api.ts';
import { advisersQuery, useAdviserToggle } from './termine-queries.ts';

/** Admins only: who holds strategy calls. Booked calls stay when someone is switched off. */
export function AdvisersCard() {
  const advisers = useQuery(advisersQuery);
  const toggle = useAdviserToggle();
  return (
    <Card as="section" aria-labelledby="berater-heading" className="p-4 sm:p-5">
      <h2 id="berater-heading" className="mb-1 font-semibold">
        Wer führt Strategiegespräche?
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        Besucher sehen freie Termine, solange mindestens eine Person hier eingeschaltet ist. Gebuchte Gespräche bleiben beim Ausschalten
        bestehen.
      </p>
      {(advisers.error || toggle.error) && <Alert className="mb-3">{messageOf(advisers.error ?? toggle.error)}</Alert>}
      <ul className="grid gap-2 sm:grid-cols-2">
        {advisers.data?.advisers.map((adviser) => (
          <li key={adviser.username} className="flex items-start gap-3">
            <Checkbox
              id={`berater-${adviser.username}`}
              checked={adviser.holdsCalls}
              disabled={toggle.isPending}
              onChange={(event) => toggle.mutate({ username: adviser.username, holdsCalls: event.target.checked })}
            />
            <label htmlFor={`berater-${adviser.username}`} className="text-sm">
              <span className="font-semibold text-slate-900">{adviser.name}</span>
              <span className="block text-slate-600">{adviser.email ?? 'Einladungen an das Vertriebspostfach'}</span>
              {adviser.holdsCalls && !adviser.named && (
                <span className="block text-amber-800">
                  Ohne Anzeigenamen lesen Besucher „{adviser.username}“ als Gesprächspartner. Setzen mit{' '}
                  <code>npm run users -- name {adviser.username} "Vorname Nachname"</code>
                </span>
              )}
            </label>
          </li>
        ))}
      </ul>
    </Card>
  );
}
