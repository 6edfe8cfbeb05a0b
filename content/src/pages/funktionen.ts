import { z } from 'zod';
import { brand } from '../company.ts';
import { ctaCopySchema, heroCopySchema, sectionCopySchema } from '../page-copy.ts';
import { validateContent } from '../validate.ts';

/**
 * Copy of /funktionen around the data (docs/decisions.md: Pages): the cards are `functionBenefits` and `coreFunctions`
 * (features.ts), the voices `testimonialsByPage.funktionen` (testimonials.ts).
 */

const file = 'content/src/pages/funktionen.ts';

export const funktionenHero = Object.freeze(
  validateContent(
    heroCopySchema,
    {
      eyebrow: 'Funktionen',
      title: 'Eine App für alles, was dich lokal sichtbar macht',
      intro: `Analyse und Inhalte, ab dem Paket Business auch Social Media, Anzeigen und Bewertungen: ${brand.name} bündelt die Aufgaben, für die sonst fünf Tools und viele Abende draufgehen.`,
      primaryLabel: 'Kostenlose Analyse starten',
    },
    `${file} (funktionenHero)`,
  ),
);

export const funktionenSections = Object.freeze(
  validateContent(
    z.object({ benefits: sectionCopySchema, coreFunctions: sectionCopySchema, testimonials: sectionCopySchema }).strict(),
    {
      benefits: {
        eyebrow: 'Das Prinzip',
        title: 'Software für die Fleißarbeit, Beratung für die Entscheidungen',
      },
      coreFunctions: {
        eyebrow: 'Kernfunktionen',
        title: 'Acht Funktionen, ein Ziel: mehr Anfragen',
        intro:
          'Jede Funktion greift in die nächste: Was die Wettbewerbsanalyse findet, wird zu Keywords, aus Keywords werden Texte und Beiträge, ab Business auch Anzeigen.',
      },
      testimonials: {
        eyebrow: 'Beispiele aus unserer Zielgruppe',
        title: 'Wie die Funktionen im Alltag helfen',
      },
    },
    `${file} (funktionenSections)`,
  ),
);

export const funktionenCta = Object.freeze(
  validateContent(
    ctaCopySchema,
    {
      title: 'Sieh dir an, was die App für deinen Betrieb findet',
      text: 'Starte mit der kostenlosen Analyse: Wir zeigen dir deine Sichtbarkeit, deine Mitbewerber vor Ort und wo deine größten Lücken sind.',
      button: 'Kostenlose Analyse starten',
    },
    `${file} (funktionenCta)`,
  ),
);
