import { z } from 'zod';
import { brand } from './company.ts';
import { claimLabels, freeAnalysis } from './claims.ts';
import { aiOptimisationAddonName, aiOptimisationIncludedIn, firstPlanWithSupporter, liveCallMinutes, plans } from './plans.ts';
import { featureSchema, type Feature } from './schemas.ts';

/** Reviews, citations, social media and ads come with Business (plans.ts ownFeatures), not with Premium (review M4). */
const fromBusiness = `ab ${plans.find((plan) => plan.id === 'business')?.name ?? 'Business'}`;
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
/** The AI optimisation is an add-on unless the plan includes it (plans.ts aiOptimisationIncludedIn). */
const aiOptimisationNote = `Add-on, in ${aiOptimisationIncludedIn.map((id) => plans.find((plan) => plan.id === id)?.name ?? id).join(' und ')} inklusive`;
import { validateContent } from './validate.ts';

/**
 * Feature texts for the home page and /funktionen (docs/decisions.md: Pages). The /preise list of twelve lives in
 * app-features.ts; these are the marketing views of the same product, worded for their section.
 */

const file = 'content/src/features.ts';
const featureList = (count: number) => z.array(featureSchema).length(count);

/** Home "Sichtbarkeit" section: the three places customers look. */
export const visibilityChannels: readonly Feature[] = Object.freeze(
  validateContent(
    featureList(3),
    [
      {
        title: 'Google-Suche',
        description: 'Erscheine mit Website und Unternehmensprofil dort, wo Kunden nach deiner Leistung und deinem Ort suchen.',
        icon: 'search',
      },
      {
        title: 'Maps-Ranking',
        description: `Verbessere deine Chancen bei „in der Nähe“-Suchen in Google Maps – mit gepflegtem Profil, ${fromBusiness} auch mit Bewertungsmanagement und Verzeichniseinträgen.`,
        icon: 'map-pin',
      },
      {
        title: 'KI-Suche',
        description: `ChatGPT & Co. werden immer öfter nach Empfehlungen gefragt. Mit ${aiOptimisationAddonName} (${aiOptimisationNote}) bereiten wir deine Angaben so auf, dass KI-Assistenten dich finden und richtig beschreiben können.`,
        icon: 'bot',
        badge: 'Neu',
      },
    ],
    `${file} (visibilityChannels)`,
  ),
);

/** Home "Warum"-checklist: five short lines with a check mark. */
export const whyChecklist: readonly string[] = Object.freeze(
  validateContent(
    z.array(z.string().min(1)).length(5),
    [
      'Automatische Wettbewerbsanalyse – du siehst, was die Konkurrenz besser macht',
      'KI-Strategie mit klaren Prioritäten statt einer endlosen To-do-Liste',
      `Content-Erstellung und – ab ${firstPlanWithSupporter.name} – Social-Media-Planung in einem Ablauf`,
      `Automatisch erstellte Google- und Facebook-Anzeigen ab dem Paket ${firstPlanWithSupporter.name}`,
      `Monatlicher Live-Call (ca. ${liveCallMinutes} Minuten) mit unserem Team – ab ${firstPlanWithSupporter.name} mit deinem festen Ansprechpartner`,
    ],
    `${file} (whyChecklist)`,
  ),
);

/** Home feature grid: the six main cards. */
export const homeFeatureCards: readonly Feature[] = Object.freeze(
  validateContent(
    featureList(6),
    [
      {
        title: 'KI-Content',
        description: 'Texte für Website, Blog und Social Media in deinem Ton – in Minuten statt Abenden.',
        icon: 'sparkles',
      },
      {
        title: 'Social-Media-Planung',
        description: `Beiträge planen, freigeben und automatisch veröffentlichen, ohne zwischen Apps zu springen – ab dem Paket ${firstPlanWithSupporter.name}.`,
        icon: 'calendar-days',
      },
      {
        title: 'Performance-Tracking',
        description: 'Rankings, Klicks und Anfragen im Blick, mit Alerts, sobald sich etwas Wichtiges ändert.',
        icon: 'activity',
      },
      {
        title: 'SEO-Optimierung',
        description: 'Konkrete Vorschläge für Titel, Inhalte und Technik – sortiert nach Wirkung.',
        icon: 'file-search',
      },
      {
        title: 'Google- & Facebook-Ads',
        description: `Ab dem Paket ${firstPlanWithSupporter.name} werden Anzeigen automatisch aus deinem Angebot erstellt und laufend nachjustiert.`,
        icon: 'megaphone',
      },
      {
        title: 'KI-Sichtbarkeits-Check',
        description: 'Prüft, ob KI-Assistenten dein Unternehmen kennen und bei passenden Fragen empfehlen.',
        icon: 'bot',
        badge: 'Neu',
      },
    ],
    `${file} (homeFeatureCards)`,
  ),
);

