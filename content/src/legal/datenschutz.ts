import { legalDates } from './legal-dates.ts';
import type { z } from 'zod';
import { brand, company } from '../company.ts';
import { referral } from '../claims.ts';
import { pages } from '../routes.ts';
import { count } from './contract-terms.ts';
import { dataRetention } from './data-retention.ts';
import { placeholderNotice } from './impressum.ts';
import { formatGermanDate, type legalDocumentSchema } from './legal-document.ts';

type SectionInput = z.input<typeof legalDocumentSchema>['sections'][number];

/**
 * Datenschutzerklärung for the public site as built: prerendered pages without cookies, tracking or
 * third-party embeds, self-hosted fonts, the forms posting to the lead service, notification and
 * confirmation e-mails, spam protection without external services.
 */

/** Date of this version (legal-dates.ts, which the route registry reads too). */
export const datenschutzDate = legalDates.datenschutz;

// The figures live in their own module so that form pages can quote them without importing this policy (and
// through it the route registry that lists those form pages).
export { dataRetention } from './data-retention.ts';

/**
 * The supervisory authority for the controller's seat. It depends on company.city; a test fails if the
 * city changes without this being updated.
 */
export const supervisoryAuthority = Object.freeze({
  forCity: 'Berlin',
  name: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit',
  address: 'Alt-Moabit 59–61, 10555 Berlin',
  website: 'www.datenschutz-berlin.de',
});

const logDays = count(dataRetention.serverLogDays, 'Tag', 'Tagen');
const formDays = count(dataRetention.formSubmissionDays, 'Tag', 'Tage');
const rateLimitWindow = count(dataRetention.rateLimitMinutes, 'Minute', 'Minuten');
const letterYears = count(dataRetention.businessLetterYears, 'Jahr', 'Jahre');
const voucherYears = count(dataRetention.accountingVoucherYears, 'Jahr', 'Jahre');

const processors = 'unser Hosting-Anbieter und unser E-Mail-Anbieter als Auftragsverarbeiter (siehe „Empfänger und Auftragsverarbeiter“)';

interface FormFacts {
  id: string;
  heading: string;
  intro: string;
  purpose: string;
  data: string;
  legalBasis: string;
  recipients: string;
  retention: string;
}

/**
 * Who reads a form's data: every staff account of the sales desk sees every kind, and one mailbox may serve
 * several roles (BACKOFFICE_EMAIL defaults to sales), so the policy names the whole team (review 2026-11-26 N-M13).
 */
const team = 'unser Team (Vertrieb, Kundenbetreuung, Buchhaltung)';

/** Every form is described the same way: purpose, data, legal basis, recipients, retention. */
function formSection(form: FormFacts): SectionInput {
  return {
    id: form.id,
    heading: form.heading,
    blocks: [
      form.intro,
      [
        `Zweck: ${form.purpose}`,
        `Daten: ${form.data}`,
        `Rechtsgrundlage: ${form.legalBasis}`,
        `Empfänger: ${form.recipients}`,
        `Speicherdauer: ${form.retention}`,
      ],
    ],
  };
}

const formLink = (page: keyof typeof pages) => `„${pages[page].label}“ (${pages[page].path})`;

