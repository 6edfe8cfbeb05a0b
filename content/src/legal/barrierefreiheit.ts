import type { z } from 'zod';
import { company } from '../company.ts';
import { contactReplyTime } from './contract-terms.ts';
import { legalDates } from './legal-dates.ts';
import type { legalDocumentSchema } from './legal-document.ts';

/**
 * Erklärung zur Barrierefreiheit (issue 33): what the site is, the standard it follows (WCAG 2.2 AA), how it is
 * met, what is not yet known or not met, and whom to tell about a barrier. The axe gate it describes is
 * site/e2e/foundation/accessibility.spec.ts; a limit named here stays until a test or a fix removes it. Sichtwerk
 * sells to businesses only (AGB, § 14 BGB), so the BFSG most likely does not bind it; the statement follows its
 * structure anyway, because the customers it is written for are bound.
 */
export const barrierefreiheitContent = {
  title: 'Erklärung zur Barrierefreiheit',
  lastUpdated: legalDates.barrierefreiheit,
  intro:
    'Diese Website soll jeder nutzen können – mit Screenreader, nur mit der Tastatur, mit vergrößerter Schrift oder ohne JavaScript im Browser. Hier steht, an welchem Maßstab wir uns messen, wie wir ihn prüfen und wo wir ihn noch nicht sicher erreichen.',
  sections: [
    {
      id: 'angebot',
      heading: 'Für welches Angebot diese Erklärung gilt',
      blocks: [
        `Die ${company.legalName} bietet kleinen Unternehmen Online-Marketing und lokale Suchmaschinenoptimierung an: eine App mit monatlicher persönlicher Betreuung. Diese Website stellt das Angebot vor, erklärt im Ratgeber Grundlagen des lokalen Marketings und nimmt Anfragen entgegen.`,
        [
          'alle Seiten dieser Website, einschließlich Preise, Ratgeberartikel und Rechtstexte',
          'die fünf Formulare: kostenlose Analyse, Kontakt, Rückruf, Empfehlung und Kündigung – mit allen Zwischenschritten, auch ohne JavaScript',
          'die Seiten, die wir dir nach einer Anfrage per Link schicken (Analyse-Ergebnis, Terminbuchung)',
        ],
        'Nicht erfasst sind die Sichtwerk-App und das Kundenportal, die unter eigenen Adressen laufen, sowie Inhalte anderer Anbieter, auf die wir verlinken (etwa LinkedIn und Instagram).',
        'Unser Angebot richtet sich nur an Unternehmer im Sinne von § 14 BGB. Das Barrierefreiheitsstärkungsgesetz (BFSG) gilt für Dienstleistungen an Verbraucher und damit nach unserer Einschätzung nicht für uns. Wir richten uns trotzdem nach seinem Maßstab.',
      ],
    },
    {
      id: 'standard',
      heading: 'Welchen Standard wir anwenden',
      blocks: [
        'Wir richten uns nach den Web Content Accessibility Guidelines (WCAG) 2.2 des W3C, Konformitätsstufe AA. Auf den WCAG baut auch die europäische Norm EN 301 549 auf, auf die das BFSG verweist.',
      ],
    },
    {
      id: 'umsetzung',
      heading: 'Wie wir das umsetzen',
      blocks: [
        [
          'Automatische Prüfung vor jeder Veröffentlichung: Das Prüfwerkzeug axe-core testet jede Seite dieser Website und jeden Zustand der Formulare – leer, mit Fehlermeldungen, gesendet und die Schritte ohne JavaScript – sowie die Seiten, die wir dir per Link schicken – die Terminbuchung mit freien Terminen, mit Fehlermeldung, gebucht und abgesagt, das Analyse-Ergebnis und beide bei einem ungültigen Link – gegen die Regeln der WCAG 2.0, 2.1 und 2.2 (Stufen A und AA). Findet es einen Verstoß, wird die Version nicht veröffentlicht.',
          'Formulare: Jedes Feld hat eine sichtbare Beschriftung, Pflichtfelder sind markiert. Fehlermeldungen stehen auf Deutsch direkt am Feld und sind mit ihm verknüpft; der Fokus springt zum ersten Feld mit Fehler. Nach dem Senden ersetzt die Antwort das Formular, und der Fokus springt zu ihrer Überschrift.',
          'Ohne JavaScript: Alle Formulare lassen sich auch ohne JavaScript absenden. Ist eine Angabe unvollständig, zeigen wir dir das Formular mit deinen Eingaben noch einmal, sodass du nichts neu tippen musst.',
          'Zeit: Beim Ausfüllen läuft keine Frist ab. Ein Schutz gegen automatisierte Programme verlangt nur, dass zwischen dem ersten Klick ins Formular und dem Absenden eineinhalb Sekunden liegen; wer schneller ist, wartet diesen Moment ab und wird nicht abgewiesen.',
          'Struktur und Bedienung: Überschriften, Listen und Seitenbereiche (Kopf, Navigation, Inhalt, Fußzeile) sind im Code ausgezeichnet, die Sprache der Seiten ist als Deutsch angegeben. Menüs, Links und Formulare lassen sich mit der Tastatur bedienen, der Fokus ist sichtbar.',
          'Darstellung: Die Seiten passen sich schmalen Bildschirmen an und lassen sich vergrößern. Texte und Bedienelemente halten die Kontrastwerte der Stufe AA ein, die die automatische Prüfung misst.',
          'Bilder: Inhaltliche Bilder haben einen Alternativtext, rein schmückende sind für Screenreader ausgeblendet.',
          'Keine Cookie-Banner und keine Pop-ups, die Inhalte verdecken. Eine kurze Meldung nach dem Senden verschwindet nach fünf Sekunden; was sie sagt, steht dauerhaft in der Antwort an Stelle des Formulars.',
        ],
      ],
    },
    {
      id: 'bekannte-einschraenkungen',
      heading: 'Bekannte Einschränkungen',
      blocks: [
        'Die Website ist nach unserer Selbstbewertung teilweise mit den WCAG 2.2 AA vereinbar. Die Gründe sind diese offenen Punkte:',
        [
          'Automatische Prüfungen finden nur einen Teil möglicher Barrieren. Ob ein Alternativtext das Richtige sagt, ob Linktexte ohne ihren Zusammenhang verständlich sind und ob die Reihenfolge beim Vorlesen Sinn ergibt, beurteilt axe-core nicht. Wo Text auf Bildern oder Farbverläufen steht, kann es den Kontrast nicht messen und meldet die Stelle nur zur Prüfung von Hand.',
          'Die Seiten wurden noch nicht mit Menschen getestet, die einen Screenreader (etwa NVDA, JAWS oder VoiceOver), eine Sprachsteuerung oder eine starke Vergrößerung nutzen. Diesen Test holen wir nach.',
          'Die Bilder von Bildschirmansichten der App sind nachgestellt; ihr Alternativtext fasst sie zusammen, gibt aber nicht jede Zahl wieder.',
          'Die Texte sind in Standardsprache geschrieben. Eine Fassung in Leichter Sprache oder Videos in Gebärdensprache gibt es nicht.',
          'Die Sichtwerk-App, das Kundenportal und verlinkte Angebote anderer Anbieter sind von dieser Erklärung nicht erfasst und nicht von uns geprüft.',
        ],
      ],
    },
    {
      id: 'barriere-melden',
      heading: 'Barriere melden',
      blocks: [
        `Stößt du auf eine Barriere, sag es uns – per E-Mail an ${company.email}, telefonisch unter ${company.phone} (${company.supportHours}) oder über unser Kontaktformular (/kontakt). Nenne uns bitte die Seite und was nicht funktioniert hat.`,
        `Wir antworten ${contactReplyTime}. Lässt sich die Barriere nicht gleich beheben, schicken wir dir die Inhalte, die du brauchst, in einer Form, die für dich funktioniert – etwa als E-Mail oder am Telefon.`,
        'Antworten wir nicht oder nicht zufriedenstellend, kannst du dich an die Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF) in Magdeburg wenden. Als Verbraucherin oder Verbraucher kannst du außerdem die Schlichtungsstelle nach § 16 des Behindertengleichstellungsgesetzes (BGG) anrufen.',
      ],
    },
    {
      id: 'stand',
      heading: 'Stand dieser Erklärung',
      blocks: [
        'Wir haben diese Erklärung auf Grundlage einer Selbstbewertung erstellt: der automatischen Prüfung oben und eigenen Tests der Tastaturbedienung und der Formulare. Wir überprüfen sie, wenn sich die Website wesentlich ändert, spätestens nach einem Jahr.',
      ],
    },
  ],
} satisfies z.input<typeof legalDocumentSchema>;
