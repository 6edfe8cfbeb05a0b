import { z } from 'zod';
import { firstPlanWithSupporter } from './plans.ts';
import { featureSchema, type Feature } from './schemas.ts';
import { validateContent } from './validate.ts';

/**
 * The twelve app features listed on /preise, one per claimed feature in docs/decisions.md: Product and in its order, so the
 * pricing page promises exactly what the reading says the product does.
 */
export const appFeatures: readonly Feature[] = Object.freeze(
  validateContent(
    z.array(featureSchema).length(12),
    [
      {
        title: 'KI-Content-Erstellung',
        description: 'Texte für Website, Blog und Social Media, abgestimmt auf deine Keywords und deinen Ton.',
        icon: 'sparkles',
      },
      {
        title: 'Social-Media-Planung',
        description: 'Beiträge planen und direkt aus der App auf deinen Kanälen veröffentlichen.',
        icon: 'calendar-days',
      },
      {
        title: 'Tracking, Monitoring & Alerts',
        description: 'Performance laufend im Blick, mit Benachrichtigung bei wichtigen Veränderungen.',
        icon: 'activity',
      },
      {
        title: 'SEO-Optimierungsvorschläge',
        description: 'Konkrete Verbesserungen für deine Seiten, nach Wirkung sortiert.',
        icon: 'file-search',
      },
      {
        title: 'Google- & Facebook-Anzeigen',
        description: 'Automatisch erstellte Kampagnen für deine Region und deine Zielgruppe.',
        icon: 'megaphone',
      },
      {
        title: 'KI-Sichtbarkeits-Check',
        description: 'Prüft, ob KI-Antwortsysteme wie ChatGPT dein Unternehmen kennen und nennen.',
        icon: 'bot',
        badge: 'Neu',
      },
      {
        title: 'Keyword-Recherche',
        description: 'Relevante Suchbegriffe inklusive Long-Tail-Vorschlägen mit realistischen Chancen.',
        icon: 'text-search',
      },
      {
        title: 'Automatische Wettbewerbsanalyse',
        description: 'Deine Mitbewerber vor Ort und im Umkreis, laufend aktualisiert.',
        icon: 'users',
      },
      {
        title: 'Rank-Tracking & On-Page',
        description: 'Rankings verfolgen, On-Page-Empfehlungen umsetzen und Inhalte für KI-Suchantworten optimieren.',
        icon: 'trending-up',
      },
      {
        title: 'Profil, Maps & Verzeichnisse',
        description: 'Unternehmensprofil und Maps-Eintrag optimieren, lokale Citations und Verzeichnisse pflegen.',
        icon: 'map-pin',
      },
      {
        title: 'Bewertungen & Backlinks',
        description: 'Reputation aktiv managen und hochwertige Backlinks aufbauen.',
        icon: 'message-square-heart',
      },
      {
        title: 'Betreuung, Reporting & Dashboard',
        description: `Persönlicher Kontakt im monatlichen Live-Call (ab ${firstPlanWithSupporter.name} mit festem Ansprechpartner), monatliches Reporting und Live-Dashboard.`,
        icon: 'layout-dashboard',
      },
    ],
    'content/src/app-features.ts (appFeatures)',
  ),
);
