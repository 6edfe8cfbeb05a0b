import { z } from 'zod';
import { addonPriceLabel, serviceAddons } from '../addons.ts';
import { analysisPromise } from '../analysis-promise.ts';
import { claimLabels } from '../claims.ts';
import { brand } from '../company.ts';
import { aiOptimisationAddonName, aiOptimisationIncludedIn, plans } from '../plans.ts';
import { featureSchema, stepSchema } from '../schemas.ts';
import { validateContent } from '../validate.ts';

/**
 * Copy of /ki-funktionen (docs/decisions.md: Pages): four feature cards, a section on AI search systems, three benefits and
 * a call to action for a free AI analysis. The monitoring add-on's price and inclusion come from addons.ts.
 */

const file = 'content/src/pages/ki-funktionen.ts';
const text = z.string().trim().min(1);

const monitoringAddon = (() => {
  const addon = serviceAddons.find((candidate) => candidate.name === aiOptimisationAddonName);
  if (!addon) throw new Error(`${file}: Add-on „${aiOptimisationAddonName}“ fehlt in addons.ts`);
  return addon;
})();

/** "Premium und Business": the plans that can book the AI optimisation instead of having it included. */
const optionalFor = (() => {
  const names = plans.filter((plan) => !aiOptimisationIncludedIn.includes(plan.id)).map((plan) => plan.name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} und ${names.at(-1)}`;
})();

const aiFeaturesPageSchema = z
  .object({
    hero: z.object({ eyebrow: text, title: text, intro: text }).strict(),
    features: z.object({ title: text, intro: text, items: z.array(featureSchema).length(4) }).strict(),
    aiSearch: z
      .object({
        title: text,
        intro: text,
        factorsTitle: text,
        factors: z.array(stepSchema).length(4),
        approachTitle: text,
        approach: z.array(text).min(3),
        addonNote: text,
      })
      .strict(),
    benefits: z.object({ title: text, intro: text, items: z.array(featureSchema).length(3) }).strict(),
    cta: z.object({ title: text, text: text, button: text }).strict(),
  })
  .strict();

export type AiFeaturesPageCopy = z.infer<typeof aiFeaturesPageSchema>;

export const aiFeaturesPage: AiFeaturesPageCopy = Object.freeze(
  validateContent(
    aiFeaturesPageSchema,
    {
      hero: {
        eyebrow: 'KI-Funktionen',
        title: 'Gefunden werden, wo Kunden heute fragen',
        intro:
          'Deine Kunden lassen sich Betriebe heute auch von ChatGPT, Gemini oder den KI-Übersichten in der Google-Suche empfehlen. Sichtwerk prüft, was diese Assistenten über dein Unternehmen wissen, markiert jede Abweichung deiner Angaben zwischen Website, Profil und Verzeichnissen und nimmt dir mit KI nebenbei die Schreibarbeit ab.',
      },
      features: {
        title: 'Vier KI-Funktionen, die für dich arbeiten',
        intro: 'Von der ersten Analyse bis zum fertigen Text: Die KI schreibt Entwürfe und wertet aus, du behältst die Entscheidung.',
        items: [
          {
            title: 'KI-Sichtbarkeits-Check',
            description:
              'Finde heraus, ob KI-Assistenten dein Unternehmen kennen, bei passenden Fragen nennen – und welche Mitbewerber stattdessen auftauchen.',
            icon: 'bot',
            badge: 'Neu',
          },
          {
            title: 'KI-Content-Erstellung',
            description:
              'Texte für Website, Blog und Social Media entstehen auf Basis deiner Keywords und in deinem Ton. Du prüfst, passt an und gibst frei.',
            icon: 'sparkles',
          },
          {
            title: 'Optimierung für KI-Suchantworten',
            description: `Die App zeigt, welche Seiten eine klare Antwort, eine FAQ oder strukturierte Daten brauchen, damit KI-Systeme sie verstehen und zitieren. Für ${optionalFor} als Add-on „${aiOptimisationAddonName}“ buchbar.`,
            icon: 'file-search',
          },
          {
            title: 'KI-Strategie mit klaren Prioritäten',
            description:
              'Aus Analyse und Wettbewerb entsteht automatisch dein Maßnahmenplan. Ganz oben steht, was dir am schnellsten mehr Anfragen bringt.',
            icon: 'gauge',
          },
        ],
      },
      aiSearch: {
        title: 'So wählen KI-Suchsysteme Unternehmen aus',
        intro:
          'KI-Assistenten und KI-Übersichten zeigen keine Anzeigenplätze. Sie fassen zusammen, was sie im Netz über Betriebe finden – und nennen die, über die sie sich sicher sind.',
        factorsTitle: 'Worauf die Systeme achten',
        factors: [
          {
            title: 'Eindeutige Fakten',
            description:
              'Name, Adresse, Telefonnummer, Öffnungszeiten und Leistungen lauten überall gleich – auf der Website, im Unternehmensprofil und in Verzeichnissen. Widersprüchliche Angaben verunsichern KI-Assistenten, und sie empfehlen dann eher einen anderen Betrieb.',
          },
          {
            title: 'Klare Antworten auf echte Fragen',
            description:
              'Seiten, die konkrete Kundenfragen direkt beantworten – „Was kostet …?“, „Wie lange dauert …?“ –, lassen sich leicht zusammenfassen und zitieren.',
          },
          {
            title: 'Erwähnungen und Bewertungen',
            description:
              'Was andere über dich schreiben – Bewertungen, Branchenportale, lokale Presse, Partnerseiten –, zeigt, dass du in deiner Region eine anerkannte Adresse bist.',
          },
          {
            title: 'Technisch lesbare Inhalte',
            description:
              'Strukturierte Daten, eine saubere Seitenstruktur und schnelle Ladezeiten helfen Suchsystemen, deine Inhalte richtig zu erfassen und zuzuordnen.',
          },
        ],
        approachTitle: `Was ${brand.name} dafür tut`,
        approach: [
          'Der KI-Sichtbarkeits-Check stellt typische Fragen deiner Kunden aus Branche und Region und zeigt, ob und wie du in den Antworten vorkommst.',
          'Die App gleicht deine Firmendaten auf Website, Unternehmensprofil und in Verzeichnissen ab und markiert jede Abweichung.',
          'KI-Texte beantworten die Fragen deiner Kunden in klaren Absätzen und FAQ – verständlich für deine Kunden und für Suchsysteme.',
          'Bewertungsmanagement und Verzeichniseinträge (ab dem Paket Business) und Backlink-Aufbau (Enterprise) sorgen für Erwähnungen auf Seiten, denen Suchsysteme vertrauen.',
        ],
        addonNote: `Dauerhaft im Blick behältst du deine KI-Sichtbarkeit mit dem Add-on ${monitoringAddon.name}: ${addonPriceLabel(monitoringAddon)}${monitoringAddon.includedNote ? `, ${monitoringAddon.includedNote}` : ''}${optionalFor ? `, für ${optionalFor} optional buchbar` : ''}.`,
      },
      benefits: {
        title: 'Was du davon hast',
        intro: 'KI ist bei Sichtwerk kein Selbstzweck, sondern ein Werkzeug für mehr Anfragen bei weniger Aufwand.',
        items: [
          {
            title: 'Früher auf der Liste',
            description: 'Wer in einer KI-Antwort genannt wird, steht auf der kurzen Liste, bevor der Kunde überhaupt eine Website öffnet.',
            icon: 'trending-up',
          },
          {
            title: 'Weniger Schreibarbeit',
            description: `Die KI liefert Entwürfe, du prüfst und passt sie an. Zusammen mit den übrigen Funktionen sind das in unserem Rechenbeispiel rund ${claimLabels.hoursSaved} weniger Arbeit pro Woche.`,
            icon: 'clock',
          },
          {
            title: 'Ein stimmiges Bild überall',
            description:
              'Website, Unternehmensprofil und Verzeichnisse erzählen dieselbe Geschichte. Das schafft Vertrauen – bei Kunden und bei Suchsystemen.',
            icon: 'shield-check',
          },
        ],
      },
      cta: {
        title: 'Wie sichtbar bist du bei Google und in Maps?',
        text: `Die kostenlose Analyse zeigt dir, wie sichtbar du bei Google und in Maps bist. ${analysisPromise.byMail}, danach stellen wir es dir persönlich vor.`,
        button: 'Kostenlose KI-Analyse starten',
      },
    },
    file,
  ),
);
