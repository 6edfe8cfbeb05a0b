import { pages } from '@sichtwerk/content/routes';
import type { ReactNode } from 'react';
import { Button, Section } from '../ui/index.ts';
import { AnalysisButton } from './analysis-button.tsx';

interface CtaSectionProps {
  id?: string;
  title: ReactNode;
  text: ReactNode;
  /** Button label; the target is the free analysis unless the reading names another (docs/decisions.md "Where the reading is silent"). */
  button: string;
  href?: string;
  secondary?: { label: string; href: string };
}

/** The closing call to action band of a page. */
export function CtaSection({ id = 'jetzt-starten', title, text, button, href = pages.kostenloseAnalyse.path, secondary }: CtaSectionProps) {
  return (
    <Section id={id} tone="brand" template="cta" title={title} intro={text}>
      <div className="flex flex-wrap justify-center gap-3">
        <AnalysisButton label={button} href={href} />
        {secondary && (
          <Button asChild size="lg" variant="inverted">
            <a href={secondary.href}>{secondary.label}</a>
          </Button>
        )}
      </div>
    </Section>
  );
}
