import { pages } from '@sichtwerk/content/routes';
import { usePageContext } from 'vike-react/usePageContext';
import { Button, Container } from '../../components/ui/index.ts';

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
    <Container className="py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-2 text-slate-500" lang="en">
        Did you forget to add the page to the router?
      </p>
      <p className="mx-auto mt-6 max-w-xl text-lg text-slate-700">
        Diese Seite gibt es leider nicht. Vielleicht hat sich ein Tippfehler in die Adresse geschlichen oder der Link ist veraltet.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild variant="outline">
          <a href="/">Zur Startseite</a>
        </Button>
        <Button asChild>
          <a href={pages.kostenloseAnalyse.path}>Kostenlose Analyse starten</a>
        </Button>
      </div>
    </Container>
  );
}
