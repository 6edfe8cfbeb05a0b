import { z } from 'zod';
import { freeAnalysis } from './claims.ts';
import { firstPlanWithSupporter } from './plans.ts';
import { validateContent } from './validate.ts';

/**
 * The eight-step business-profile checklist (docs/decisions.md: Pages and Constants). It is written once here and shown in two
 * layouts: as a timeline on /google-my-business and as a card grid on /google-business-profil-optimieren.
 * The page copy around it (heroes, calls to action) is below the checklist.
 */

const file = 'content/src/business-profile-checklist.ts';
const text = z.string().trim().min(1);
const positiveInt = z.number().int().positive();

/** Advice figures from the reading's articles (docs/decisions.md: Pages): not product limits, tips for the visitor. */
export const profileAdvice = Object.freeze(
  validateContent(
    z.object({ minPhotos: positiveInt, reviewRequests: positiveInt }).strict(),
    { minPhotos: 10, reviewRequests: 5 },
    `${file} (profileAdvice)`,
  ),
);

export const checklistStepSchema = z
  .object({
    title: text,
    description: text,
    /** Shown as "Warum es zählt" in the card layout. */
    why: text,
  })
  .strict();
export type ChecklistStep = z.infer<typeof checklistStepSchema>;

/** Label for the `why` text of a step. */
export const checklistWhyLabel = 'Warum es zählt';

/** "Schritt 3" above a step card. */
export function checklistStepLabel(position: number): string {
  return `Schritt ${position}`;
}

export const businessProfileChecklist: readonly ChecklistStep[] = Object.freeze(
  validateContent(
    z
      .array(checklistStepSchema)
      .length(8)
      .refine((steps) => new Set(steps.map((step) => step.title)).size === steps.length, { message: 'Schritt-Titel sind eindeutig' }),
    [
      {
        title: 'Profil beanspruchen und bestätigen',
        description:
          'Suche deinen Betrieb bei Google und beanspruche den Eintrag – oder leg ihn neu an. Erst nach der Bestätigung bearbeitest du alle Angaben selbst.',
        why: 'Erst nach der Bestätigung kannst du deinen Eintrag selbst verwalten, Änderungsvorschläge anderer prüfen und auf Bewertungen antworten.',
      },
      {
        title: 'Die passende Hauptkategorie wählen',
        description:
          'Wähle die Kategorie, die dein Kerngeschäft am genauesten beschreibt. Weitere Kategorien ergänzt du nur für Leistungen, die zu deinem Angebot gehören.',
        why: 'Die Hauptkategorie entscheidet mit, bei welchen Suchanfragen dein Profil überhaupt erscheint.',
      },
      {
        title: 'Name, Adresse und Telefon einheitlich angeben',
        description:
          'Nutze exakt die Schreibweise, die auch auf deiner Website, im Impressum und in Verzeichnissen steht – ohne zusätzliche Suchbegriffe im Firmennamen.',
        why: 'Einheitliche Daten machen deinen Betrieb für Google eindeutig. Suchbegriffe im Namen verstoßen gegen die Richtlinien und gefährden das Profil.',
      },
      {
        title: 'Öffnungszeiten vollständig pflegen',
        description: 'Trag deine regulären Zeiten ein und denk an Feiertage, Betriebsferien und Sonderöffnungszeiten.',
        why: 'Wer vor verschlossener Tür steht, kommt selten wieder – und hinterlässt im Zweifel eine enttäuschte Bewertung.',
      },
      {
        title: 'Leistungen und Beschreibung ausformulieren',
        description:
          'Beschreibe in eigenen Worten, was du anbietest, für wen und in welchem Gebiet. Leg deine wichtigsten Leistungen einzeln an.',
        why: 'Je genauer Google und KI-Assistenten dein Angebot kennen, desto öfter passt dein Profil zu konkreten Suchanfragen.',
      },
      {
        title: `Mindestens ${profileAdvice.minPhotos} Fotos hochladen`,
        description: 'Zeig Außenansicht, Räume, Team und Arbeitsergebnisse. Ergänze regelmäßig neue, echte Bilder statt Stockfotos.',
        why: 'Fotos sind oft das Erste, was Interessenten anschauen. Echte Einblicke wirken vertrauenswürdiger als jede Beschreibung.',
      },
      {
        title: 'Bewertungen aktiv einholen und beantworten',
        description: `Bitte zum Start ${profileAdvice.reviewRequests} Kunden, für die du zuletzt gearbeitet hast, persönlich um eine Bewertung und gib ihnen den direkten Link als QR-Code oder auf der gedruckten Rechnung mit – in einer Rechnungs-E-Mail, per SMS oder Messenger nur mit ihrer vorherigen Einwilligung. Antworte auf jede Bewertung, auch auf kritische.`,
        why: 'Aktuelle Bewertungen und sachliche Antworten zeigen, dass du dich um deine Kunden kümmerst – Google und Interessenten achten auf beides.',
      },
      {
        title: 'Regelmäßig Beiträge veröffentlichen',
        description: 'Teile Angebote, Neuigkeiten und Termine als Beitrag in deinem Profil und halte alle Angaben aktuell.',
        why: 'Ein aktives Profil zeigt, dass dein Betrieb erreichbar ist und sich kümmert. Verwaiste Einträge verlieren gegenüber gepflegten.',
      },
    ],
    `${file} (businessProfileChecklist)`,
  ),
);

