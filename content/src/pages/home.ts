import { z } from 'zod';
import { analysisPromise } from '../analysis-promise.ts';
import { awardTitle, claims } from '../claims.ts';
import { brand } from '../company.ts';
import { ctaCopySchema, heroCopySchema, sectionCopySchema } from '../page-copy.ts';
import { firstPlanWithSupporter, fromPriceLabel } from '../plans.ts';
import { validateContent } from '../validate.ts';

/**
 * Copy of the home page around the data modules (docs/decisions.md: Pages, "Home"). The section contents themselves live
 * in features.ts, process.ts, claims.ts, testimonials.ts and faq.ts; this module holds the hero, the
 * section headings and the button labels. The hero subtitle is the reading's wording.
 */

const file = 'content/src/pages/home.ts';

export const homeHero = Object.freeze({
  ...validateContent(
    heroCopySchema.extend({ subtitle: z.literal('Deine Kunden suchen dich. Finden sie dich auch?'), demoLabel: z.literal('Demo ansehen') }),
    {
      eyebrow: 'Online-Marketing & lokale SEO für KMU',
      title: 'Lokal sichtbar\u00a0– bei Google, in Maps und in KI-Antworten',
      subtitle: 'Deine Kunden suchen dich. Finden sie dich auch?',
      intro: `${brand.name} verbindet eine App mit KI-Unterstützung und persönliche Beratung aus unserem Team – ab ${firstPlanWithSupporter.name} mit festem Ansprechpartner. So arbeitest du daran, besser gefunden zu werden, ohne selbst Marketing-Profi zu werden.`,
      primaryLabel: 'Kostenlose Analyse starten',
      demoLabel: 'Demo ansehen',
    },
    `${file} (homeHero)`,
  ),
  /** Short facts under the buttons; each is derived from its data module. */
  facts: validateContent(
    z.array(z.string().min(1)).min(2).max(3),
    [
      `Pakete ${fromPriceLabel} im Monat`,
      ...(claims.noSetupFee ? ['Keine Einrichtungsgebühr'] : []),
      ...(claims.startWithinMinutes ? ['App nach der Buchung in wenigen Minuten startklar'] : []),
    ],
    `${file} (homeHero.facts)`,
  ),
  /** Text alternative of the dashboard illustration. */
  illustrationLabel: `Illustration des ${brand.name}-Dashboards: eine steigende Ranking-Kurve, Standort-Pins auf einer Karte und Kennzahlen-Kacheln für Sichtbarkeit, Anfragen und Bewertungen`,
});

const sections = validateContent(
  z
    .object({
      visibility: sectionCopySchema,
      process: sectionCopySchema,
      why: sectionCopySchema,
      features: sectionCopySchema.extend({ extrasIntro: z.string().min(1), allFeaturesLink: z.string().min(1) }),
      benefits: sectionCopySchema.extend({ button: z.string().min(1), awardText: z.string().min(1) }),
      testimonials: sectionCopySchema,
      faq: sectionCopySchema,
    })
    .strict(),
  {
    visibility: {
      eyebrow: 'Sichtbarkeit',
      title: 'Überall dort, wo deine Kunden suchen',
      intro:
        'Wer heute einen Betrieb in der Nähe sucht, fragt Google, schaut in Maps – oder lässt sich von einer KI etwas empfehlen. Du solltest an allen drei Stellen auftauchen.',
    },
    process: {
      eyebrow: 'So funktioniert’s',
      title: `In drei Schritten zu mehr Anfragen`,
      intro:
        'Erst verstehen, dann planen, dann umsetzen – mit der App für die Fleißarbeit und persönlicher Beratung für die Entscheidungen.',
    },
    why: {
      eyebrow: `Warum ${brand.name}`,
      title: 'Weniger Stückwerk, mehr Wirkung',
      intro: 'Statt einzelner Tools, die du selbst zusammenstecken musst, bekommst du einen Ablauf, der ineinandergreift.',
    },
    features: {
      eyebrow: 'Funktionen',
      title: 'Alles, was lokale Sichtbarkeit braucht',
      intro:
        'Von der ersten Idee für einen Beitrag bis zur fertigen Anzeige: Die App übernimmt die Fleißarbeit, du behältst den Überblick.',
      extrasIntro: 'Dazu zwei Werkzeuge, die dir zeigen, wo du ansetzen solltest:',
      allFeaturesLink: 'Alle Funktionen im Überblick',
    },
    benefits: {
      eyebrow: 'Vorteile',
      title: 'Mehr Anfragen, mehr Kontrolle, mehr Sicherheit',
      intro: 'Sichtbarkeit ist kein Selbstzweck. Sie soll dir Kunden bringen – und Zeit und Geld sparen, statt sie zu kosten.',
      button: 'Kostenlosen Check starten',
      awardText: `Ausgezeichnet als ${awardTitle}`,
    },
    testimonials: {
      eyebrow: 'Beispiele aus unserer Zielgruppe',
      title: 'So könnte es klingen, wenn Marketing nicht mehr nebenher laufen muss',
    },
    faq: {
      eyebrow: 'FAQ',
      title: 'Häufige Fragen',
      intro: 'Die wichtigsten Antworten vorab. Alles Weitere klären wir gern in der kostenlosen Analyse.',
    },
  },
  `${file} (homeSections)`,
);

export const homeSections = Object.freeze(sections);

export const homeCta = Object.freeze(
  validateContent(
    ctaCopySchema,
    {
      title: 'Finde heraus, wo du Kunden verlierst',
      text: `Wir prüfen kostenlos, wie sichtbar du bei Google und in Maps bist, und zeigen dir, wo deine größten Lücken sind. ${analysisPromise.byMail}, danach stellen wir es dir persönlich vor – unverbindlich.`,
      button: 'Kostenlose Analyse starten',
    },
    `${file} (homeCta)`,
  ),
);
