import { pages } from '@sichtwerk/content/routes';
import { ArrowRight } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/index.ts';

/** The site's main call to action: a large link button to the free analysis (docs/decisions.md: no dead buttons). */
export function AnalysisButton({
  label,
  href = pages.kostenloseAnalyse.path,
  className,
}: {
  label: string;
  href?: string;
  className?: string;
}) {
  return (
    <Button asChild size="lg" className={cn(className)}>
      <a href={href}>
        {label}
        <ArrowRight className="size-5" aria-hidden="true" />
      </a>
    </Button>
  );
}