export const datenschutzContent = {
  // The soft hyphen (U+00AD) lets the compound break on a 320 px screen; browsers show it only at a line end.
  title: 'Datenschutz\u00aderklärung',
  lastUpdated: datenschutzDate,
  intro:
    `Hier erfährst du, welche personenbezogenen Daten wir verarbeiten, wenn du diese Website besuchst oder eines unserer Formulare nutzt, ` +
    `wozu wir das tun, wie lange wir die Daten behalten und welche Rechte du hast. Kurz gesagt: so wenig wie möglich.`,
  sections: [
    {
      id: 'das-wichtigste-in-kuerze',
      heading: 'Das Wichtigste in Kürze',
      blocks: [
        [
          'Wir setzen keine Cookies und verwenden kein Tracking und keine Analyse-Tools.',
          'Wir binden keine Inhalte anderer Anbieter ein; auch die Schriftarten liefern wir selbst aus.',
          `Unsere Server protokollieren jeden Abruf technisch; diese Logdateien löschen wir nach ${logDays}.`,
          'Was du in ein Formular einträgst, nutzen wir, um dein Anliegen zu bearbeiten; dazu werten wir aus, über welche Seite und Kampagne Anfragen kommen. Wir verkaufen keine Daten.',
          'Deine Daten verlassen die EU bzw. den Europäischen Wirtschaftsraum nicht.',
        ],
        `Diese Erklärung gilt für die öffentliche Website von ${brand.name}. ` +
          `Kundenlogin, App und Demo laufen unter eigenen Adressen und sind nicht Gegenstand dieser Erklärung.`,
      ],
    },
    {
      id: 'verantwortlicher',
      heading: 'Verantwortlicher',
      blocks: [
        'Verantwortlich für die Datenverarbeitung auf dieser Website (Art. 4 Nr. 7 DSGVO) ist:',
        [
          company.legalName,
          `${company.street}, ${company.postalCode} ${company.city}, ${company.country}`,
          `Geschäftsführer: ${company.managingDirector}`,
          `E-Mail: ${company.email}`,
          `Telefon: ${company.phone}`,
        ],
        `Für alle Fragen zum Datenschutz und um deine Rechte auszuüben, schreib uns einfach an ${company.email}.`,
        ...(company.isPlaceholder ? [placeholderNotice] : []),
      ],
    },
    {
      id: 'keine-cookies-kein-tracking',
      heading: 'Keine Cookies, kein Tracking, keine Inhalte Dritter',
      blocks: [
        `Die öffentlichen Seiten dieser Website setzen keine Cookies; nur der Login unseres Teams unter /vertrieb nutzt ein technisch notwendiges Sitzungs-Cookie. Wir speichern auch sonst keine Informationen auf deinem Gerät und lesen dort keine aus, ` +
          `etwa über Local Storage oder Tracking-Pixel (§ 25 TDDDG). Deshalb gibt es hier auch kein Cookie-Banner.`,
        `Wir nutzen keine Webanalyse, kein Tracking, keine Werbenetzwerke und keine Social-Media-Plugins und erstellen keine Nutzungsprofile.`,
        `Wir binden keine Inhalte fremder Server ein – keine Videos, keine Karten, keine externen Skripte. ` +
          `Die Schriftarten liegen auf unserem eigenen Server; dein Browser stellt dafür keine Verbindung zu Google Fonts oder einem anderen Schriftdienst her.`,
        `Links zum Kundenlogin, zur App, zur Demo und zu unseren Social-Media-Profilen sind einfache Links. ` +
          `Erst wenn du einen davon anklickst, ruft dein Browser die andere Seite auf; dort gelten die Datenschutzhinweise des jeweiligen Betreibers.`,
      ],
    },
    {
      id: 'hosting-und-server-logdateien',
      heading: 'Hosting und Server-Logdateien',
      blocks: [
        `Die Website liegt bei einem Hosting-Anbieter und wird über ein Content-Delivery-Network (CDN) ausgeliefert. ` +
          `Die Verbindung ist per TLS verschlüsselt (erkennbar an „https://“). ` +
          `Bei jedem Abruf einer Seite oder Datei verarbeiten die Server automatisch folgende Daten und speichern sie in Logdateien:`,
        [
          'IP-Adresse deines Geräts',
          'Datum und Uhrzeit des Abrufs',
          'aufgerufene Adresse (URL)',
          'User-Agent, also Angaben zu Browser und Betriebssystem, die dein Browser mitschickt',
        ],
        `Zweck: Wir brauchen diese Daten, um die Website auszuliefern, ihren sicheren und stabilen Betrieb zu gewährleisten ` +
          `und Angriffe oder Störungen zu erkennen und abzuwehren. Rückschlüsse auf deine Person ziehen wir daraus nicht.`,
        `Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist der sichere und funktionierende Betrieb der Website.`,
        `Die Logdateien werden nach ${logDays} automatisch gelöscht.`,
      ],
    },
    {
      id: 'formulare',
      heading: 'So gehen wir mit Formulardaten um',
      blocks: [
        `Auf dieser Website gibt es fünf Formulare: die kostenlose Analyse, das Kontaktformular, die Rückrufbitte, das Empfehlungsformular und das Kündigungsformular. ` +
          `Deine Eingaben werden verschlüsselt an unseren Server übertragen und dort zusammen mit dem Zeitpunkt des Eingangs in einer Datenbank gespeichert.`,
        `Nach jeder Einsendung erhält unser Team eine Benachrichtigung per E-Mail, damit sich jemand um dein Anliegen kümmert. ` +
          `Antwortet unser Team darauf, geht die Antwort direkt an die E-Mail-Adresse, die du angegeben hast.`,
        `Mit deiner Einsendung speichern wir außerdem, woher sie kam: die Seite, auf der das Formular stand, und die Kampagnen-Angaben ` +
          `(utm_source, utm_medium, utm_campaign, utm_term, utm_content) aus der Adresse dieser Seite. Zweck: wissen, welche Seiten und Kampagnen Anfragen bringen. ` +
          `Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; das ist unser berechtigtes Interesse, und du kannst dem widersprechen (siehe „Widerspruchsrecht“). ` +
          `Die Seite, von der du auf die Formularseite gekommen bist, lesen wir nicht aus, und auf deinem Gerät wird dafür nichts gespeichert oder ausgelesen. ` +
          `Bei einer Kündigung speichern wir diese Angaben nicht. Sonst werden sie mit deiner Anfrage gelöscht.`,
        `Mit * gekennzeichnete Felder brauchen wir, um dein Anliegen zu bearbeiten; alle anderen Angaben sind freiwillig. ` +
          `Gesetzlich oder vertraglich verpflichtet, uns Daten zu geben, bist du nicht – ohne die Pflichtangaben können wir dein Anliegen aber nicht bearbeiten.`,
      ],
    },
    {
      id: 'herkunft-von-anfragen',
      heading: 'Auswertung: Welche Seiten und Kampagnen Kunden bringen',
      blocks: [
        `Intern werten wir aus, welche Formularseiten und Kampagnen zu Anfragen, Analysen, Strategiegesprächen und Verträgen führen. ` +
          `Dafür nutzen wir nur, was wir mit einer Anfrage ohnehin speichern (siehe „So gehen wir mit Formulardaten um“):`,
        [
          'die Seite, auf der das Formular stand (bei Artikeln deren Titel), und die Kampagnen-Angaben utm_source, utm_medium und utm_campaign aus ihrer Adresse',
          'die Art der Anfrage und wie weit sie gekommen ist: Analyse verschickt, Gespräch gebucht oder geführt, Vertrag mit Paket, Monatsbetrag und Datum',
        ],
        `Die Seite, von der du auf die Formularseite gekommen bist, werten wir nicht aus, weil wir sie nicht speichern. ` +
          `Für die Auswertung setzen wir keine Cookies, binden kein Tracking-Skript und keinen Analysedienst ein und geben nichts an Dritte weiter. ` +
          `Die Auswertung zeigt Zahlen je Seite und Kampagne; einzelne Anfragen sieht darin nur unser Team, das sie ohnehin bearbeitet.`,
        `Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist, zu wissen, welche Inhalte und Kampagnen Kunden bringen. ` +
          `Du kannst dem widersprechen (siehe „Widerspruchsrecht“).`,
        `Speicherdauer: Die Angaben gehören zur Anfrage und werden mit ihr gelöscht, also ${formDays} nach Eingang oder früher, wenn du die Löschung verlangst. ` +
          `Eine eigene Kopie für die Auswertung gibt es nicht.`,
        `Empfehlungen: Fragt ein empfohlenes Unternehmen selbst bei uns an, verknüpfen wir seine Anfrage mit der Empfehlung – automatisch, wenn die E-Mail-Adresse übereinstimmt, ` +
          `sonst von Hand –, um festzustellen, ob und ab wann die Prämie fällig ist. Wird es Kunde, erfährt die Person, die es empfohlen hat, ` +
          `dass ihre Prämie fällig ist, aber weder Paket noch Vertragswert. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO (Abwicklung des Empfehlungsprogramms); ` +
          `die Verknüpfung wird mit der Empfehlung gelöscht, also ${formDays} nach ihrem Eingang, und fällt weg, sobald die Anfrage gelöscht ist.`,
      ],
    },
    formSection({
      id: 'formular-kostenlose-analyse',
      heading: `Formular ${formLink('kostenloseAnalyse')}`,
      intro:
        `Wenn du die kostenlose Sichtbarkeitsanalyse anforderst, untersuchen wir öffentlich zugängliche Informationen über dein Unternehmen ` +
        `(etwa Website, Unternehmensprofil und Suchergebnisse) und melden uns mit dem Ergebnis bei dir. ` +
        `Hast du eine Website angegeben, ruft unser Server kurz nach dem Absenden automatisch deren Startseite, robots.txt und sitemap.xml ab ` +
        `und speichert eine Kurzauswertung (etwa: erreichbar, Seitentitel vorhanden, Sitemap vorhanden) zusammen mit deiner Anfrage; sie wird mit ihr gelöscht. ` +
        `Der Satz am Formular, dass wir dich zur Analyse kontaktieren, ist ein Hinweis auf diese Kontaktaufnahme, keine Einwilligung: ` +
        `Rechtsgrundlage ist die vorvertragliche Maßnahme, die du anforderst. Wir speichern nur, welche Fassung dieses Hinweises du gesehen hast.`,
      purpose: 'Erstellung der kostenlosen Analyse, Zusendung per E-Mail und persönliche Vorstellung des Ergebnisses.',
      data: 'Firma bzw. Name, E-Mail-Adresse und Telefonnummer; freiwillig Website und Branche; Zeitpunkt der Anfrage.',
      legalBasis: 'Art. 6 Abs. 1 lit. b DSGVO – die Analyse ist eine vorvertragliche Maßnahme, die du selbst anforderst.',
      recipients: `${team}; ${processors}. Eine Weitergabe an Dritte findet nicht statt.`,
      retention:
        `${formDays} nach Eingang der Anfrage, dann löschen wir sie. ` +
        `Wirst du Kunde, übernehmen wir die Angaben in deine Kundenakte und bewahren sie für die Dauer des Vertrags und die gesetzlichen Aufbewahrungsfristen auf.`,
    }),
    {
      id: 'ergebnis-der-kostenlosen-analyse',
      heading: 'Das Ergebnis deiner kostenlosen Analyse (persönlicher Link)',
      blocks: [
        `Das Ergebnis deiner Analyse schicken wir dir per E-Mail als persönlichen Link (/analyse/…). Die Seite dahinter zeigt deine Firma, ` +
          `das Datum, den Namen deiner Beraterin oder deines Beraters, die Bewertungen mit unseren Befunden und eine Zusammenfassung. ` +
          `Der Link enthält eine zufällige Kennung mit 256 Bit; wir speichern nur deren Prüfsumme (SHA-256), nicht den Link selbst, ` +
          `und schreiben ihn in kein Protokoll. Die Seite lädt nichts von Dritten, setzt keine Cookies und wird weder zwischengespeichert noch von Suchmaschinen aufgenommen. ` +
          `Damit niemand Links durchprobiert, merken wir uns pro Anschluss bis zu ${rateLimitWindow} lang, wie oft ein Link ins Leere ging; ` +
          'Rechtsgrundlage dafür ist Art. 6 Abs. 1 lit. f DSGVO, unser berechtigtes Interesse, die Ergebnisse vor fremdem Zugriff zu schützen.',
        [
          'Zweck: dir das Ergebnis der angeforderten Analyse zugänglich machen und es mit dir im Strategiegespräch besprechen.',
          'Daten: das Analyseergebnis mit seinen Fassungen (eine Korrektur nach dem Versand ersetzt die angezeigte Fassung, mit Datum der Änderung), wer es wann erstellt und gesendet hat, und wann die E-Mail rausging.',
          'Rechtsgrundlage: Art. 6 Abs. 1 lit. b DSGVO – wie die Anfrage selbst.',
          `Empfänger: wer den Link hat; intern ${team}; ${processors}.`,
          `Speicherdauer: wie deine Anfrage, ${formDays} nach ihrem Eingang; dann sind Ergebnis und Link gelöscht und die Seite meldet „nicht gefunden“. ` +
            'Verlangst du vorher die Löschung deiner Daten, löschen wir das Ergebnis mit; eine Auskunft enthält es.',
        ],
      ],
    },
    formSection({
      id: 'strategiegespraech-buchen',
      heading: 'Strategiegespräch online buchen',
      intro:
        `Nach deiner Analyse-Anfrage kannst du über den Link in unserer Eingangsbestätigung den Termin für das Strategiegespräch selbst wählen, ` +
        `verschieben oder absagen. Die Buchungsseiten laufen auf unserem eigenen Server, ohne Kalenderdienste Dritter. ` +
        `Du bekommst eine Einladung mit Kalenderdatei, bei Änderungen eine neue, und – wenn der Termin bei der Buchung mehr als einen Tag entfernt liegt – am Tag vor dem Gespräch einmal eine Erinnerung per E-Mail. ` +
        `Der Link zum Buchen in der Eingangsbestätigung und auf deiner Ergebnisseite enthält die Nummer deiner Anfrage und eine daraus mit einem geheimen Schlüssel berechnete Signatur; ` +
        `er gilt, bis deine Anfrage gelöscht ist. Die Links zum Ändern in den Einladungen enthalten zufällige Schlüssel; davon speichern wir nur die Prüfsumme, nicht die Schlüssel selbst.`,
      purpose:
        'Vereinbarung, Verschiebung oder Absage des Strategiegesprächs, Einladung und Erinnerung, Schutz der Buchung vor Missbrauch.',
      data:
        `aus deiner Anfrage Firma bzw. Name, E-Mail-Adresse und Telefonnummer (die du bei der Buchung ändern kannst); ` +
        `Beginn und Ende des Termins, wer von uns das Gespräch führt, Zeitpunkte von Buchung und Änderungen; ` +
        `zum Schutz vor Missbrauch deine IP-Adresse für höchstens ${rateLimitWindow} (ein Aufräumjob löscht sie spätestens dann, auch wenn du nicht weiter buchst) und die Buchungsversuche ohne sie für einen Tag.`,
      legalBasis:
        'Art. 6 Abs. 1 lit. b DSGVO – das Gespräch gehört zur Analyse, die du angefordert hast; für den Missbrauchsschutz Art. 6 Abs. 1 lit. f DSGVO.',
      recipients: `${team}: das Gespräch führt eine Person daraus, sehen können den Termin alle Konten unseres Vertriebs; ${processors}.`,
      retention:
        `Der Termin wird mit deiner Analyse-Anfrage gelöscht, also ${formDays} nach deren Eingang oder früher, wenn du die Löschung verlangst; ` +
        `danach geht auch keine E-Mail zu diesem Termin mehr heraus.`,
    }),
    {
      id: 'was-unser-team-festhaelt',
      heading: 'Was unser Team zu deiner Anfrage festhält',
      blocks: [
        'Damit wir deine Anfrage zuverlässig bearbeiten, halten wir in unserem Vertriebssystem (/vertrieb, auf unserem eigenen Server) dazu fest:',
        [
          'wer von uns die Anfrage betreut und bis wann wir uns wieder melden wollen (Wiedervorlage);',
          'Notizen unseres Teams, etwa aus einem Telefonat;',
          'unsere Anrufe mit ihrem Ergebnis (erreicht, nicht erreicht, Mailbox, falsche Nummer) und einer Notiz;',
          'den Verlauf: jede Änderung des Status mit Zeitpunkt und wer sie vorgenommen hat, auch „nicht erschienen“, wenn ein vereinbartes Gespräch nicht zustande kam.',
        ],
        `Rechtsgrundlage ist dieselbe wie für deine Anfrage (siehe das jeweilige Formular). Sehen können diese Angaben alle Konten unseres Vertriebs, ` +
          `nicht nur die Person, die dich betreut. Sie werden mit deiner Anfrage gelöscht; eine Auskunft nach Art. 15 DSGVO enthält sie.`,
        'Kopien von Angaben aus deiner Anfrage entstehen außerdem in den Postfächern unseres Teams (Benachrichtigungen, Erinnerungen, die tägliche Übersicht), ' +
          'im Kalender der Person, die dein Gespräch führt (Name, E-Mail-Adresse und Telefonnummer im Termin), und in Exporten unserer Verwaltung.',
      ],
    },
    formSection({
      id: 'formular-kontakt',
      heading: `Formular ${formLink('kontakt')}`,
      intro:
        'Über das Kontaktformular kannst du uns jede Frage stellen. Du erhältst nach dem Absenden eine Eingangsbestätigung per E-Mail.',
      purpose: 'Bearbeitung und Beantwortung deiner Nachricht.',
      data: 'Name, E-Mail-Adresse und Nachricht; freiwillig Telefonnummer; Zeitpunkt des Eingangs.',
      legalBasis:
        'Art. 6 Abs. 1 lit. f DSGVO – unser berechtigtes Interesse, Anfragen zu beantworten. ' +
        'Geht es um einen Vertrag mit uns oder um dessen Anbahnung, ist Rechtsgrundlage Art. 6 Abs. 1 lit. b DSGVO.',
      recipients: `${team}; ${processors}.`,
      retention:
        `${formDays} nach Eingang, dann löschen wir sie. ` +
        `Ergibt sich daraus ein Vertrag, gelten die Aufbewahrungsfristen für Vertragsunterlagen.`,
    }),
    formSection({
      id: 'formular-rueckruf',
      heading: `Formular ${formLink('rueckruf')}`,
      intro:
        'Mit der Rückrufbitte bittest du uns, dich anzurufen. Wir fragen dafür keine E-Mail-Adresse ab und schicken dir deshalb auch keine Bestätigung per E-Mail; ' +
        'nur unser Team wird per E-Mail benachrichtigt.',
      purpose: 'Dich zur gewünschten Zeit zurückzurufen und dein Anliegen am Telefon zu besprechen.',
      data: 'Name, Telefonnummer und gewünschtes Zeitfenster; freiwillig eine Nachricht, worum es geht; Zeitpunkt des Eingangs.',
      legalBasis:
        'Art. 6 Abs. 1 lit. f DSGVO – unser berechtigtes Interesse, Anfragen zu beantworten. ' +
        'Geht es um einen Vertrag mit uns oder um dessen Anbahnung, ist Rechtsgrundlage Art. 6 Abs. 1 lit. b DSGVO.',
      recipients: `${team}; ${processors}.`,
      retention:
        `${formDays} nach Eingang, dann löschen wir sie. ` +
        `Möchtest du sie früher gelöscht haben, genügt eine Nachricht mit deiner Telefonnummer an ${company.email}. ` +
        `Ergibt sich aus dem Gespräch ein Vertrag, gelten die Aufbewahrungsfristen für Vertragsunterlagen.`,
    }),
    formSection({
      id: 'formular-empfehlung',
      heading: `Formular ${formLink('empfehlung')}`,
      intro:
        `Mit dem Empfehlungsformular empfiehlst du uns ein Unternehmen und erhältst eine Prämie, wenn daraus ein Vertrag wird. ` +
        `Du bekommst nach dem Absenden eine Bestätigung per E-Mail. ` +
        `Mit dem Ankreuzfeld bestätigst du, dass das empfohlene Unternehmen von deiner Empfehlung weiß und mit einem Anruf von uns einverstanden ist; ` +
        `ohne diese Bestätigung nimmt das Formular die Empfehlung nicht an. Wir speichern sie mit der Empfehlung, damit wir das Einverständnis belegen können. ` +
        `Wenn wir uns bei dem Unternehmen melden, nennen wir dich als Quelle der Empfehlung.`,
      purpose:
        'Prüfen, ob das empfohlene Unternehmen Neukunde ist; persönliche Kontaktaufnahme mit dem empfohlenen Unternehmen; ' +
        'Abwicklung und Auszahlung der Prämie an dich.',
      data:
        'von dir: Name und E-Mail-Adresse; zum empfohlenen Unternehmen: Firmenname, Name des Ansprechpartners, E-Mail-Adresse, Telefonnummer ' +
        'und freiwillig deine Begründung; deine Bestätigung, dass das Unternehmen mit einem Anruf einverstanden ist; Zeitpunkt des Eingangs. Die Bankverbindung für die Auszahlung fragen wir erst ab, wenn eine Prämie fällig wird.',
      legalBasis:
        'Art. 6 Abs. 1 lit. f DSGVO – unser berechtigtes Interesse, über Empfehlungen neue Kunden zu gewinnen und das Empfehlungsprogramm abzuwickeln. ' +
        'Für Unterlagen über ausgezahlte Prämien Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit § 147 AO und § 257 HGB.',
      recipients: `${team}; ${processors}.`,
      retention:
        `${formDays} nach Eingang, dann löschen wir sie; deshalb gilt die Prämie für Verträge, die innerhalb von ${referral.contractWithinMonths} Monaten nach Eingang geschlossen werden. ` +
        `Zahlen wir eine Prämie aus, bewahren wir die Buchungsbelege dazu ${voucherYears} auf (§ 257 HGB, § 147 AO), ` +
        `gerechnet ab dem Ende des Kalenderjahres der Auszahlung.`,
    }),
    {
      id: 'hinweise-fuer-empfohlene-unternehmen',
      heading: 'Informationen für empfohlene Unternehmen (Art. 14 DSGVO)',
      blocks: [
        `Wurde uns dein Unternehmen empfohlen, haben wir deine Kontaktdaten nicht von dir selbst erhalten, sondern von der Person, ` +
          `die dich über unser Empfehlungsformular empfohlen hat. Verarbeitet werden Firmenname, Name des Ansprechpartners, ` +
          `E-Mail-Adresse, Telefonnummer und gegebenenfalls die Begründung der Empfehlung.`,
        `Wir schreiben empfohlene Unternehmen nicht automatisch an und nehmen sie in keinen Verteiler auf. ` +
          `Jemand aus unserem Team ruft an, nennt die Empfehlung als Anlass und fragt, ob Interesse an einem Gespräch besteht; eine E-Mail schicken wir erst, wenn du am Telefon zustimmst. ` +
          `Spätestens bei dieser ersten Kontaktaufnahme, in jedem Fall aber innerhalb eines Monats nach Eingang der Empfehlung, ` +
          `weisen wir dich auf diese Datenschutzerklärung hin.`,
        `Zweck, Rechtsgrundlage (Art. 6 Abs. 1 lit. f DSGVO), Empfänger und Speicherdauer sind oben beim Empfehlungsformular beschrieben. ` +
          `Möchtest du keinen Kontakt, genügt ein kurzer Hinweis an ${company.email}: ` +
          `Wir löschen deine Daten dann. ` +
          `Dir stehen außerdem alle Rechte zu, die unten unter „Deine Rechte“ und „Widerspruchsrecht“ beschrieben sind.`,
      ],
    },
    formSection({
      id: 'formular-kuendigung',
      heading: `Formular ${formLink('kuendigung')}`,
      intro:
        'Über das Kündigungsformular kündigst du deinen Vertrag mit uns. Nach dem Absenden schicken wir dir eine Kündigungsbestätigung per E-Mail.',
      purpose: 'Entgegennahme, Bearbeitung und Bestätigung deiner Kündigung sowie deren Dokumentation.',
      data: 'Firma bzw. Name und E-Mail-Adresse; freiwillig Kundennummer und Kündigungsgrund; Zeitpunkt des Eingangs.',
      legalBasis:
        'Art. 6 Abs. 1 lit. b DSGVO (Beendigung des Vertrags) und Art. 6 Abs. 1 lit. c DSGVO ' +
        'in Verbindung mit § 257 HGB und § 147 AO (gesetzliche Aufbewahrungspflichten).',
      recipients: `${team}; ${processors}.`,
      retention:
        `Kündigungen gehören zu unseren Geschäftsunterlagen und werden für die gesetzlichen Aufbewahrungsfristen gespeichert: ` +
        `als Geschäftsbrief ${letterYears} (§ 257 HGB, § 147 AO). ` +
        `Die Frist beginnt mit dem Ende des Kalenderjahres, in dem die Kündigung eingegangen ist. Danach löschen wir sie.`,
    }),
    {
      id: 'e-mail-versand-und-kontakt',
      heading: 'E-Mail-Versand und Kontakt per E-Mail oder Telefon',
      blocks: [
        `Die Benachrichtigungen an unser Team und die Bestätigungen an dich versenden wir über einen Mailserver, ` +
          `den ein E-Mail-Anbieter in unserem Auftrag betreibt (Auftragsverarbeitung nach Art. 28 DSGVO, Server in der EU). ` +
          `Die E-Mails werden verschlüsselt übertragen, sofern der empfangende Server das unterstützt.`,
        `Schreibst du uns direkt eine E-Mail oder rufst du uns an, verarbeiten wir deine Kontaktdaten und den Inhalt deines Anliegens, ` +
          `um es zu beantworten – nach Art. 6 Abs. 1 lit. f DSGVO, bei Vertragsfragen nach Art. 6 Abs. 1 lit. b DSGVO. ` +
          `Für die Speicherdauer gilt dasselbe wie beim Kontaktformular.`,
      ],
    },
    {
      id: 'spam-schutz',
      heading: 'Schutz der Formulare vor Missbrauch',
      blocks: [
        'Damit automatisierte Programme unsere Formulare nicht missbrauchen, nutzen wir drei einfache Schutzmaßnahmen – ohne externe Dienste, ohne Captcha und ohne Cookies:',
        [
          'ein für Menschen unsichtbares Feld, das nur automatisierte Programme ausfüllen,',
          'eine Mindestzeit zum Ausfüllen: Beim Öffnen des Formulars erhält dein Browser von unserem Server einen signierten Zeitstempel ' +
            '(kein Cookie; er enthält nur die Uhrzeit und eine Signatur, nichts über dich), den das Formular beim Absenden mitschickt. ' +
            'Wird ein Formular schneller abgeschickt, als ein Mensch es ausfüllen kann, werten wir das wie ein ausgefülltes unsichtbares Feld,',
          `eine Begrenzung der Einsendungen je IP-Adresse: Dafür zählt unser Server deine Einsendungen unter einem Prüfwert, den er mit ` +
            `einem geheimen Schlüssel aus deiner IP-Adresse berechnet (nicht unter der Adresse selbst), in einem Zwischenspeicher und ` +
            `löscht diesen Zähler automatisch nach höchstens ${rateLimitWindow}. In der Datenbank mit den Formulardaten wird deine IP-Adresse nicht gespeichert.`,
        ],
        'Einsendungen mit ausgefülltem unsichtbarem Feld oder zu kurzer Ausfüllzeit verwerfen wir nicht: Wir speichern sie als Verdachtsfall ' +
          'markiert, versenden dafür aber keine E-Mails, damit wir versehentlich aussortierte Anfragen noch finden können. Fehlt der Zeitstempel ' +
          'oder ist er ungültig oder abgelaufen (etwa weil dein Browser ihn nicht laden konnte), bearbeiten wir die Anfrage ganz normal und ' +
          'markieren sie nur zur Prüfung; die Bestätigung an die angegebene Adresse schicken wir dann erst, wenn du sie auf der Seite nach dem ' +
          'Absenden mit einem Klick anforderst oder wir die Anfrage geprüft haben – so kann niemand über unsere Formulare E-Mails an fremde Adressen auslösen. Für die ' +
          'Speicherdauer gilt jeweils dasselbe wie für das Formular. Wird die Begrenzung je IP-Adresse überschritten, nimmt unser Server die ' +
          'Einsendung nicht an und bittet dich, es etwas später noch einmal zu versuchen.',
        `Damit niemand über unsere Formulare eine fremde Adresse mit Bestätigungsmails überschütten kann, schicken wir an eine E-Mail-Adresse nur wenige ` +
          `Bestätigungen pro Tag. Dafür zählt unser Server die Mails je Adresse unter einem Prüfwert, den er mit einem geheimen Schlüssel aus der Adresse berechnet ` +
          `(nicht unter der Adresse selbst), in einem Zwischenspeicher und löscht jeden Zähler spätestens ${count(dataRetention.visitorMailCounterHours, 'Stunde', 'Stunden')} nach der ersten Mail. ` +
          `Ist die Zahl erreicht, geht deine Einsendung trotzdem an unser Team, nur die Bestätigung an dich entfällt.`,
        'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist, die Formulare vor Missbrauch zu schützen und für alle erreichbar zu halten.',
      ],
    },
    {
      id: 'empfaenger-und-auftragsverarbeiter',
      heading: 'Empfänger und Auftragsverarbeiter',
      blocks: [
        'Deine Daten sehen bei uns nur die Mitarbeitenden, die sie für die jeweilige Aufgabe brauchen. ' +
          'Außerdem setzen wir zwei Dienstleister ein, die als Auftragsverarbeiter nach Art. 28 DSGVO ausschließlich nach unserer Weisung handeln ' +
          'und vertraglich zu Vertraulichkeit und Datensicherheit verpflichtet sind:',
        [
          'unseren Hosting-Anbieter (einschließlich CDN): Betrieb der Website, Server-Logdateien und Datenbank mit den Formulardaten,',
          'unseren E-Mail-Anbieter: Versand und Empfang von E-Mails.',
        ],
        'Andere Empfänger erhalten deine Daten nur, wenn wir gesetzlich dazu verpflichtet sind, etwa Finanzbehörden bei einer Prüfung.',
        'Eine Übermittlung in Länder außerhalb der EU bzw. des Europäischen Wirtschaftsraums (Drittländer) findet nicht statt.',
      ],
    },
    {
      id: 'deine-rechte',
      heading: 'Deine Rechte',
      blocks: [
        'Dir stehen gegenüber uns folgende Rechte zu:',
        [
          'Auskunft über die Daten, die wir über dich verarbeiten (Art. 15 DSGVO),',
          'Berichtigung unrichtiger oder unvollständiger Daten (Art. 16 DSGVO),',
          'Löschung deiner Daten (Art. 17 DSGVO), soweit keine Aufbewahrungspflicht entgegensteht,',
          'Einschränkung der Verarbeitung (Art. 18 DSGVO),',
          'Datenübertragbarkeit, also Herausgabe der Daten, die du uns gegeben hast, in einem gängigen maschinenlesbaren Format (Art. 20 DSGVO),',
          'Widerspruch gegen die Verarbeitung (Art. 21 DSGVO, siehe nächster Abschnitt).',
        ],
        'Soweit du uns eine Einwilligung gegeben hast, kannst du sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO); ' +
          'die Rechtmäßigkeit der Verarbeitung bis zum Widerruf bleibt davon unberührt.',
        `Eine formlose Nachricht an ${company.email} genügt. Die Ausübung deiner Rechte ist kostenlos.`,
      ],
    },
    {
      id: 'widerspruchsrecht',
      heading: 'Widerspruchsrecht nach Art. 21 DSGVO',
      blocks: [
        'Verarbeiten wir Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO (berechtigte Interessen) – das betrifft die Server-Logdateien, ' +
          'den Schutz der Formulare, den Schutz der Ergebnis-Links und der Terminbuchung vor Missbrauch, die Herkunftsangaben einer Anfrage (Formularseite und Kampagne), das Kontaktformular, die Rückrufbitte und das Empfehlungsformular –, kannst du dieser Verarbeitung jederzeit widersprechen, ' +
          'wenn sich dafür Gründe aus deiner besonderen Situation ergeben. Wir verarbeiten die Daten dann nicht mehr, es sei denn, ' +
          'wir können zwingende schutzwürdige Gründe nachweisen, die deine Interessen überwiegen, oder die Verarbeitung dient der Geltendmachung, ' +
          'Ausübung oder Verteidigung von Rechtsansprüchen.',
        'Nutzen wir Daten, um dich werblich anzusprechen – etwa wenn wir ein empfohlenes Unternehmen kontaktieren –, kannst du dem jederzeit ' +
          'ohne Angabe von Gründen widersprechen. Wir verwenden die Daten dann nicht mehr für diesen Zweck.',
        `Für deinen Widerspruch genügt eine formlose Nachricht an ${company.email}.`,
      ],
    },
    {
      id: 'beschwerderecht',
      heading: 'Beschwerderecht bei einer Aufsichtsbehörde (Art. 77 DSGVO)',
      blocks: [
        'Wenn du meinst, dass wir deine Daten nicht rechtmäßig verarbeiten, kannst du dich bei einer Datenschutz-Aufsichtsbehörde beschweren, ' +
          'insbesondere in dem EU-Mitgliedstaat, in dem du lebst oder arbeitest oder in dem der mutmaßliche Verstoß stattgefunden hat.',
        `Für uns zuständig ist, weil wir unseren Sitz in ${company.city} haben: ` +
          `${supervisoryAuthority.name}, ${supervisoryAuthority.address}, ${supervisoryAuthority.website}.`,
      ],
    },
    {
      id: 'keine-automatisierte-entscheidung',
      heading: 'Keine automatisierte Entscheidungsfindung',
      blocks: [
        'Wir treffen keine Entscheidungen, die ausschließlich auf einer automatisierten Verarbeitung beruhen und dir gegenüber rechtliche Wirkung entfalten ' +
          'oder dich in ähnlicher Weise erheblich beeinträchtigen (Art. 22 DSGVO). Ein Profiling findet nicht statt.',
      ],
    },
    {
      id: 'stand',
      heading: 'Stand dieser Datenschutzerklärung',
      blocks: [
        `Diese Datenschutzerklärung hat den Stand vom ${formatGermanDate(datenschutzDate)}. ` +
          'Ändern sich die Website oder die Rechtslage, passen wir sie an; es gilt jeweils die hier veröffentlichte Fassung.',
      ],
    },
  ],
} satisfies z.input<typeof legalDocumentSchema>;