/** Home feature grid: the two extra cards below the main six. */
export const homeFeatureExtras: readonly Feature[] = Object.freeze(
  validateContent(
    featureList(2),
    [
      {
        title: 'Keyword-Recherche',
        description:
          'Finde die Suchbegriffe, mit denen Kunden in deiner Region suchen – inklusive Long-Tail-Vorschlägen mit wenig Konkurrenz.',
        icon: 'text-search',
      },
      {
        title: 'Wettbewerbsanalyse',
        description: `Die App vergleicht dich automatisch mit Mitbewerbern vor Ort und im Umkreis von ${freeAnalysis.competitorRadiusKm}\u00a0km.`,
        icon: 'users',
      },
    ],
    `${file} (homeFeatureExtras)`,
  ),
);

/** /funktionen: the three benefit cards at the top. */
export const functionBenefits: readonly Feature[] = Object.freeze(
  validateContent(
    featureList(3),
    [
      {
        title: 'Alles in einer App',
        description: `Analyse und Inhalte an einem Ort, ab ${firstPlanWithSupporter.name} auch Social Media, Anzeigen und Bewertungen – statt fünf Logins und fünf Rechnungen.`,
        icon: 'layout-dashboard',
      },
      {
        title: 'KI übernimmt die Fleißarbeit',
        description: `Texte, Auswertungen und Planung laufen automatisch – im Rechenbeispiel sind das rund ${claimLabels.hoursSaved} weniger Arbeit pro Woche.`,
        icon: 'sparkles',
      },
      {
        title: 'Persönliche Beratung',
        description: `Die Software erledigt die Arbeit, eine Beraterin oder ein Berater aus dem ${brand.name}-Team ordnet ein: im monatlichen Live-Call und bei Fragen dazwischen – ab ${firstPlanWithSupporter.name} dein fester Ansprechpartner.`,
        icon: 'handshake',
      },
    ],
    `${file} (functionBenefits)`,
  ),
);

/** /funktionen: the eight core functions, in the reading's order (docs/decisions.md: Pages). */
export const coreFunctions: readonly Feature[] = Object.freeze(
  validateContent(
    featureList(8),
    [
      {
        title: 'Wettbewerbsanalyse',
        description:
          'Sieh auf einen Blick, wer in deiner Region vor dir rankt, welche Keywords die Konkurrenz besetzt und wo deine Chancen liegen.',
        icon: 'users',
      },
      {
        title: 'Keywords inkl. Long-Tail',
        description:
          'Suchbegriffe mit Suchvolumen und Schwierigkeit, dazu Long-Tail-Varianten wie „Malerbetrieb Altbau Leipzig“, mit denen du oft schneller rankst.',
        icon: 'text-search',
      },
      {
        title: 'Content-Erstellung',
        description:
          'Die KI schreibt Leistungsseiten, Blogartikel und Beiträge auf Basis deiner Keywords – du prüfst, passt an und gibst frei.',
        icon: 'pen-line',
      },
      {
        title: 'Social-Media-Planung & Veröffentlichung',
        description: 'Redaktionsplan, Beitragsvorschläge und automatische Veröffentlichung zum passenden Zeitpunkt auf deinen Kanälen.',
        icon: 'calendar-days',
      },
      {
        title: 'Google- & Facebook-Ads',
        description: 'Kampagnen werden automatisch aus deinem Angebot erstellt, auf deine Region ausgerichtet und laufend optimiert.',
        icon: 'megaphone',
      },
      {
        title: 'Monitoring & Alerts',
        description:
          'Rankings, Profilaufrufe und neue Bewertungen werden laufend überwacht. Ändert sich etwas Wichtiges, bekommst du eine Nachricht.',
        icon: 'bell-ring',
      },
      {
        title: 'Lokale SEO & Verzeichnisse',
        description: `Unternehmensprofil und Maps-Eintrag, ${fromBusiness} auch Branchenverzeichnisse mit einheitlichen Daten – die Grundlage für gute lokale Rankings.`,
        icon: 'map-pin',
      },
      {
        title: 'Reputationsmanagement',
        description: `${capitalised(fromBusiness)}: neue Bewertungen im Blick, Antwortvorschläge per KI und ein einfacher Weg, deine Kundinnen und Kunden um ihr Feedback zu bitten.`,
        icon: 'message-square-heart',
      },
    ],
    `${file} (coreFunctions)`,
  ),
);
