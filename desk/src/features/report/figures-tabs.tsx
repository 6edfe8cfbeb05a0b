import { Link } from '@tanstack/react-router';

const tabClass = 'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100';

/** The two views of the figures: response times and promises, and the way from request to customer. */
export function FiguresTabs() {
  return (
    <nav aria-label="Kennzahlen" className="flex flex-wrap gap-1">
      <Link
        to="/kennzahlen"
        activeOptions={{ exact: true }}
        className={tabClass}
        activeProps={{ className: 'bg-slate-200 text-slate-900', 'aria-current': 'page' }}
      >
        Reaktion und Fristen
      </Link>
      <Link
        to="/kennzahlen/abschluesse"
        className={tabClass}
        activeProps={{ className: 'bg-slate-200 text-slate-900', 'aria-current': 'page' }}
      >
        Von der Anfrage zum Kunden
      </Link>
    </nav>
  );
}
