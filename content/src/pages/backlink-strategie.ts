import { z } from 'zod';
import { plans } from '../plans.ts';
import { featureSchema, stepSchema } from '../schemas.ts';
import { validateContent } from '../validate.ts';

/**
 * Copy of /backlink-strategie (docs/decisions.md: Pages): benefits, the six-step strategy (docs/decisions.md: Constants), do's and don'ts,
 * four help items and two calls to action. Which plan includes hands-on link building is read from plans.ts.
 */

const file = 'content/src/pages/backlink-strategie.ts';
const text = z.string().trim().min(1);

/** The first plan whose card lists link building done by the team. */
const linkBuildingPlan = (() => {
  const plan = plans.find((candidate) => candidate.features.some((feature) => feature.startsWith('Backlink-Aufbau')));
  if (!plan) throw new Error(`${file}: kein Paket mit „Backlink-Aufbau“ in plans.ts`);
  return plan;
})();

const backlinkPageSchema = z
  .object({
    hero: z.object({ eyebrow: text, title: text, intro: text, button: text }).strict(),
    benefits: z.object({ title: text, intro: text, items: z.array(featureSchema).length(3) }).strict(),
    steps: z.object({ title: text, intro: text, items: z.array(stepSchema).length(6) }).strict(),
    dosAndDonts: z
      .object({
        title: text,
        intro: text,
        dosTitle: text,
        dos: z.array(text).min(3),
        dontsTitle: text,
        donts: z.array(text).min(3),
      })
      .strict(),
    help: z.object({ title: text, intro: text, items: z.array(featureSchema).length(4) }).strict(),
    cta: z.object({ title: text, text: text, button: text }).strict(),
  })
  .strict()
  .refine((page) => page.hero.button !== page.cta.button, { message: 'Die zwei Buttons tragen verschiedene Texte' });

export type BacklinkPageCopy = z.infer<typeof backlinkPageSchema>;

