import { z } from 'zod';
import { freeAnalysis } from '../claims.ts';
import { firstPlanWithSupporter } from '../plans.ts';
import { featureSchema, stepSchema } from '../schemas.ts';
import { validateContent } from '../validate.ts';

/**
 * Copy of /google-maps-ranking (docs/decisions.md: Pages): four benefit cards, four help steps and a call to action for a
 * free maps analysis, plus a short explanation of how the map results are ordered.
 */

const file = 'content/src/pages/google-maps-ranking.ts';
const text = z.string().trim().min(1);

const mapsRankingPageSchema = z
  .object({
    hero: z.object({ eyebrow: text, title: text, intro: text }).strict(),
    benefits: z.object({ title: text, intro: text, items: z.array(featureSchema).length(4) }).strict(),
    rankingFactors: z.object({ title: text, intro: text, items: z.array(stepSchema).length(3) }).strict(),
    helpSteps: z.object({ title: text, intro: text, items: z.array(stepSchema).length(4) }).strict(),
    cta: z.object({ title: text, text: text, button: text }).strict(),
  })
  .strict();

export type MapsRankingPageCopy = z.infer<typeof mapsRankingPageSchema>;

export const mapsRankingPage: MapsRankingPageCopy = Object.freeze(
  validateContent(
    mapsRankingPageSchema,
    {
      hero: {
        eyebrow: 'Google-Maps-Ranking',
        title: 'Besser gefunden, wenn jemand in deiner Nähe sucht',
        intro:
          'Bei Suchen wie „Friseur in der Nähe“ zeigt Google zuerst eine Karte mit wenigen Betrieben. Wer dort steht, bekommt die Anrufe. Sichtwerk arbeitet an dem, was Google für diese Karte auswertet – Profil, Bewertungen, Einträge – und zeigt dir jeden Monat, wo du stehst.',
      },
      benefits: {
        title: 'Warum sich ein gutes Maps-Ranking auszahlt',
        intro: 'Die Karte ist für viele Kunden der kürzeste Weg vom Suchen zum Anrufen.',
        items: [
          {
            title: 'Mehr Anrufe',
            description: 'Direkt aus dem Maps-Eintrag ruft ein Kunde mit einem Fingertipp an – ohne Umweg über deine Website.',
            icon: 'phone-incoming',
          },
          {
            title: 'Mehr Besuche vor Ort',
            description:
              'Routenanfragen führen Kunden bis vor deine Tür. Für Geschäfte, Praxen und Werkstätten ist das der kürzeste Weg zum Umsatz.',
            icon: 'map-pin',
          },
          {
            title: 'Vertrauen auf den ersten Blick',
            description: 'Sterne, aktuelle Fotos und beantwortete Bewertungen zeigen schon in der Karte, dass du zuverlässig arbeitest.',
            icon: 'message-square-heart',
          },
          {
            title: 'Vorsprung im Umkreis',
            description:
              'Ein konsequent gepflegtes Profil ist in vielen Branchen noch die Ausnahme. Wer regelmäßig daran arbeitet, hebt sich von Mitbewerbern in der Nähe ab.',
            icon: 'trending-up',
          },
        ],
      },
      rankingFactors: {
        title: 'Wie Google die Karte sortiert',
        intro: 'Google nennt drei Faktoren für lokale Ergebnisse. Auf zwei davon hast du direkten Einfluss.',
        items: [
          {
            title: 'Relevanz',
            description:
              'Wie gut passt dein Profil zur Suche? Kategorien, Leistungen und Beschreibung entscheiden, ob du überhaupt in Frage kommst.',
          },
          {
            title: 'Entfernung',
            description:
              'Wie weit ist dein Standort vom Suchenden oder vom gesuchten Ort entfernt? Daran kannst du wenig ändern – an allem anderen schon.',
          },
          {
            title: 'Bekanntheit',
            description:
              'Wie bekannt ist dein Betrieb? Bewertungen, Erwähnungen in Verzeichnissen und Links von anderen Websites zählen hier mit.',
          },
        ],
      },
      helpSteps: {
        title: 'So hilft dir Sichtwerk in vier Schritten',
        intro: `Die App findet die Lücken, du und unser Team schließen sie – Schritt für Schritt (ab ${firstPlanWithSupporter.name} mit deinem festen Ansprechpartner).`,
        items: [
          {
            title: 'Lokale Ausgangslage ermitteln',
            description:
              'Die App ermittelt, wo du für deine wichtigsten Suchbegriffe in der Karte stehst, und vergleicht dich mit Mitbewerbern vor Ort und im Umkreis.',
          },
          {
            title: 'Profil vervollständigen',
            description:
              'Kategorien, Leistungen, Öffnungszeiten, Fotos und Beschreibung: Die App zeigt, was fehlt, und hilft mit KI-Texten beim Ausfüllen.',
          },
          {
            title: 'Verzeichnisse vereinheitlichen',
            description:
              'Name, Adresse und Telefonnummer stehen in Branchen- und Stadtverzeichnissen überall gleich (Verzeichniseinträge ab dem Paket Business). Das macht deine Daten für Google eindeutig.',
          },
          {
            title: 'Bewertungen und Beiträge am Laufen halten',
            description:
              'Neue Bewertungen meldet die App sofort und schlägt Antworten vor (Bewertungsmanagement ab dem Paket Business). Regelmäßige Beiträge zeigen Google, dass dein Betrieb aktiv ist.',
          },
        ],
      },
      cta: {
        title: 'Wie gut wirst du in Maps gefunden?',
        text: `Wir prüfen kostenlos dein Maps-Ranking und vergleichen dich mit Mitbewerbern im Umkreis von ${freeAnalysis.competitorRadiusKm}\u00a0km.`,
        button: 'Kostenlose Maps-Analyse starten',
      },
    },
    file,
  ),
);
