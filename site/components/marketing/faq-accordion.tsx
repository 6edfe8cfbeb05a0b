import type { FaqEntry } from '@sichtwerk/content/schemas';
import { ChevronDown } from 'lucide-react';
import { JsonLd } from '../seo/json-ld.tsx';

/**
 * A FAQ as native <details> sharing one `name`: one item open at a time, the open one closes again,
 * keyboard accessible, no JavaScript. Adds the page's FAQPage structured data.
 */
export function FaqAccordion({ name, entries }: { name: string; entries: readonly FaqEntry[] }) {
  return (
    <div data-slot="faq-accordion" className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: entries.map((entry) => ({
            '@type': 'Question',
            name: entry.question,
            acceptedAnswer: { '@type': 'Answer', text: entry.answer },
          })),
        }}
      />
      {entries.map((entry) => (
        <details key={entry.question} name={name} className="group">
          <summary className="flex cursor-pointer items-center justify-between gap-4 px-6 py-5 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50">
            {entry.question}
            <ChevronDown className="size-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <p className="px-6 pb-5 text-slate-700">{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
