import type { FormCopy } from '@sichtwerk/content/form-copy';
import { useEffect, useRef } from 'react';
import { CircleCheckIcon } from './form-icons.tsx';
import type { ReceivedLine } from './received-summary.ts';

/** What the island keeps of a sent form: the service's reference and the visitor's input as summary lines. */
export interface SentForm {
  reference?: string;
  received: readonly ReceivedLine[];
}

/** Room between a toast at the top and the answer below it: the form card's own padding and a little more. */
const answerGapPx = 40;

/**
 * The answer that takes the sent form's place: the success in the kind's words, what we received (the
 * visitor's own input as text), the reference with what it is for, and the kind's next steps — the same as
 * its thank-you page. Focus moves to the heading, so a screen reader starts reading the answer there.
 * For a callback, which gets no e-mail, this is the whole receipt, and its note says so.
 */
export function FormAnswer({ id, copy, sent }: { id: string; copy: FormCopy; sent: SentForm }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const heading = headingRef.current;
    const section = sectionRef.current;
    if (!heading || !section) return;
    // On one column the success toast stands at the top (toast.tsx): the answer starts just below it, not under it.
    const toast = document.querySelector('[data-slot="toast"]')?.getBoundingClientRect();
    if (!toast || toast.top > window.innerHeight / 2) {
      heading.focus();
      return;
    }
    heading.focus({ preventScroll: true });
    window.scrollBy({ top: section.getBoundingClientRect().top - (toast.bottom + answerGapPx), behavior: 'instant' });
  }, []);
  const headingId = `${id}-antwort`;
  return (
    <section ref={sectionRef} data-slot="form-success" aria-labelledby={headingId} className="space-y-6">
      <div className="flex gap-3">
        <CircleCheckIcon className="mt-1 size-6 shrink-0 text-green-700" />
        <div>
          <h2
            ref={headingRef}
            id={headingId}
            tabIndex={-1}
            className="text-xl font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
          >
            {copy.success.title}
          </h2>
          <p className="mt-1 text-slate-700">{copy.success.description}</p>
        </div>
      </div>
      {sent.reference && (
        <div data-slot="form-reference" className="rounded-xl border border-green-300 bg-green-50 p-4 text-green-950">
          <p>
            Deine Vorgangsnummer: <strong className="font-mono text-lg whitespace-nowrap">{sent.reference}</strong>
          </p>
          <p className="mt-1 text-sm">{copy.answer.referenceNote}</p>
        </div>
      )}
      {sent.received.length > 0 && (
        <div data-slot="form-received">
          <h3 className="font-semibold text-slate-900">Das haben wir erhalten</h3>
          <dl className="mt-2 space-y-2 text-sm">
            {sent.received.map((line) => (
              <div key={line.label}>
                <dt className="text-slate-600">{line.label}</dt>
                <dd className="font-medium break-words whitespace-pre-line text-slate-900">{line.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {copy.answer.nextSteps.length > 0 && (
        <div data-slot="form-next-steps">
          <h3 className="font-semibold text-slate-900">So geht es weiter</h3>
          <ul className="mt-2 space-y-2 text-sm text-slate-700">
            {copy.answer.nextSteps.map((step) => (
              <li key={step} className="flex gap-2">
                <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-accent-700" />
                {step}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
