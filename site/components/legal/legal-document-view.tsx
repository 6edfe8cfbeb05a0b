import { formatGermanDate } from '@sichtwerk/content/format';
import { isList, type Block, type LegalDocument } from '@sichtwerk/content/legal/index';
import { placeholderNotice } from '@sichtwerk/content/legal/impressum';
import { Info } from 'lucide-react';
import { PageHero } from '../marketing/index.ts';
import { Container } from '../ui/index.ts';
import { linkifyLegalText } from './linkify-legal-text.tsx';

/**
 * Renders one typed legal document (Impressum, Datenschutzerklärung, AGB): h1 from the title, the version
 * date, a table of contents linking to the section anchors, then every section with its h2, paragraphs and
 * lists. The placeholder notice for the fictional company facts is shown as a highlighted note.
 */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    // Legal titles are long German compounds ("Geschäftsbedingungen"): a smaller h1 on phones, and they may hyphenate.
    <div data-slot="legal-document" className="[&_h1]:text-3xl [&_h1]:hyphens-auto [&_h1]:break-words sm:[&_h1]:text-5xl">
      <PageHero
        title={document.title}
        intro={
          <>
            Stand: <time dateTime={document.lastUpdated}>{formatGermanDate(document.lastUpdated)}</time>
          </>
        }
      />
      <Container className="grid max-w-6xl gap-10 pb-20 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <TableOfContents document={document} />
        <div data-slot="legal-body" className="min-w-0 max-w-3xl text-slate-800">
          {document.intro && <LegalBlock block={document.intro} lead />}
          {document.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-titel`}
              data-slot="legal-section"
              className="mt-10 border-t border-slate-200 pt-8 first:mt-0 first:border-t-0 first:pt-0"
            >
              <h2 id={`${section.id}-titel`} className="text-xl font-bold tracking-tight text-balance text-slate-900 sm:text-2xl">
                {section.heading}
              </h2>
              {section.blocks.map((block, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a prerendered legal text; its blocks never reorder.
                <LegalBlock key={index} block={block} />
              ))}
            </section>
          ))}
        </div>
      </Container>
    </div>
  );
}

function TableOfContents({ document }: { document: LegalDocument }) {
  return (
    <nav aria-labelledby="inhaltsverzeichnis-titel" data-slot="legal-toc" className="self-start lg:sticky lg:top-24">
      <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
        <h2 id="inhaltsverzeichnis-titel" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
          Inhalt
        </h2>
        <ol className="mt-3 space-y-1 text-sm leading-snug sm:columns-2 sm:gap-6 lg:columns-1">
          {document.sections.map((section) => (
            <li key={section.id} className="break-inside-avoid">
              <a
                href={`#${section.id}`}
                className="inline-block py-1 text-brand-800 underline-offset-2 hover:text-brand-950 hover:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}

function LegalBlock({ block, lead = false }: { block: Block; lead?: boolean }) {
  if (isList(block)) {
    return (
      <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed marker:text-slate-500">
        {block.map((item) => (
          <li key={item}>{linkifyLegalText(item)}</li>
        ))}
      </ul>
    );
  }
  if (block === placeholderNotice) {
    return (
      <p
        role="note"
        data-slot="placeholder-notice"
        className={`${lead ? 'mb-10' : 'mt-4'} flex gap-3 rounded-xl border border-accent-200 bg-accent-50 p-4 text-accent-800`}
      >
        <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>{block}</span>
      </p>
    );
  }
  return <p className={lead ? 'mb-10 text-lg leading-relaxed text-slate-700' : 'mt-4 leading-relaxed'}>{linkifyLegalText(block)}</p>;
}
