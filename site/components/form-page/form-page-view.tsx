import type { FormPageContent } from '@sichtwerk/content/form-page-contents';
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import { CircleCheck } from 'lucide-react';
import { FormCard, FormIsland } from '../forms/index.ts';
import { PageHero, StepList } from '../marketing/index.ts';
import { Container } from '../ui/index.ts';
import { FormPageBlockView } from './form-page-block.tsx';

// Whole class names, so Tailwind finds them in the source.
const gridOf = {
  regular: 'grid gap-12 pb-20 lg:grid-cols-[1fr_minmax(0,28rem)]',
  wide: 'grid gap-12 pb-20 lg:grid-cols-[1fr_minmax(0,30rem)]',
} as const;

/** A form page: its kind's copy from the content package around the kind's form island. */
export function FormPageView({ kind, content }: { kind: FormKind; content: FormPageContent }) {
  const { hero, steps, form, arrangement, blocks } = content;
  const card = (
    <FormCard id={form.id} title={form.title} hint={form.hint}>
      <FormIsland kind={kind} />
    </FormCard>
  );
  const rendered = blocks.map((block) => <FormPageBlockView key={'title' in block ? block.title : block.label} block={block} />);
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
        {hero.promises && (
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
            {hero.promises.map((promise) => (
              <li key={promise} className="flex items-center gap-2 font-semibold text-slate-800">
                <CircleCheck className="size-5 shrink-0 text-accent-700" aria-hidden="true" />
                {promise}
              </li>
            ))}
          </ul>
        )}
      </PageHero>
      {steps && (
        <Container className="pb-12">
          <h2 className="sr-only">{steps.title}</h2>
          <StepList steps={steps.items} />
        </Container>
      )}
      <Container className={gridOf[content.formWidth]}>
        {arrangement === 'first' ? (
          <>
            {/* First in the document, so on a phone the form follows the hero directly; beside the blocks from lg. */}
            <div className="lg:col-start-2 lg:row-start-1">{card}</div>
            <div className="space-y-12 lg:col-start-1 lg:row-start-1">{rendered}</div>
          </>
        ) : (
          <>
            {arrangement === 'single' ? rendered : <div className="space-y-6">{rendered}</div>}
            {card}
          </>
        )}
      </Container>
    </>
  );
}
