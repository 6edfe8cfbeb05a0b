import { z } from 'zod';
import { analysisPromise } from '../analysis-promise.ts';
import { claimLabels } from '../claims.ts';
import { formatEuro } from '../format.ts';
import { fromPriceLabel, lowestPlanPrice, plans } from '../plans.ts';
import { featureSchema } from '../schemas.ts';
import { validateContent } from '../validate.ts';

/**
 * Copy of /preise around the data (plans.ts, addons.ts, app-features.ts, faq.ts). No price is typed here:
 * every amount is read from the plan data and formatted with formatEuro.
 */

const file = 'content/src/pages/preise.ts';
const text = z.string().trim().min(1);
const sectionSchema = z.object({ title: text, intro: text }).strict();

/** The cheapest plan: the break-even example of the cost-of-invisibility message uses it. */
const entryPlan = (() => {
  const plan = plans.find((candidate) => candidate.priceMonthly === lowestPlanPrice);
  if (!plan) throw new Error(`${file}: kein Einstiegspaket gefunden`);
  return plan;
})();

const pricingPageSchema = z
  .object({
    hero: z.object({ eyebrow: text, title: text, intro: text }).strict(),
    plans: sectionSchema,
    /** Visible marker on the highlighted plan card. */
    highlightBadge: text,
    /** Under the plan grid: what happens after a click on a plan's button. */
    plansFootnote: text,
    includedAddonsLabel: text,
    contentAddons: sectionSchema,
    serviceAddons: sectionSchema,
    /** Marker on highlighted service add-ons. */
    addonHighlightBadge: text,
    /** Shown on add-ons that no plan contains yet. */
    bookableNote: text,
    appFeatures: sectionSchema,
    costOfInvisibility: z
      .object({
        eyebrow: text,
        title: text,
        intro: text,
        points: z.array(featureSchema).length(3),
        breakEven: text,
        button: text,
      })
      .strict(),
    faq: sectionSchema,
    finalCta: z.object({ title: text, text: text, button: text }).strict(),
  })
  .strict();

export type PricingPageCopy = z.infer<typeof pricingPageSchema>;

/**
 * Button label of a plan card. The target is the free analysis, where the fitting plan is recommended, so the label
 * says that instead of promising a start with the plan (review 2026-11-26 L14).
 */
export function planCtaLabel(planName: string): string {
  return `${planName}: kostenlose Analyse anfordern`;
}

export const pricingPage: PricingPageCopy = Object.freeze(
  validateContent(
    pricingPageSchema,
    {
      hero: {
        eyebrow: 'Preise',
        title: 'Klare Pakete für mehr Sichtbarkeit',
        intro: `Drei Pakete ${fromPriceLabel} im Monat zzgl. USt., ohne Einrichtungsgebühr: App mit KI-Unterstützung, monatlicher Live-Call und – je nach Paket – ein fester Ansprechpartner. Was du zusätzlich brauchst, buchst du als Add-on dazu.`,
      },
      plans: {
        title: 'Wähle dein Paket',
        intro:
          'Jedes Paket enthält die App, monatliches Reporting und persönliche Gespräche. Die Unterschiede liegen darin, wie viel wir gemeinsam mit dir umsetzen.',
      },
      highlightBadge: 'Unsere Empfehlung',
      plansFootnote: `Am Anfang steht die kostenlose Sichtbarkeitsanalyse (${analysisPromise.short}): Wir zeigen dir, wo du stehst, und empfehlen dir das passende Paket. Nach der Buchung ist die App in wenigen Minuten startklar.`,
      includedAddonsLabel: 'Bereits enthaltene Add-ons',
      contentAddons: {
        title: 'Content-Add-ons',
        intro: 'Mehr Inhalte, wenn du schneller wachsen willst: einzeln buchbar, redaktionell geprüft, auf deine Keywords abgestimmt.',
      },
      serviceAddons: {
        title: 'Strategie- & Service-Add-ons',
        intro: 'Mehr Begleitung, wenn du sie brauchst: von einem einmaligen Kickstart bis zur wöchentlichen Strategiesitzung.',
      },
      addonHighlightBadge: 'Empfohlen',
      bookableNote: 'zu jedem Paket buchbar',
      appFeatures: {
        title: 'Das steckt in der App',
        intro: 'Zwölf Funktionen in einer Oberfläche. Welche davon dein Paket nutzt, siehst du oben in den Paketkarten.',
      },
      costOfInvisibility: {
        eyebrow: 'Die Kosten der Unsichtbarkeit',
        title: 'Was es dich kostet, nicht gefunden zu werden',
        intro: 'Unsichtbarkeit steht auf keiner Rechnung – und ist trotzdem oft der teuerste Posten im Marketing eines lokalen Betriebs.',
        points: [
          {
            title: 'Die Anfrage geht an den Nächsten',
            description:
              'Wer „Elektriker in der Nähe“ sucht, ruft einen der ersten Treffer an. Stehst du dort nicht, landet der Auftrag bei einem Mitbewerber – und du erfährst nie davon.',
            icon: 'phone-incoming',
          },
          {
            title: 'Selbermachen kostet Zeit',
            description: `Texte schreiben, Profile pflegen, Rankings prüfen: Wer das selbst macht, ist schnell ${claimLabels.ownWorkHoursRange} pro Woche beschäftigt (unser Rechenbeispiel) – Zeit, die sonst fehlt, oder Arbeit, die liegen bleibt.`,
            icon: 'clock',
          },
          {
            title: 'Einzellösungen summieren sich',
            description: `Mehrere Tools und Dienstleister kosten schnell mehr als ein Paket – in unserem Rechenbeispiel ${claimLabels.moneySaved} mehr im Monat.`,
            icon: 'piggy-bank',
          },
        ],
        breakEven: `Rechne selbst: Bringt dir bessere Sichtbarkeit einen zusätzlichen Auftrag im Monat, an dem du nach deinen eigenen Kosten mehr als ${formatEuro(entryPlan.priceMonthly)} verdienst, hat sich ${entryPlan.name} bereits bezahlt.`,
        button: 'Sichtbarkeit kostenlos prüfen',
      },
      faq: {
        title: 'Häufige Fragen zu den Preisen',
        intro: 'Laufzeit, Einrichtung, Paketwahl und Add-ons – kurz beantwortet.',
      },
      finalCta: {
        title: 'Noch unsicher, welches Paket passt?',
        text: `Starte mit der kostenlosen Analyse. ${analysisPromise.byMail}, danach stellen wir es dir persönlich vor – samt Paketempfehlung, unverbindlich.`,
        button: 'Kostenlose Analyse starten',
      },
    },
    file,
  ),
);