const stepCount = businessProfileChecklist.length;

const pageCopySchema = z
  .object({
    hero: z.object({ eyebrow: text, title: text, intro: text }).strict(),
    checklist: z.object({ title: text, intro: text }).strict(),
    support: z
      .object({ title: text, intro: text, items: z.array(text).min(3) })
      .strict()
      .optional(),
    cta: z.object({ title: text, text: text, button: text }).strict(),
  })
  .strict();
export type BusinessProfilePageCopy = z.infer<typeof pageCopySchema>;

/** /google-my-business: the checklist as a numbered timeline, a profile-analysis call to action. */
export const googleMyBusinessPage: BusinessProfilePageCopy = Object.freeze(
  validateContent(
    pageCopySchema,
    {
      hero: {
        eyebrow: 'Google My Business',
        title: 'Dein Unternehmensprofil: der erste Eindruck bei Google',
        intro: `Noch bevor jemand deine Website öffnet, sieht er dein Profil in der Suche und in Maps – mit Öffnungszeiten, Fotos, Bewertungen und Telefonnummer. Mit dieser Checkliste richtest du es in ${stepCount} Schritten vollständig ein.`,
      },
      checklist: {
        title: `Die Checkliste in ${stepCount} Schritten`,
        intro:
          'Google My Business heißt heute „Google-Unternehmensprofil“ – gemeint ist derselbe kostenlose Eintrag. Arbeite die Schritte der Reihe nach ab; jeder baut auf dem vorherigen auf.',
      },
      support: {
        title: 'Das übernimmt Sichtwerk für dich',
        intro: `Die Checkliste kannst du allein abarbeiten. Schneller geht es mit der App und unserem Team – ab ${firstPlanWithSupporter.name} mit festem Ansprechpartner.`,
        items: [
          'Die App prüft dein Profil laufend auf Lücken und veraltete Angaben',
          'KI-Texte für Beschreibung, Leistungen und Beiträge in deinem Ton',
          'Antwortvorschläge für neue Bewertungen, sobald sie eingehen (ab dem Paket Business)',
          'Einheitliche Firmendaten in Branchen- und Stadtverzeichnissen (ab dem Paket Business)',
        ],
      },
      cta: {
        title: 'Wie vollständig ist dein Profil?',
        text: `Wir prüfen dein Unternehmensprofil kostenlos, vergleichen es mit Mitbewerbern im Umkreis von ${freeAnalysis.competitorRadiusKm}\u00a0km und zeigen dir, wo deine größten Lücken sind.`,
        button: 'Kostenlose Profilanalyse anfordern',
      },
    },
    `${file} (googleMyBusinessPage)`,
  ),
);

/** /google-business-profil-optimieren: the checklist as cards with "Warum es zählt", 'Jetzt kostenlos starten'. */
export const businessProfileOptimisePage: BusinessProfilePageCopy = Object.freeze(
  validateContent(
    pageCopySchema,
    {
      hero: {
        eyebrow: 'Google-Unternehmensprofil optimieren',
        title: 'Mehr Anrufe und Routenanfragen aus deinem Google-Unternehmensprofil',
        intro: `Ein Profil anzulegen dauert Minuten. Es so zu pflegen, dass es Kunden bringt, ist Arbeit, die sich lohnt. Hier sind die ${stepCount} Schritte – und warum jeder einzelne zählt.`,
      },
      checklist: {
        title: `Dein Profil in ${stepCount} Schritten`,
        intro: 'Jede Karte sagt dir, was zu tun ist und warum es sich auf deine Sichtbarkeit auswirkt.',
      },
      cta: {
        title: 'Bereit für ein Profil, das Kunden bringt?',
        text: 'Starte mit der kostenlosen Analyse: Wir zeigen dir, wo dein Profil noch Lücken hat, und gehen sie im persönlichen Gespräch mit dir durch.',
        button: 'Jetzt kostenlos starten',
      },
    },
    `${file} (businessProfileOptimisePage)`,
  ),
);
