import { z } from 'zod';
import { contentAddons } from '../addons.ts';
import { analysisPromise } from '../analysis-promise.ts';
import { awardTitle } from '../claims.ts';
import { brand } from '../company.ts';
import { supportResponse } from '../legal/contract-terms.ts';
import { ctaCopySchema, heroCopySchema, paragraphsSchema, sectionCopySchema } from '../page-copy.ts';
import { firstPlanWithSupporter, liveCallMinutes } from '../plans.ts';
import { featureSchema, type Feature } from '../schemas.ts';
import { validateContent } from '../validate.ts';

/**
 * Copy of /ueber-uns (docs/decisions.md: Pages: mission, vision, team, innovation, call to action).
 * The team is described by roles and tasks, never by invented names or photos: the company facts are
 * placeholders (company.ts), and a made-up face would be a made-up promise. Figures come from their modules.
 */

const file = 'content/src/pages/ueber-uns.ts';

const textReviewAddon = contentAddons.find((addon) => addon.id === 'texte-pro-review');
if (!textReviewAddon) throw new Error(`${file}: Add-on "texte-pro-review" fehlt in addons.ts`);

export const aboutHero = Object.freeze(
  validateContent(
    heroCopySchema,
    {
      eyebrow: 'Über uns',
      title: 'Wir helfen guten Betrieben, gefunden zu werden',
      intro: `${brand.name} verbindet Software mit persönlicher Beratung – für kleine und mittlere Unternehmen, Selbstständige und lokale Betriebe, die online mehr Kunden gewinnen wollen.`,
      primaryLabel: 'Kostenlose Analyse starten',
    },
    `${file} (aboutHero)`,
  ),
);

const textBlockSchema = sectionCopySchema.extend({
  /** The one sentence the block stands for, shown highlighted. */
  statement: z.string().trim().min(1),
  paragraphs: paragraphsSchema,
});

export const aboutMission = Object.freeze(
  validateContent(
    textBlockSchema,
    {
      eyebrow: 'Mission',
      title: `Warum es ${brand.name} gibt`,
      statement: 'Kein Betrieb soll Kunden verlieren, nur weil ihn online niemand findet.',
      paragraphs: [
        'Die meisten kleinen Unternehmen sind richtig gut in dem, was sie tun. Trotzdem gehen ihnen jeden Tag Anfragen verloren – nicht an bessere Betriebe, sondern an besser sichtbare. Wer bei Google, in Maps oder in einer KI-Antwort nicht auftaucht, wird schlicht nicht angerufen.',
        'Für eine Agentur fehlt oft das Budget, für ein halbes Dutzend Marketing-Tools die Zeit. Genau hier setzen wir an: Eine App mit KI-Unterstützung übernimmt Recherche, Texte, Planung und Auswertung. Jemand aus unserem Team bespricht mit dir, welche Schritte sich für dein Geschäft lohnen.',
        `Software allein lässt dich mit einer To-do-Liste zurück, Beratung allein ist teuer und langsam. Deshalb gibt es bei uns beides: die App für Recherche, Texte und Auswertungen und jeden Monat einen Live-Call von rund ${liveCallMinutes} Minuten, ab ${firstPlanWithSupporter.name} mit festem Ansprechpartner.`,
      ],
    },
    `${file} (aboutMission)`,
  ),
);

export const aboutVision = Object.freeze(
  validateContent(
    textBlockSchema,
    {
      eyebrow: 'Vision',
      title: 'Wohin wir wollen',
      statement: 'Jeder Betrieb wird so gut gefunden, wie er arbeitet – egal, ob Kunden googeln, in Maps suchen oder eine KI fragen.',
      paragraphs: [
        'Die Suche verändert sich gerade grundlegend. Neben Google und Maps fragen Kunden zunehmend KI-Assistenten, wen sie beauftragen sollen. Wer dort nicht vorkommt, verliert Kunden, ohne es zu merken.',
        'Wir wollen, dass Sichtbarkeit für kleine Betriebe so selbstverständlich wird wie das Schild über der Ladentür: ohne Fachchinesisch und ohne dass Marketing zum zweiten Vollzeitjob wird.',
      ],
    },
    `${file} (aboutVision)`,
  ),
);

