import type { FormPageBlock } from '@sichtwerk/content/form-page-contents';
import { Fragment } from 'react';
import { FeatureIcon } from '../icons/feature-icon.tsx';
import { CheckList, TestimonialGrid } from '../marketing/index.ts';
import { Card } from '../ui/index.ts';
import { FormPageIconView } from './form-page-icon.tsx';
import { plainText, RichTextView } from './rich-text.tsx';

/** One block of a form page's copy beside its form. */
export function FormPageBlockView({ block }: { block: FormPageBlock }) {
  switch (block.type) {
    case 'channel':
      return (
        <Card className="flex gap-4">
          <span className="inline-flex h-fit rounded-xl bg-brand-50 p-3 text-brand-700">
            <FormPageIconView name={block.icon} className="size-6" />
          </span>
          <div>
            <h2 className="text-lg font-bold text-slate-900">{block.title}</h2>
            <div className="mt-1 text-slate-700">
              {block.link && (
                <a href={block.link.href} className="font-medium text-brand-700 underline">
                  {block.link.label}
                </a>
              )}
              {block.address && (
                <address className="not-italic">
                  {block.address.map((line, index) => (
                    <Fragment key={line}>
                      {index > 0 && <br />}
                      {line}
                    </Fragment>
                  ))}
                </address>
              )}
              {block.notes.map((note, index) => (
                <p key={plainText(note)} className={index > 0 ? 'mt-2 text-sm text-slate-600' : 'text-sm text-slate-600'}>
                  <RichTextView text={note} />
                </p>
              ))}
            </div>
          </div>
        </Card>
      );
    case 'card':
      return (
        <Card as={block.headingId ? 'section' : 'div'} aria-labelledby={block.headingId}>
          <h2
            id={block.headingId}
            className={block.icon ? 'flex items-center gap-2 text-lg font-bold text-slate-900' : 'text-lg font-bold text-slate-900'}
          >
            {block.icon && <FormPageIconView name={block.icon} className="size-5 text-brand-700" />}
            {block.title}
          </h2>
          {block.paragraphs.map((paragraph) => (
            <p
              key={plainText(paragraph.text)}
              className={paragraph.small ? 'mt-3 text-sm text-slate-600' : 'mt-2 text-slate-700'}
              data-testid={paragraph.testId}
            >
              <RichTextView text={paragraph.text} />
            </p>
          ))}
        </Card>
      );
    case 'check-card':
      return (
        <Card as="section" variant="muted" className="h-fit" aria-labelledby={block.headingId}>
          <h2 id={block.headingId} className="mb-4 text-xl font-bold text-slate-900">
            {block.title}
          </h2>
          <CheckList items={block.items} />
        </Card>
      );
    case 'benefits':
      return (
        <section aria-labelledby={block.headingId}>
          <h2 id={block.headingId} className="text-2xl font-bold text-slate-900">
            {block.title}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {block.items.map((benefit) => (
              <li key={benefit.title} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
                <span className="inline-flex h-fit rounded-lg bg-brand-50 p-2 text-brand-700">
                  <FeatureIcon name={benefit.icon} className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{benefit.title}</span>
                  <span className="text-sm text-slate-600">{benefit.description}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'locked-list':
      return (
        <section aria-labelledby={block.headingId} className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6">
          <h2 id={block.headingId} className="flex items-center gap-2 text-xl font-bold text-slate-700">
            <FormPageIconView name="lock" className="size-5" />
            {block.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{block.note}</p>
          <ul className="mt-4 space-y-2 text-slate-600" data-testid={block.testId}>
            {block.items.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <FormPageIconView name="lock" className="size-4 shrink-0" />
                {item}
              </li>
            ))}
          </ul>
        </section>
      );
    case 'testimonial':
      return (
        <section aria-label={block.label}>
          <TestimonialGrid testimonials={[block.testimonial]} />
        </section>
      );
  }
}
