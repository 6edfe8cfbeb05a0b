import { z } from 'zod';
import { testimonialSchema, type Testimonial } from './schemas.ts';
import { validateContent } from './validate.ts';

/**
 * The product is new and has no customer voices yet. These are illustrative example voices: first name and
 * initial only, no photos, no ratings, no figures a reader could take as a measured result. Every page that
 * shows them shows `testimonialsNote` beneath, so no one mistakes them for real customers.
 * Replace them with real, consented quotes (and set `illustrative: false`) once there are any.
 */

/** Shown beneath every testimonial block while any shown testimonial is illustrative. */
export const testimonialsNote =
  'Hinweis: Die Zitate sind Beispielstimmen. Sie zeigen typische Situationen unserer Zielgruppe und stammen nicht von realen Kundinnen und Kunden.';

const testimonialsSchema = z
  .array(testimonialSchema)
  .length(4)
  .refine((list) => new Set(list.map((entry) => entry.name)).size === list.length, { message: 'Namen sind eindeutig' })
  .refine((list) => list.every((entry) => entry.avatar === initialsOf(entry.name)), {
    message: 'avatar entspricht den Initialen des Namens',
  });

function initialsOf(name: string): string {
  return name
    .split(' ')
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** All four voices, in the order the home page shows them. */
export const testimonials: readonly Testimonial[] = Object.freeze(
  validateContent(
    testimonialsSchema,
    [
      {
        quote:
          'Früher habe ich sonntags Instagram-Posts geschrieben. Jetzt liegen die Entwürfe fertig in der App, ich ändere zwei Sätze und gebe sie frei.',
        name: 'Sandra K.',
        role: 'Inhaberin eines Friseursalons in Leipzig',
        avatar: 'SK',
        illustrative: true,
      },
      {
        quote:
          'Mir war nie klar, warum der Betrieb im Nachbarort bei Google vor uns steht. Die Wettbewerbsanalyse hat es auf einen Blick gezeigt – und was wir ändern müssen.',
        name: 'Thomas B.',
        role: 'Inhaber eines Malerbetriebs bei Stuttgart',
        avatar: 'TB',
        illustrative: true,
      },
      {
        quote:
          'Ich wollte kein weiteres Tool, das ich allein bedienen muss. Dass mein Ansprechpartner unsere Praxis kennt und im Call sagt, was zuerst dran ist, macht den Unterschied.',
        name: 'Aylin D.',
        role: 'Leiterin einer Physiotherapiepraxis in Köln',
        avatar: 'AD',
        illustrative: true,
      },
      {
        quote:
          'Die kostenlose Analyse war ehrlich: Unser Maps-Eintrag war halb leer, die Öffnungszeiten falsch. Das haben wir noch in derselben Woche behoben.',
        name: 'Markus W.',
        role: 'Geschäftsführer einer Gebäudereinigung in Hannover',
        avatar: 'MW',
        illustrative: true,
      },
    ],
    'content/src/testimonials.ts (testimonials)',
  ),
);

const [sandra, thomas, aylin, markus] = testimonials as [Testimonial, Testimonial, Testimonial, Testimonial];

/** Which voices each page shows (docs/decisions.md: Pages: /vorteile shows three, the analysis page one). */
export const testimonialsByPage = Object.freeze({
  home: testimonials,
  vorteile: Object.freeze([sandra, thomas, aylin]),
  funktionen: Object.freeze([thomas, sandra, aylin]),
  kostenloseAnalyse: markus,
} satisfies Record<string, readonly Testimonial[] | Testimonial>);

/** True when a list holds any illustrative voice, i.e. when a page must show testimonialsNote. */
export function needsIllustrativeNote(list: readonly Testimonial[]): boolean {
  return list.some((entry) => entry.illustrative);
}