export const aboutTeam = Object.freeze({
  ...validateContent(
    sectionCopySchema,
    {
      eyebrow: 'Team',
      title: 'Wer bei uns für dich arbeitet',
      intro:
        'Hinter der App stehen Menschen aus Beratung, Technik, Content und Service. Wer dich persönlich betreut, lernst du spätestens im ersten Live-Call kennen.',
    },
    `${file} (aboutTeam)`,
  ),
  roles: validateContent(
    z.array(featureSchema).length(4),
    [
      {
        title: 'Unsere Beraterinnen und Berater',
        description: `Sie führen die monatlichen Live-Calls, ordnen Zahlen ein und sagen dir, was als Nächstes zählt. Ab ${firstPlanWithSupporter.name} hast du einen festen Ansprechpartner, der deinen Betrieb und deinen Markt kennt.`,
        icon: 'handshake',
      },
      {
        title: 'Produkt & Entwicklung',
        description:
          'Baut und verbessert die App: Analysen, Automatisierungen und das Live-Dashboard. Was Kundinnen und Kunden im Alltag fehlt, landet hier auf der Liste.',
        icon: 'layout-dashboard',
      },
      {
        title: 'Content-Team',
        description: `Legt fest, wie die KI schreibt, pflegt Vorlagen für einzelne Branchen und überarbeitet Texte im Rahmen des Add-ons „${textReviewAddon.name}“, damit sie nach dir klingen und nicht nach Maschine.`,
        icon: 'pen-line',
      },
      {
        title: 'Kundenservice',
        description: `Hilft bei Fragen zu Zugang, Rechnung und Bedienung. Supportanfragen beantworten wir an Arbeitstagen (Mo–Fr außer Feiertagen) innerhalb von ${supportResponse.responseHours}\u00a0Stunden.`,
        icon: 'message-circle',
      },
    ],
    `${file} (aboutTeam.roles)`,
  ) as readonly Feature[],
});

export const aboutInnovation = Object.freeze({
  ...validateContent(
    sectionCopySchema.extend({ awardText: z.string().trim().min(1) }),
    {
      eyebrow: 'Innovation',
      title: 'Woran wir arbeiten',
      intro: 'Wir bauen, was kleinen Betrieben heute fehlt – und was sie morgen brauchen werden.',
      awardText: `${brand.name} wurde als „${awardTitle}“ ausgezeichnet. Für uns ist das Ansporn, die App weiter so zu entwickeln, dass sie Betrieben Arbeit abnimmt, statt neue zu machen.`,
    },
    `${file} (aboutInnovation)`,
  ),
  items: validateContent(
    z.array(featureSchema).length(3),
    [
      {
        title: 'KI-Sichtbarkeits-Check',
        description:
          'Prüft, ob ChatGPT und andere KI-Assistenten dein Unternehmen kennen und bei passenden Fragen nennen – und zeigt, mit welchen Inhalten du das ändern kannst.',
        icon: 'bot',
        badge: 'Neu',
      },
      {
        title: 'Automatisierung, die mitdenkt',
        description:
          'Texte, Social-Media-Beiträge und Anzeigen entstehen aus deinen Keywords und deinem Angebot. Du prüfst und gibst frei, statt bei null anzufangen.',
        icon: 'sparkles',
      },
      {
        title: 'Monitoring statt Bauchgefühl',
        description:
          'Rankings, Profilaufrufe und Bewertungen werden laufend beobachtet. Ändert sich etwas Wichtiges, meldet sich die App, bevor es dich Kunden kostet.',
        icon: 'bell-ring',
      },
    ],
    `${file} (aboutInnovation.items)`,
  ) as readonly Feature[],
});

export const aboutCta = Object.freeze(
  validateContent(
    ctaCopySchema,
    {
      title: 'Lern uns in der kostenlosen Analyse kennen',
      text: `Du bekommst eine Bestandsaufnahme deiner Sichtbarkeit, die zeigt, wo deine größten Lücken sind, samt Paketempfehlung: ${analysisPromise.sentence.replace('Du bekommst das Ergebnis deiner kostenlosen Analyse', 'das Ergebnis')} Ob du danach buchst, entscheidest du.`,
      button: 'Kostenlose Analyse starten',
    },
    `${file} (aboutCta)`,
  ),
);
