import { referral } from './claims.ts';
import { agbTerm, pricingFaqTerm } from './legal/contract-terms.ts';

/**
 * Questions only the business can answer, each with the choice spelled out and what the site says meanwhile so it
 * promises nothing it cannot keep. `npm run launch-check` lists every one until it is decided and removed here
 * (review 2026-11-26 N-H2, N-M14, N-M9).
 */
export const openDecisions: readonly string[] = Object.freeze([
  `Vertragslaufzeit (N-H2): Die Preis-FAQ sagt „${pricingFaqTerm.sentence}“, AGB § 4 verlängert nach ${agbTerm.minimumTermMonths} Monaten um jeweils ${agbTerm.renewalMonths} Monate. ` +
    'Eine Regel festlegen und beide Sätze darauf angleichen (content/src/legal/contract-terms.ts). Bis dahin nennt /preise über den Paketen nur die Mindestlaufzeit und verweist auf § 4 AGB.',
  'Laufzeit der monatlichen Add-ons (N-M14): Für Social Media, Content-Booster, Monitoring und die anderen monatlichen Add-ons steht nirgends eine Laufzeit oder Kündigungsfrist. ' +
    'Festlegen (z. B. monatlich kündbar oder an die Paketlaufzeit gebunden), als Zeile auf /preise und als AGB-Klausel. Bis dahin sagt /preise, dass Laufzeit und Kündigungsfrist im Angebot vor der Buchung stehen.',
  `Empfehlungen aufbewahren bis zur Prämie (N-M9): Empfehlungen werden nach 180 Tagen gelöscht (RETENTION_DAYS), gleich in welchem Status. ` +
    `Entweder Empfehlungen im Status „Vertrag geschlossen“ bis zur Auszahlung behalten (Code und Datenschutzerklärung) oder die Bedingung lassen, die jetzt gilt: ` +
    `Vertrag innerhalb von ${referral.contractWithinMonths} Monaten nach Eingang der Empfehlung (Teilnahmebedingungen und Datenschutzerklärung).`,
  'Kopien in Postfächern, Kalendern und Exporten (review 2026-11-28 P-M5): Benachrichtigungen, Erinnerungen, die tägliche Übersicht, die Kalendereinträge der Berater:innen und CSV-Exporte enthalten Angaben aus Anfragen und überleben deren Löschung. ' +
    'Wie lange bleiben sie, und wer löscht sie (z. B. Postfach-Regel „nach 180 Tagen löschen“, Kalender nach dem Termin + 30 Tage, Exporte nach Gebrauch)? Die Regel in die Datenschutzerklärung (Abschnitt „Was unser Team zu deiner Anfrage festhält“) schreiben. Bis dahin nennt sie die Kopien ohne Frist.',
  'Wochenenddienst für die 48-Stunden-Frist (review 2026-11-28 P-M7): Die Stunden der kostenlosen Analyse zählen „rund um die Uhr, auch am Wochenende und an Feiertagen“, das Team arbeitet Mo–Fr. ' +
    'Seit dieser Runde listet die letzte Tagesübersicht vor freien Tagen jede Frist bis zum nächsten Arbeitstag – geschrieben werden muss die Analyse trotzdem. Wer übernimmt Fristen, die auf ein Wochenende oder einen Feiertag fallen (Bereitschaft, Vorarbeiten am Freitag)? ' +
    'Ohne Wochenenddienst muss die Zählung geändert werden (z. B. 48 Stunden an Arbeitstagen) – auf allen Seiten (content/src/analysis-promise.ts) und in der Frist des Vertriebs.',
  'Stand der AGB (review 2026-11-26 L17): Die AGB tragen „Stand: 05.01.2025“ (content/src/legal/legal-dates.ts), obwohl § 8 (3) seitdem geändert wurde, und die Kündigungsbestätigung zitiert dieses Datum. ' +
    'Ab wann gilt die geänderte Fassung für wen (neue Verträge sofort, bestehende nach der Ankündigung nach § 12)? Das Datum setzt, wer die Fassung freigibt – bis dahin bleibt das alte stehen.',
  'Empfehlung nach Vertragsschluss ablehnen (review 2026-11-26 L20): Vom Status „Vertrag geschlossen“ führt kein Weg zu „abgelehnt“, etwa wenn der Vertrag in der 14-tägigen Wartefrist endet. ' +
    'Soll der Vertrieb eine Empfehlung dann noch ablehnen können (und wer entscheidet, ob die Prämie entfällt)? Dann den Statuswechsel in lead-service/src/kinds/referrals freigeben.',
  'Löschen einer Rückrufbitte nach Telefonnummer im Vertrieb (review 2026-11-26 L16): Die Datenschutzerklärung bietet die Löschung einer Rückrufbitte an, die nur eine Telefonnummer kennt; die DSGVO-Ansicht des Vertriebs sucht nur nach E-Mail-Adressen, die CLI (npm run leads -- erase --phone) kann es. ' +
    'Reicht die CLI beim Betreiber, oder soll das Team selbst nach Nummer suchen und löschen können?',
  'Was hinter den beiden Logins liegt (newcomer review 2026-11-26): Das Login-Menü erklärt „Kundenlogin“ als „Dein Kundenkonto: Vertrag und Rechnungen“ und „Login App“ als „Die Sichtwerk-App: Analysen, Texte, Freigaben“. ' +
    'Bestätigen, dass das Kundenkonto Vertrag und Rechnungen zeigt, sonst den Hinweis in content/src/navigation.ts anpassen.',
]);
