import { z } from 'zod';
import { contentAddons, serviceAddons } from './addons.ts';
import { analysisPromise } from './analysis-promise.ts';
import { claims, freeAnalysis } from './claims.ts';
import { brand } from './company.ts';
// The pricing FAQ's own contract-term statement; the AGB and the cancellation page keep theirs (docs/decisions.md).
import { pricingFaqTerm } from './legal/contract-terms.ts';
import { firstPlanWithSupporter, fromPriceLabel, getPlan, planPriceLabel, plans } from './plans.ts';
import { faqEntrySchema, type FaqEntry, type PlanId } from './schemas.ts';
import { validateContent } from './validate.ts';

// The setup-fee answer below is a plain "Nein"; if the claim ever changes, the answer must be rewritten.
if (!claims.noSetupFee) throw new Error('content/src/faq.ts: claims.noSetupFee ist false – FAQ-Antwort zur Einrichtungsgebühr anpassen');

/** "A, B und C" */
function joinGerman(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} und ${items.at(-1)}`;
}

const plansWithPrices = joinGerman(plans.map((plan) => `${plan.name} für ${planPriceLabel(plan.id)}`));
const callsPerPlan = plans.map((plan) => `${plan.name}: ${plan.liveCallNote}`).join('; ');
const includedAddons = joinGerman(
  [...contentAddons, ...serviceAddons].flatMap((addon) => (addon.includedNote ? [`${addon.name} (${addon.includedNote})`] : [])),
);
/** "Business (899 €)" */
const nameWithPrice = (id: PlanId) => `${getPlan(id).name} (${planPriceLabel(id)})`;

/** The six questions at the end of the home page (also emitted as FAQPage structured data). */
export const homeFaq: readonly FaqEntry[] = Object.freeze(
  validateContent(
    z.array(faqEntrySchema).length(6),
    [
      {
        question: `Für wen ist ${brand.name} gedacht?`,
        answer:
          'Für kleine und mittlere Unternehmen, Selbstständige und lokale Betriebe – vom Friseursalon bis zum Handwerksbetrieb –, die mehr Anfragen über Google, Google Maps und KI-Antworten wollen, ohne selbst Marketing-Profi werden zu müssen.',
      },
      {
        question: `Was kostet ${brand.name}?`,
        answer: `Die Pakete kosten monatlich ${fromPriceLabel} zzgl. USt.: ${plansWithPrices}, jeweils bei ${pricingFaqTerm.minimumTermMonths}\u00a0Monaten Mindestlaufzeit (Laufzeit und Kündigung nach § 4 unserer AGB). Eine Einrichtungsgebühr gibt es nicht.`,
      },
      {
        question: 'Wie läuft die kostenlose Analyse ab?',
        answer: `Du schickst uns Firmenname und Kontaktdaten. Wir prüfen deine Sichtbarkeit bei Google und in Maps, vergleichen dich mit Mitbewerbern im Umkreis von ${freeAnalysis.competitorRadiusKm}\u00a0km. ${analysisPromise.sentence} ${analysisPromise.counting} ${analysisPromise.callTiming} Kostenlos und unverbindlich.`,
      },
      {
        question: 'Brauche ich Marketing-Vorkenntnisse?',
        answer: `Nein. Die App zeigt dir, was als Nächstes zu tun ist, und nimmt dir Texte, Planung und Auswertungen ab. Was offen bleibt, klärst du im monatlichen Live-Call mit unserem Team – ab ${firstPlanWithSupporter.name} mit deinem festen Ansprechpartner.`,
      },
      {
        question: 'Habe ich einen festen Ansprechpartner?',
        answer: `Ab ${firstPlanWithSupporter.name} bekommst du einen festen persönlichen Ansprechpartner. Live-Calls sind in jedem Paket enthalten – ${callsPerPlan}.`,
      },
      {
        question: 'Was bedeutet Sichtbarkeit in KI-Antworten?',
        answer:
          'Viele Kunden fragen inzwischen ChatGPT oder andere KI-Assistenten, wen sie beauftragen sollen. Genannt werden Unternehmen, über die diese Systeme verlässliche Informationen finden. Der KI-Sichtbarkeits-Check zeigt dir, ob du dazugehörst, und die App zeigt, mit welchen Inhalten du das ändern kannst.',
      },
    ],
    'content/src/faq.ts (homeFaq)',
  ),
);

/** The four questions on /preise. */
export const pricingFaq: readonly FaqEntry[] = Object.freeze(
  validateContent(
    z.array(faqEntrySchema).length(4),
    [
      {
        question: 'Gibt es eine Mindestlaufzeit?',
        answer: `${pricingFaqTerm.sentence} Lokale Sichtbarkeit baut sich über Monate auf – die Laufzeit gibt Strategie und Maßnahmen die Zeit, zu wirken.`,
      },
      {
        question: 'Fällt eine Einrichtungsgebühr an?',
        answer: `Nein. Du zahlst den monatlichen Paketpreis, ${fromPriceLabel} zzgl. USt., bei einer Mindestlaufzeit von ${pricingFaqTerm.minimumTermMonths} Monaten; gebuchte Add-ons kommen hinzu, ein Werbebudget für Anzeigen zahlst du direkt an Google oder Meta${claims.startWithinMinutes ? '. Nach der Buchung ist die App in wenigen Minuten startklar' : ''}.`,
      },
      {
        question: 'Welches Paket passt zu mir?',
        answer: `${nameWithPrice('premium')} reicht, wenn du die Umsetzung selbst in die Hand nimmst. ${nameWithPrice('business')} lohnt sich, sobald Social Media, Anzeigen und Bewertungen mitlaufen sollen und du einen festen Ansprechpartner willst. ${nameWithPrice('enterprise')} ist für alle, die mit intensiver Betreuung möglichst schnell vorankommen wollen. In der kostenlosen Analyse empfehlen wir dir das passende Paket.`,
      },
      {
        question: 'Kann ich Add-ons dazubuchen?',
        answer: `Ja, jedes Add-on ist einzeln zu deinem Paket buchbar. Einige sind bereits enthalten: ${includedAddons}.`,
      },
    ],
    'content/src/faq.ts (pricingFaq)',
  ),
);
