import { claimLabels } from '@sichtwerk/content/claims';
import { pages } from '@sichtwerk/content/routes';
import { usePageContext } from 'vike-react/usePageContext';
import { Button, Container } from '../../components/ui/index.ts';

const helpLinks = [
  { href: '/', label: 'Startseite', hint: 'Was Sichtwerk für lokale Betriebe tut, auf einen Blick' },
  { href: pages.blog.path, label: 'Blog', hint: 'Anleitungen zu Google, Maps und Anzeigen' },
  {
    href: pages.kostenloseAnalyse.path,
    label: 'Kostenlose Analyse',
    hint: `Wo dein Betrieb online steht, Ergebnis in ${claimLabels.analysisDelivery} per E-Mail`,
  },
  { href: pages.kontakt.path, label: 'Kontakt', hint: 'Schreib uns, wenn du etwas Bestimmtes suchst' },
];

/**
 * Prerendered as 404.html. The English heading and hint stay as the reading has them (docs/decisions.md "Where the
 * reading is silent"); the help is German.
 */
export function Page() {
  const { is404 } = usePageContext();
  if (!is404) {
    return (
      <Container className="py-24 text-center">
        <h1 className="text-3xl font-bold">Da ist etwas schiefgelaufen</h1>
        <p className="mt-4 text-slate-600">Bitte lade die Seite neu oder versuche es später erneut.</p>
      </Container>
    );
  }
  return (
    <Container className="py-20 text-center sm:py-24">
      <h1 className="text-3xl font-bold" lang="en">
        404 Page Not Found
      </h1>
      <p className="mt-2 text-slate-500" lang="en">
        Did you forget to add the page to the router?
      </p>
      <p className="mx-auto mt-6 max-w-xl text-lg text-slate-700">
        Diese Seite gibt es leider nicht. Vielleicht hat sich ein Tippfehler in die Adresse geschlichen oder der Link ist veraltet.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild variant="outline">
          <a href="/">Zur Startseite</a>
        </Button>
        <Button asChild>
          <a href={pages.kostenloseAnalyse.path}>Kostenlose Analyse starten</a>
        </Button>
      </div>
      <nav data-slot="not-found-help" aria-labelledby="hilfe-titel" className="mx-auto mt-12 max-w-xl text-left">
        <h2 id="hilfe-titel" className="text-lg font-bold text-slate-900">
          So geht es weiter
        </h2>
        <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {helpLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="flex flex-col px-5 py-4 hover:bg-slate-50">
                <span className="font-semibold text-brand-800">{link.label}</span>
                <span className="text-sm text-slate-600">{link.hint}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}
