import { z } from 'zod';
import { awardTitle } from '../claims.ts';
import { brand } from '../company.ts';
import { ctaCopySchema, heroCopySchema, paragraphsSchema, sectionCopySchema } from '../page-copy.ts';
import { validateContent } from '../validate.ts';

/**
 * Copy of /vorteile around the data (docs/decisions.md: Pages): the figures are `statistics`, the five advantages
 * `advantages` (claims.ts), the steps `processSteps` (process.ts), the voices `testimonialsByPage.vorteile`.
 */

const file = 'content/src/pages/vorteile.ts';

export const vorteileHero = Object.freeze(
  validateContent(
    heroCopySchema,
    {
      eyebrow: 'Vorteile',
      title: 'Weniger Marketingarbeit, mehr Kunden aus dem Netz',
      intro: `Du hast einen Betrieb zu führen. ${brand.name} nimmt dir Recherche, Texte und Auswertungen ab und arbeitet daran, dass Kunden dich bei Google, in Maps und in KI-Antworten besser finden.`,
      primaryLabel: 'Kostenlose Analyse starten',
    },
    `${file} (vorteileHero)`,
  ),
);

export const vorteileSections = Object.freeze(
  validateContent(
    z
      .object({
        statistics: sectionCopySchema,
        advantages: sectionCopySchema,
        process: sectionCopySchema,
        testimonials: sectionCopySchema,
        award: sectionCopySchema.extend({ paragraphs: paragraphsSchema }),
      })
      .strict(),
    {
      statistics: {
        eyebrow: 'In Zahlen',
        title: 'Was sich für dich ändert',
        intro: 'Darauf arbeiten wir hin: Du hast weniger Aufwand und erreichst mehr Menschen, aus denen mehr Anfragen werden.',
      },
      advantages: {
        eyebrow: 'Deine Vorteile',
        title: 'Fünf Gründe, warum sich der Wechsel lohnt',
      },
      process: {
        eyebrow: 'Ablauf',
        title: 'Analyse, Strategie, Umsetzung',
        intro:
          'Drei Schritte, mit denen aus einzelnen Maßnahmen eine Strategie wird, die wirkt – die App erledigt die wiederkehrenden Aufgaben, unser Team denkt im Live-Call mit.',
      },
      testimonials: {
        eyebrow: 'Beispiele aus unserer Zielgruppe',
        title: 'Wie sich die Vorteile im Alltag zeigen können',
      },
      award: {
        eyebrow: 'Auszeichnung',
        title: `${awardTitle}`,
        paragraphs: [
          `${brand.name} wurde als „${awardTitle}“ ausgezeichnet (Angaben zur Auszeichnung unten). Uns bestätigt das in dem Ansatz, Software und persönliche Betreuung zu verbinden, statt Betriebe mit einem weiteren Tool allein zu lassen.`,
          'Für dich zählt am Ende etwas anderes: ob das Telefon öfter klingelt. Daran messen wir uns.',
        ],
      },
    },
    `${file} (vorteileSections)`,
  ),
);

export const vorteileCta = Object.freeze(
  validateContent(
    ctaCopySchema,
    {
      title: 'Wie viel Sichtbarkeit verschenkst du gerade?',
      text: 'Die kostenlose Analyse zeigt dir, wo du bei Google und in Maps stehst, wer vor dir rankt und wo deine größten Lücken sind.',
      button: 'Kostenlose Analyse starten',
    },
    `${file} (vorteileCta)`,
  ),
);
