import type { Testimonial } from '@sichtwerk/content/schemas';
import { needsIllustrativeNote, testimonialsNote } from '@sichtwerk/content/testimonials';
import { Quote } from 'lucide-react';
import { Card } from '../ui/index.ts';

/** Customer voices with initials instead of photos; illustrative voices carry the visible note. */
export function TestimonialGrid({ testimonials }: { testimonials: readonly Testimonial[] }) {
  // Four voices sit in a 2 × 2 grid: a 3-column row would leave one card alone.
  const columns =
    testimonials.length === 1 ? '' : testimonials.length === 2 || testimonials.length === 4 ? 'md:grid-cols-2' : 'md:grid-cols-3';
  return (
    <div data-slot="testimonial-grid">
      <ul className={`grid gap-6 ${columns}`}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <Card className="flex h-full flex-col">
              <Quote className="size-8 text-accent-600" aria-hidden="true" />
              <blockquote className="mt-3 flex-1 text-slate-700">„{testimonial.quote}“</blockquote>
              <div className="mt-6 flex items-center gap-3">
                <span
                  className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  aria-hidden="true"
                >
                  {testimonial.avatar}
                </span>
                <p className="text-sm">
                  <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                  <span className="text-slate-600">{testimonial.role}</span>
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {needsIllustrativeNote(testimonials) && <p className="mt-4 text-center text-sm text-slate-600">{testimonialsNote}</p>}
    </div>
  );
}
