import type { Testimonial } from '@sichtwerk/content/schemas';
import { needsIllustrativeNote, testimonialsNote } from '@sichtwerk/content/testimonials';
import { exampleVoiceLabel } from '@sichtwerk/content/product-examples';
import { Quote } from 'lucide-react';

/** Customer voices as quotes with initials instead of photos; illustrative voices carry a label and the visible note. */
export function TestimonialGrid({ testimonials }: { testimonials: readonly Testimonial[] }) {
  // Four voices sit in a 2 × 2 grid: a 3-column row would leave one card alone.
  const columns =
    testimonials.length === 1 ? '' : testimonials.length === 2 || testimonials.length === 4 ? 'md:grid-cols-2' : 'md:grid-cols-3';
  return (
    <div data-slot="testimonial-grid">
      <ul className={`grid gap-6 ${columns}`}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure data-slot="testimonial" className="flex h-full flex-col border-l-4 border-accent-600 pl-6">
              <div className="flex items-center justify-between gap-3">
                <Quote className="size-8 text-accent-600" aria-hidden="true" />
                {testimonial.illustrative && (
                  <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">{exampleVoiceLabel}</span>
                )}
              </div>
              <blockquote className="mt-3 flex-1 text-lg leading-relaxed text-slate-800 italic">„{testimonial.quote}“</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  aria-hidden="true"
                >
                  {testimonial.avatar}
                </span>
                <p className="text-sm">
                  <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                  <span className="text-slate-600">{testimonial.role}</span>
                </p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {needsIllustrativeNote(testimonials) && <p className="mt-4 text-center text-sm text-slate-600">{testimonialsNote}</p>}
    </div>
  );
}