export const backlinkStrategyPage: BacklinkPageCopy = Object.freeze(
  validateContent(
    backlinkPageSchema,
    {
      hero: {
        eyebrow: 'Backlink-Strategie',
        title: 'Backlinks, die dein lokales Ranking stärken',
        intro:
          'Ein Link von der Handwerkskammer, dem Sportverein oder dem Lieferanten um die Ecke ist für dein lokales Ranking mehr wert als jeder gekaufte. So baust du Schritt für Schritt Empfehlungen auf, denen Google vertraut.',
        button: 'Kostenlose Sichtbarkeitsanalyse anfordern',
      },
      benefits: {
        title: 'Warum gute Backlinks sich lohnen',
        intro: 'Ein Backlink ist ein Link von einer anderen Website auf deine. Die richtigen wirken dreifach.',
        items: [
          {
            title: 'Mehr Vertrauen bei Google',
            description:
              'Links von seriösen Seiten wirken wie Empfehlungen: Sie zeigen Google, dass andere deinen Betrieb für relevant halten.',
            icon: 'shield-check',
          },
          {
            title: 'Besucher mit Vertrauensvorschuss',
            description:
              'Wer über die Website deines Verbands oder eines Partners kommt, hat schon eine Empfehlung gelesen, bevor er dich kennenlernt.',
            icon: 'users',
          },
          {
            title: 'Fest verankert in deiner Region',
            description:
              'Links von Lokalzeitung, Vereinen und Kammern verbinden deine Website mit deinem Ort – ein klares Signal für die lokale Suche.',
            icon: 'map-pin',
          },
        ],
      },
      steps: {
        title: 'Die Strategie in sechs Schritten',
        intro: 'Kein Trick, sondern ein Ablauf, den du jeden Monat ein Stück weitergehst.',
        items: [
          {
            title: 'Bestand prüfen',
            description: 'Finde heraus, welche Seiten heute schon auf dich verlinken, und prüfe, ob fragwürdige Links darunter sind.',
          },
          {
            title: 'Mitbewerber analysieren',
            description: 'Schau dir an, woher die Betriebe, die vor dir ranken, ihre Links bekommen. Dort liegen oft auch deine Chancen.',
          },
          {
            title: 'Grundlage schaffen',
            description:
              'Trag dich in seriöse Branchen- und Stadtverzeichnisse ein – mit exakt denselben Firmendaten wie auf deiner Website.',
          },
          {
            title: 'Lokale Beziehungen nutzen',
            description:
              'Lieferanten, Partnerbetriebe, Vereine, die du unterstützt, Kammern und Verbände: Frag nach einem Eintrag oder einer Erwähnung mit Link.',
          },
          {
            title: 'Inhalte schaffen, die verlinkt werden',
            description: 'Ratgeber, Checklisten oder ein Blick hinter die Kulissen geben anderen einen Grund, auf dich zu verweisen.',
          },
          {
            title: 'Messen und dranbleiben',
            description:
              'Beobachte neue und verlorene Links und wie sich dein Ranking entwickelt. Linkaufbau ist ein Dauerlauf, kein Sprint.',
          },
        ],
      },
      dosAndDonts: {
        title: 'Dos und Don’ts beim Linkaufbau',
        intro: 'Ein schlechter Link schadet mehr, als ein guter nützt. Halte dich an diese Regeln.',
        dosTitle: 'Das solltest du tun',
        dos: [
          'Links von Seiten mit echtem Bezug zu deiner Branche oder Region anstreben',
          'Natürliche Linktexte verwenden, etwa deinen Firmennamen oder deine Adresse',
          'Persönlich anfragen und erklären, was der Link den Lesern der anderen Seite bringt',
          'Überall dieselben Firmendaten angeben wie auf deiner Website',
          'Regelmäßig prüfen, ob wichtige Links noch funktionieren',
        ],
        dontsTitle: 'Das solltest du lassen',
        donts: [
          'Links kaufen oder Linkpakete bestellen – das verstößt gegen die Richtlinien von Google',
          'Massenhaft Einträge in Linkverzeichnissen ohne Bezug zu deinem Geschäft',
          'Überall denselben mit Suchbegriffen gespickten Linktext verwenden',
          'Linktausch im großen Stil nach dem Muster „Verlinkst du mich, verlinke ich dich“',
          'Kommentarbereiche und Foren mit Links auf deine Website zupflastern',
        ],
      },
      help: {
        title: 'So hilft dir Sichtwerk beim Linkaufbau',
        intro: 'Die App zeigt dir die Chancen, die KI hilft beim Inhalt – und im passenden Paket übernimmt unser Team die Arbeit.',
        items: [
          {
            title: 'Link-Analyse in der App',
            description: 'Sieh deine bestehenden Backlinks, die deiner Mitbewerber und die Lücken dazwischen auf einen Blick.',
            icon: 'search',
          },
          {
            title: 'Passende Partner finden',
            description: 'Die App schlägt dir lokale Verzeichnisse, Verbände und Branchenportale vor, die zu deinem Betrieb passen.',
            icon: 'building-2',
          },
          {
            title: 'Inhalte, die Links verdienen',
            description: 'Die KI hilft dir, Ratgeber und Checklisten zu schreiben, auf die andere gern verweisen.',
            icon: 'pen-line',
          },
          {
            title: `Backlink-Aufbau im ${linkBuildingPlan.name}-Paket`,
            description: `Im ${linkBuildingPlan.name}-Paket übernimmt ${linkBuildingPlan.personalSupporter ? 'dein fester Ansprechpartner' : 'unser Team'} den Backlink-Aufbau mit lokalen Partnern und Branchenportalen.`,
            icon: 'handshake',
          },
        ],
      },
      cta: {
        title: 'Wo stehst du vor Ort?',
        text: 'In der kostenlosen Analyse siehst du, wo du bei Google und in Maps im Vergleich zu deinen Mitbewerbern stehst und wo deine größten Lücken sind. Ein Linkprofil-Check gehört nicht dazu; den Backlink-Aufbau gibt es im Paket Enterprise.',
        button: 'Kostenlose Analyse starten',
      },
    },
    file,
  ),
);
