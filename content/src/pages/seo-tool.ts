import { z } from 'zod';
import { initialAnalysis } from '../claims.ts';
import { brand } from '../company.ts';
import { firstPlanWithSupporter, liveCallMinutes } from '../plans.ts';
import { featureSchema } from '../schemas.ts';
import { validateContent } from '../validate.ts';

/**
 * Copy of /seo-tool (docs/decisions.md: Pages): four feature cards, three differentiators and a call to action for a free
 * SEO analysis. The analysis scope and the call length come from claims.ts and plans.ts.
 */

const file = 'content/src/pages/seo-tool.ts';
const text = z.string().trim().min(1);

const seoToolPageSchema = z
  .object({
    hero: z.object({ eyebrow: text, title: text, intro: text }).strict(),
    features: z.object({ title: text, intro: text, items: z.array(featureSchema).length(4) }).strict(),
    differentiators: z.object({ title: text, intro: text, items: z.array(featureSchema).length(3) }).strict(),
    cta: z.object({ title: text, text: text, button: text }).strict(),
  })
  .strict();

export type SeoToolPageCopy = z.infer<typeof seoToolPageSchema>;

export const seoToolPage: SeoToolPageCopy = Object.freeze(
  validateContent(
    seoToolPageSchema,
    {
      hero: {
        eyebrow: 'SEO-Tool',
        title: 'Das SEO-Tool, das dir sagt, was als Nächstes zu tun ist',
        intro:
          'Keyword-Recherche, Rank-Tracking, On-Page-Empfehlungen und Wettbewerbsanalyse in einer App – aufbereitet für Unternehmer, nicht für SEO-Profis. Und wenn du nicht weiterkommst, hilft dir unser Team im Live-Call.',
      },
      features: {
        title: 'Vier Werkzeuge, ein Ziel: besser gefunden werden',
        intro: 'Alles, was du für gute Rankings in deiner Region brauchst, ohne fünf verschiedene Tools zu lernen.',
        items: [
          {
            title: 'Keyword-Recherche mit Long-Tail',
            description: `Zum Start wertet die App die Top-${initialAnalysis.topKeywords}-Keywords deiner Branche aus und schlägt Long-Tail-Begriffe vor, bei denen du als lokaler Betrieb echte Chancen hast.`,
            icon: 'text-search',
          },
          {
            title: 'Rank-Tracking für deine Orte',
            description: `Die App verfolgt deine Positionen für deine wichtigsten Begriffe dort, wo deine Kunden suchen – die Erstanalyse deckt die Top-${initialAnalysis.topLocations}-Standorte ab.`,
            icon: 'trending-up',
          },
          {
            title: 'On-Page-Empfehlungen',
            description:
              'Titel, Beschreibungen, Überschriften, interne Links und Ladezeit: Die App prüft deine Seiten und sortiert die Verbesserungen nach Wirkung.',
            icon: 'file-search',
          },
          {
            title: 'Automatische Wettbewerbsanalyse',
            description:
              'Sieh, wer vor dir steht und mit welchen Begriffen und Inhalten – vor Ort und im Umkreis. Holt ein Mitbewerber auf, meldet die App es dir.',
            icon: 'users',
          },
        ],
      },
      differentiators: {
        title: 'Was uns von klassischen SEO-Tools unterscheidet',
        intro: 'Die meisten SEO-Tools liefern Daten. Wir helfen dir, daraus Aufträge zu machen – mit Software und persönlicher Beratung.',
        items: [
          {
            title: 'Aufgaben statt Datenberge',
            description: `Klassische Tools zeigen dir Hunderte Kennzahlen. ${brand.name} übersetzt sie in eine kurze, priorisierte Liste: was zu tun ist, warum, und was es bringt.`,
            icon: 'gauge',
          },
          {
            title: 'Umsetzung gleich dabei',
            description:
              'Fehlt ein Text, schreibt die KI einen Entwurf. Fehlt ein Profileintrag, führt dich die App hindurch. SEO und Content laufen in einer Oberfläche zusammen, ab dem Paket Business auch Social Media und Anzeigen.',
            icon: 'pen-line',
          },
          {
            title: 'Beratung, die mitdenkt',
            description: `Im monatlichen Live-Call (ca. ${liveCallMinutes} Minuten) besprichst du Ergebnisse und nächste Schritte – ab ${firstPlanWithSupporter.name} mit festem persönlichem Ansprechpartner.`,
            icon: 'handshake',
          },
        ],
      },
      cta: {
        title: 'Wo steht deine Website bei Google?',
        text: 'Die kostenlose SEO-Analyse prüft Titel, Inhalte, Ladezeit und mobile Darstellung deiner Website und zeigt dir, wer in deiner Region vor dir rankt.',
        button: 'Kostenlose SEO-Analyse starten',
      },
    },
    file,
  ),
);
