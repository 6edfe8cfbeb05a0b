import type { z } from 'zod';
import { brand, company } from '../company.ts';
import { pages } from '../routes.ts';
import {
  agbTermSectionId,
  agbDate,
  agbTerm,
  availability,
  count,
  freeTrial,
  liveCalls,
  payment,
  personalSupporter,
  supportResponse,
  termsChangeNotice,
} from './contract-terms.ts';
import type { legalDocumentSchema } from './legal-document.ts';

/**
 * Allgemeine Geschäftsbedingungen for business customers (§ 14 BGB) only, dated by agbDate, 13 sections.
 * Every figure (term, notice, availability, support, payment, live calls) comes from contract-terms.ts.
 * The AGB speak in neutral third person ("der Kunde", "der Anbieter").
 */

const objectionPeriod = count(termsChangeNotice.objectionDays, 'Tag', 'Tagen');

export { agbTermSectionId };

export const agbContent = {
  // The soft hyphen (U+00AD) lets the 20-letter compound break on a 320 px screen; browsers show it only at a line end.
  title: 'Allgemeine Geschäfts\u00adbedingungen (AGB) für Geschäftskunden',
  lastUpdated: agbDate,
  intro: `Diese Allgemeinen Geschäftsbedingungen der ${company.legalName} gelten ausschließlich für Unternehmer im Sinne von § 14 BGB.`,
  sections: [
    {
      id: 'geltungsbereich',
      heading: '§ 1 Geltungsbereich und Kundenkreis',
      blocks: [
        `(1) Diese AGB gelten für alle Verträge zwischen der ${company.legalName}, ${company.street}, ${company.postalCode} ${company.city} ` +
          `(im Folgenden „Anbieter“), und ihren Kunden über die Nutzung der ${brand.name}-App und die damit verbundene persönliche Betreuung ` +
          `(im Folgenden zusammen „Produkt“).`,
        `(2) Das Angebot richtet sich ausschließlich an Unternehmer im Sinne von § 14 BGB, also an natürliche oder juristische Personen ` +
          `und rechtsfähige Personengesellschaften, die bei Vertragsschluss in Ausübung ihrer gewerblichen oder selbständigen beruflichen Tätigkeit handeln. ` +
          `Mit Verbrauchern (§ 13 BGB) schließt der Anbieter keine Verträge. ` +
          `Der Anbieter kann verlangen, dass der Kunde seine Unternehmereigenschaft nachweist, etwa durch seine Umsatzsteuer-Identifikationsnummer oder einen Registerauszug.`,
        `(3) Allgemeine Geschäftsbedingungen des Kunden werden nicht Vertragsbestandteil, auch wenn der Anbieter ihnen nicht ausdrücklich widerspricht. ` +
          `Im Einzelfall getroffene individuelle Vereinbarungen haben Vorrang vor diesen AGB.`,
      ],
    },
    {
      id: 'vertragsgegenstand',
      heading: '§ 2 Vertragsgegenstand und Leistungen',
      blocks: [
        `(1) Der Anbieter stellt dem Kunden für die Dauer des Vertrags die webbasierte ${brand.name}-App zur Nutzung über das Internet bereit (Software as a Service). ` +
          `Die App unterstützt den Kunden mithilfe künstlicher Intelligenz beim Online-Marketing und bei der lokalen Suchmaschinenoptimierung, insbesondere bei:`,
        [
          'der Erstellung von Inhalten für Website, Blog und soziale Medien,',
          'der Planung und Veröffentlichung von Social-Media-Beiträgen,',
          'Keyword-Recherche, Wettbewerbsanalyse, Rank-Tracking und Optimierungsempfehlungen,',
          'der Pflege des Unternehmensprofils, lokaler Verzeichniseinträge und Bewertungen,',
          'der Erstellung von Anzeigen sowie beim Monitoring mit Berichten und Benachrichtigungen.',
        ],
        `(2) Der genaue Leistungsumfang ergibt sich aus dem gebuchten Paket (Premium, Business oder Enterprise), den gebuchten Zusatzleistungen ` +
          `und der bei Vertragsschluss gültigen Leistungsbeschreibung.`,
        `(3) Zusätzlich betreuen Mitarbeitende des Anbieters den Kunden persönlich bei der Umsetzung. ${personalSupporter.sentence}`,
        `(4) Jedes Paket umfasst persönliche Calls mit dem Anbieter. ${liveCalls.sentence} Die Calls finden per Video oder Telefon statt; den Termin vereinbaren Kunde und Anbieter gemeinsam.`,
        `(5) Der Anbieter erbringt seine Leistungen sorgfältig und nach dem Stand der Technik, schuldet aber keinen bestimmten wirtschaftlichen Erfolg. ` +
          `Insbesondere sagt er keine bestimmten Platzierungen in Suchmaschinen, Kartendiensten oder KI-Antwortsystemen zu, ` +
          `weil über Reihenfolge und Darstellung allein deren Betreiber entscheiden.`,
        `(6) Werbebudgets für Anzeigen auf Plattformen Dritter (etwa Google oder Meta) sind nicht im Paketpreis enthalten ` +
          `und werden vom Kunden direkt an die jeweilige Plattform gezahlt, soweit nichts anderes vereinbart ist.`,
        `(7) Der Anbieter entwickelt die App laufend weiter. Er darf Funktionen ändern oder ersetzen, ` +
          `soweit der vereinbarte Leistungsumfang dadurch nicht wesentlich eingeschränkt wird.`,
      ],
    },
    {
      id: 'vertragsschluss',
      heading: '§ 3 Vertragsschluss',
      blocks: [
        `(1) Die Darstellung der Pakete auf der Website ist kein bindendes Angebot, sondern eine Aufforderung, ein Angebot abzugeben. ` +
          `Auch die kostenlose Sichtbarkeitsanalyse ist unverbindlich und begründet keinen Vertrag.`,
        `(2) Der Kunde gibt ein verbindliches Angebot ab, indem er ein Paket bestellt, zum Beispiel über ein Bestellformular, per E-Mail ` +
          `oder durch Annahme eines schriftlichen Angebots des Anbieters. ` +
          `Der Vertrag kommt zustande, wenn der Anbieter die Bestellung in Textform bestätigt oder dem Kunden den Zugang zur App bereitstellt.`,
        `(3) Vertragssprache ist Deutsch. Der Anbieter speichert den Vertragstext und übermittelt ihn dem Kunden auf Wunsch in Textform.`,
      ],
    },
    {
      id: agbTermSectionId,
      heading: '§ 4 Laufzeit und Kündigung',
      blocks: [
        `(1) ${agbTerm.sentence}`,
        `(2) Als Aktivierung gilt die erste Anmeldung des Kunden in der App mit dem ihm bereitgestellten Zugang.`,
        `(3) Die Schriftform der Kündigung ist auch gewahrt, wenn die Kündigung über das Kündigungsformular auf der Website ` +
          `(${pages.kuendigung.path}) oder per E-Mail an ${company.email} erklärt wird (§ 127 Abs. 2 BGB). ` +
          `Der Anbieter bestätigt den Eingang der Kündigung per E-Mail.`,
        `(4) Ein wichtiger Grund zur Kündigung liegt für den Anbieter insbesondere vor, wenn der Kunde trotz Abmahnung ` +
          `wiederholt oder schwerwiegend gegen seine Pflichten aus § 9 verstößt.`,
      ],
    },
    {
      id: 'preise-und-zahlung',
      heading: '§ 5 Preise und Zahlung',
      blocks: [
        `(1) Es gelten die bei Vertragsschluss vereinbarten Preise des gebuchten Pakets und der gebuchten Zusatzleistungen. ` +
          `Alle Preise sind Nettopreise zuzüglich der jeweils geltenden gesetzlichen Umsatzsteuer.`,
        `(2) ${payment.sentence} Die Vergütung wird jeweils zu Beginn des Abrechnungsmonats fällig.`,
        `(3) Bei Zahlung per SEPA-Lastschrift erteilt der Kunde dem Anbieter ein entsprechendes Lastschriftmandat ` +
          `und sorgt für ausreichende Deckung seines Kontos. ` +
          `Kosten einer Rücklastschrift, die der Kunde zu vertreten hat, trägt der Kunde.`,
        `(4) ${freeTrial.sentence} Die kostenlose Sichtbarkeitsanalyse ist eine einmalige Leistung vor Vertragsschluss und kein Testzugang zur App.`,
      ],
    },
    {
      id: 'zahlungsverzug',
      heading: '§ 6 Zahlungsverzug',
      blocks: [
        `(1) Gerät der Kunde mit einer fälligen Zahlung in Verzug, darf der Anbieter den Zugang zur App nach vorheriger Ankündigung in Textform sperren, ` +
          `bis alle fälligen Beträge bezahlt sind. Die Pflicht zur Zahlung der Vergütung besteht während der Sperre fort.`,
        `(2) Zahlt der Kunde auch innerhalb einer ihm gesetzten angemessenen Nachfrist nicht, darf der Anbieter außerdem die gesamte restliche Vergütung ` +
          `für die laufende Vertragsperiode (Mindestlaufzeit oder Verlängerungszeitraum) sofort fällig stellen. ` +
          `Aufwendungen, die der Anbieter dadurch erspart, werden angerechnet; dem Kunden bleibt der Nachweis höherer ersparter Aufwendungen vorbehalten.`,
        `(3) Die gesetzlichen Ansprüche bei Zahlungsverzug, insbesondere auf Verzugszinsen und die Verzugspauschale (§ 288 BGB), bleiben unberührt.`,
        `(4) Sobald alle fälligen Beträge bezahlt sind, gibt der Anbieter den Zugang unverzüglich wieder frei.`,
      ],
    },
    {
      id: 'verfuegbarkeit',
      heading: '§ 7 Verfügbarkeit',
      blocks: [
        `(1) ${availability.sentence}`,
        `(2) Der Anbieter kündigt Wartungsarbeiten rechtzeitig vorher an und legt sie nach Möglichkeit in nutzungsarme Zeiten.`,
        `(3) Ebenfalls nicht als Ausfallzeit gelten Störungen, die der Anbieter nicht zu vertreten hat, insbesondere Störungen des Internets ` +
          `außerhalb seines Einflussbereichs, höhere Gewalt sowie Ausfälle von Diensten Dritter (etwa Suchmaschinen, Kartendiensten oder sozialen Netzwerken), ` +
          `an die die App angebunden ist.`,
        `(4) Maßgeblich für die Verfügbarkeit ist der Übergabepunkt des Rechenzentrums zum Internet.`,
      ],
    },
    {
      id: 'support',
      heading: '§ 8 Support',
      blocks: [
        `(1) Der Kunde erreicht den Support per E-Mail an ${company.email} und telefonisch unter ${company.phone} (${company.supportHours}).`,
        `(2) ${supportResponse.sentence} Beantwortet heißt: Der Kunde erhält eine erste inhaltliche Rückmeldung; ` +
          `die abschließende Lösung kann je nach Anliegen länger dauern.`,
        `(3) Geht eine Anfrage an einem anderen Tag ein, beginnt die Frist am nächsten Arbeitstag.`,
      ],
    },
    {
      id: 'pflichten-des-kunden',
      heading: '§ 9 Pflichten des Kunden und Verantwortung für Inhalte',
      blocks: [
        `(1) Der Kunde stellt die für die Leistungen nötigen Informationen und Zugänge rechtzeitig bereit, etwa zu seiner Website, ` +
          `seinem Unternehmensprofil und seinen Social-Media-Konten, und hält seine Angaben aktuell. ` +
          `Verzögerungen, die auf fehlender Mitwirkung beruhen, gehen nicht zulasten des Anbieters.`,
        `(2) Der Kunde hält seine Zugangsdaten geheim und informiert den Anbieter unverzüglich, wenn er einen Missbrauch vermutet.`,
        `(3) Der Kunde ist für alle Inhalte verantwortlich, die er über die App oder mit Unterstützung des Anbieters veröffentlicht – ` +
          `auch für Texte, Bilder und Anzeigen, die mithilfe künstlicher Intelligenz erstellt oder vom Anbieter vorgeschlagen wurden. ` +
          `Er prüft sie vor der Veröffentlichung auf Richtigkeit und Rechtmäßigkeit, insbesondere im Hinblick auf Wettbewerbs-, Marken-, Urheber- und Persönlichkeitsrechte.`,
        `(4) Der Kunde beachtet die Richtlinien der Plattformen, auf denen er Inhalte veröffentlicht, und veröffentlicht keine gefälschten oder gekauften Bewertungen.`,
        `(5) Der Kunde stellt den Anbieter von Ansprüchen Dritter frei, die auf vom Kunden veröffentlichten oder bereitgestellten Inhalten beruhen, ` +
          `soweit der Kunde die Rechtsverletzung zu vertreten hat. Dazu gehören auch die angemessenen Kosten der Rechtsverteidigung.`,
      ],
    },
    {
      id: 'auftragsverarbeitung',
      heading: '§ 10 Datenschutz und Auftragsverarbeitung',
      blocks: [
        `(1) Soweit der Anbieter bei der Erbringung seiner Leistungen personenbezogene Daten im Auftrag des Kunden verarbeitet – ` +
          `etwa Bewertungen, Anfragen oder Kontaktdaten von Kunden des Kunden –, handelt er als Auftragsverarbeiter nach Art. 28 DSGVO. ` +
          `Verantwortlicher im Sinne der DSGVO bleibt der Kunde.`,
        `(2) Kunde und Anbieter schließen dazu einen gesonderten Vertrag über die Auftragsverarbeitung. ` +
          `Soweit er Regelungen zum Datenschutz enthält, gehen diese den AGB vor.`,
        `(3) Wie der Anbieter personenbezogene Daten in eigener Verantwortung verarbeitet, beschreibt seine Datenschutzerklärung (${pages.datenschutz.path}).`,
      ],
    },
    {
      id: 'haftung',
      heading: '§ 11 Haftung',
      blocks: [
        `(1) Der Anbieter haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder Gesundheit, ` +
          `nach dem Produkthaftungsgesetz sowie im Umfang einer übernommenen Garantie.`,
        `(2) Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht haftet der Anbieter nur für den vertragstypischen Schaden, ` +
          `der bei Vertragsschluss vorhersehbar war. Wesentliche Vertragspflichten sind Pflichten, deren Erfüllung die ordnungsgemäße Durchführung ` +
          `des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung der Kunde regelmäßig vertrauen darf.`,
        `(3) Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen. ` +
          `Die verschuldensunabhängige Haftung für Mängel, die bereits bei Vertragsschluss vorhanden waren (§ 536a Abs. 1 BGB), ist ausgeschlossen.`,
        `(4) Diese Regelungen gelten auch zugunsten der Mitarbeitenden, Vertreter und Erfüllungsgehilfen des Anbieters.`,
      ],
    },
    {
      id: 'aenderungen-der-agb',
      heading: '§ 12 Änderungen dieser AGB',
      blocks: [
        `(1) Der Anbieter kann diese AGB mit Wirkung für die Zukunft ändern, wenn dafür ein sachlicher Grund besteht, ` +
          `etwa eine Änderung der Rechtslage oder der Rechtsprechung oder die Weiterentwicklung des Produkts. ` +
          `Änderungen, die das Verhältnis von Leistung und Vergütung wesentlich zulasten des Kunden verschieben, sind auf diesem Weg ausgeschlossen; ` +
          `sie bedürfen einer ausdrücklichen Vereinbarung.`,
        `(2) ${termsChangeNotice.sentence}`,
        `(3) Der Kunde kann den Änderungen in Textform widersprechen, zum Beispiel per E-Mail an ${company.email}. ` +
          `In der Ankündigung weist der Anbieter den Kunden gesondert auf sein Widerspruchsrecht, auf die Frist von ${objectionPeriod} ` +
          `und darauf hin, dass die Änderungen als angenommen gelten, wenn er nicht rechtzeitig widerspricht.`,
        `(4) Widerspricht der Kunde rechtzeitig, läuft der Vertrag zu den bisherigen Bedingungen weiter. ` +
          `Das Recht beider Seiten, den Vertrag nach § 4 zu beenden, bleibt unberührt.`,
      ],
    },
    {
      id: 'schlussbestimmungen',
      heading: '§ 13 Schlussbestimmungen',
      blocks: [
        `(1) Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts.`,
        `(2) Ist der Kunde Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ` +
          `ist ausschließlicher Gerichtsstand für alle Streitigkeiten aus diesem Vertrag der Sitz des Anbieters in ${company.city}. ` +
          `Der Anbieter darf den Kunden auch an dessen allgemeinem Gerichtsstand verklagen.`,
        `(3) Sollte eine Bestimmung dieser AGB ganz oder teilweise unwirksam sein oder werden, bleiben die übrigen Bestimmungen wirksam. ` +
          `An die Stelle der unwirksamen Bestimmung tritt die gesetzliche Regelung.`,
      ],
    },
  ],
} satisfies z.input<typeof legalDocumentSchema>;
