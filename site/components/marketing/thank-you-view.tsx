import type { ThankYouCopy } from '@sichtwerk/content/form-pages';
import { pages } from '@sichtwerk/content/routes';
import { CircleCheck } from 'lucide-react';
import { Button, Container } from '../ui/index.ts';
import { PageHero } from './page-hero.tsx';

/**
 * A thank-you page: where a form sent without JavaScript lands (the lead service answers the post with 303).
 * It confirms with the success toast's words and says what happens next; the page is noindex and not in the
 * sitemap (content/src/routes.ts).
 */
export function ThankYouView({ copy }: { copy: ThankYouCopy }) {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} intro={copy.description}>
        <Button asChild size="lg">
          <a href={pages.home.path}>Zur Startseite</a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href={pages.blog.path}>Zum Blog</a>
        </Button>
      </PageHero>
      {copy.nextSteps.length > 0 && (
        <Container className="max-w-3xl pb-20">
          <section aria-labelledby="naechste-schritte">
            <h2 id="naechste-schritte" className="text-2xl font-bold text-slate-900">
              So geht es weiter
            </h2>
            <ul className="mt-6 space-y-3">
              {copy.nextSteps.map((step) => (
                <li key={step} className="flex gap-3 text-slate-700">
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden="true" />
                  {step}
                </li>
              ))}
            </ul>
          </section>
        </Container>
      )}
    </>
  );
}
