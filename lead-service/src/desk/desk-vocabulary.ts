/**
 * The German words the desk shows for what every kind shares: mails and history actions. A kind's own name,
 * its fields' labels and its statuses are in its descriptor (define-lead-form.ts), spam reasons in kind-kit/spam.ts.
 */
import type { LeadEventAction } from '../kind-kit/lead-events.ts';

export const mailLabels: Readonly<Record<string, string>> = Object.freeze({
  confirmation: 'Bestätigung an den Absender',
  notification: 'Benachrichtigung an das Team',
  receipt: 'Eingangsbestätigung an den Absender',
  acknowledgement: 'Bestätigung an den Empfehlungsgeber',
});

export const eventLabels: Readonly<Record<LeadEventAction, string>> = Object.freeze({
  status_changed: 'Status geändert',
  status_reverted: 'Status zurückgesetzt',
  owner_changed: 'zugewiesen',
  follow_up_set: 'Wiedervorlage gesetzt',
  note_added: 'Notiz geschrieben',
  call_recorded: 'Anruf festgehalten',
  csv_exported: 'als CSV exportiert',
  released: 'als echt bestätigt, Bestätigung freigegeben',
  discarded: 'als Spam gelöscht',
  erased: 'gelöscht (DSGVO)',
  exported: 'exportiert (DSGVO-Auskunft)',
  reminder_sent: 'Erinnerung an das Team gesendet',
  confirmation_requested: 'vom Absender selbst bestätigt',
  call_booked: 'Strategiegespräch gebucht',
  call_moved: 'Strategiegespräch verschoben',
  call_cancelled: 'Strategiegespräch abgesagt',
  analysis_started: 'Analyse begonnen',
  analysis_edited: 'Analyse bearbeitet',
  analysis_sent: 'Analyse gesendet',
  analysis_corrected: 'Analyse korrigiert (neue Fassung für den Link)',
  analysis_mail_sent: 'Analyse-Mail beim Empfänger-Server angenommen',
  outcome_corrected: 'Abschluss korrigiert',
  referral_linked: 'Mit Anfrage verknüpft',
  reward_redecided: 'Prämie neu entschieden (Vertragsdatum der Anfrage korrigiert)',
  reward_granted: 'Prämie trotzdem gewährt',
  reward_kept: 'Vertragsdatum der Anfrage nachträglich korrigiert, Prämie bleibt wie entschieden',
});
