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
  .length(10)
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

/** Every voice; each page shows its own (testimonialsByPage), so no quote repeats from page to page. */
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
      {
        quote:
          'Ich dachte, Marketing heißt: abends noch am Laptop sitzen. Jetzt sehe ich morgens die Vorschläge durch, gebe frei, was passt, und habe den Kopf fürs Café.',
        name: 'Jana M.',
        role: 'Inhaberin eines Cafés in Dresden',
        avatar: 'JM',
        illustrative: true,
      },
      {
        quote:
          'Ich will wissen, was passiert, ohne alles selbst machen zu müssen. Im Live-Call sehe ich, was im letzten Monat gelaufen ist und was als Nächstes ansteht.',
        name: 'Stefan R.',
        role: 'Inhaber einer Kfz-Werkstatt bei Bremen',
        avatar: 'SR',
        illustrative: true,
      },
      {
        quote:
          'Ob ein Beitrag rausgeht, entscheide immer noch ich. Das war mir wichtig – ich gebe nichts aus der Hand, was meinen Laden ausmacht.',
        name: 'Nicole F.',
        role: 'Inhaberin eines Blumenladens in Münster',
        avatar: 'NF',
        illustrative: true,
      },
      {
        quote:
          'Die Keyword-Vorschläge waren Begriffe, die meine Kundschaft tatsächlich benutzt – „Lastenrad Reparatur“ statt „Zweiradservice“. Darauf wäre ich selbst nicht gekommen.',
        name: 'Lukas B.',
        role: 'Inhaber eines Fahrradladens in Freiburg',
        avatar: 'LB',
        illustrative: true,
      },
      {
        quote:
          'Die App meldet sich, wenn in unserem Google-Unternehmensprofil etwas nicht stimmt – zuletzt waren die Öffnungszeiten an den Feiertagen falsch eingetragen.',
        name: 'Petra S.',
        role: 'Inhaberin einer Bäckerei in Kassel',
        avatar: 'PS',
        illustrative: true,
      },
      {
        quote:
          'Die Textvorschläge klingen nicht nach Werbeagentur. Ich lese sie, ändere hier und da ein Wort und habe endlich Texte für die Website, zu denen ich sonst nie gekommen wäre.',
        name: 'Emre K.',
        role: 'Inhaber eines Umzugsunternehmens in Dortmund',
        avatar: 'EK',
        illustrative: true,
      },
    ],
    'content/src/testimonials.ts (testimonials)',
  ),
);

const [sandra, thomas, aylin, markus, jana, stefan, nicole, lukas, petra, emre] = testimonials as [
  Testimonial,
  Testimonial,
  Testimonial,
  Testimonial,
  Testimonial,
  Testimonial,
  Testimonial,
  Testimonial,
  Testimonial,
  Testimonial,
];

/** Which voices each page shows (docs/decisions.md: Pages: /vorteile shows three, the analysis page one). */
export const testimonialsByPage = Object.freeze({
  home: Object.freeze([sandra, thomas, aylin]),
  // Time, control and reach, the page's three benefits.
  vorteile: Object.freeze([jana, stefan, nicole]),
  // One voice per function they speak of: keywords, monitoring, texts.
  funktionen: Object.freeze([lukas, petra, emre]),
  kostenloseAnalyse: markus,
} satisfies Record<string, readonly Testimonial[] | Testimonial>);

/** True when a list holds any illustrative voice, i.e. when a page must show testimonialsNote. */
export function needsIllustrativeNote(list: readonly Testimonial[]): boolean {
  return list.some((entry) => entry.illustrative);
}
