import { z } from 'zod';
import { initialAnalysis } from './claims.ts';
import { stepSchema, type Step } from './schemas.ts';
import { validateContent } from './validate.ts';

/**
 * The three-step working method (docs/decisions.md: Product), shown as "So funktioniert" on the home page and on /vorteile.
 * The analysis scope comes from claims.ts, where the initial-analysis figures live.
 */
export const processSteps: readonly Step[] = Object.freeze(
  validateContent(
    z.array(stepSchema).length(3),
    [
      {
        title: 'Analyse',
        // The app's first analysis after booking, not the free one the button beside these steps offers, whose scope
        // is smaller (claims.ts freeAnalysisScope; review 2026-11-26 L19).
        description: `Nach der Buchung prüft die App deine Website, dein Google-Unternehmensprofil, deine Keywords und deine Konkurrenz – für die Top-${initialAnalysis.topLocations}-Standorte und die Top-${initialAnalysis.topKeywords}-Keywords deiner Branche.`,
      },
      {
        title: 'Strategie',
        description:
          'Aus den Ergebnissen erstellt die App automatisch deinen Maßnahmenplan: klar priorisiert, damit du zuerst erledigst, was die meisten Anfragen bringt.',
      },
      {
        title: 'Umsetzung',
        description:
          'Texte, Beiträge und Profilpflege (ab Business auch Anzeigen) setzt du mit der App um – begleitet von unserem Team, das im Live-Call mitdenkt und nachhakt, wenn etwas hängt.',
      },
    ],
    'content/src/process.ts (processSteps)',
  ),
);
