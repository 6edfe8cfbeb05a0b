/**
 * The German words the desk shows for what the code names in English: kinds, fields, mails and history
 * actions. Statuses are named in each kind's descriptor (lead-status.ts), spam reasons in leads/spam.ts.
 */
import type { LeadEventAction } from '../leads/lead-events.ts';
import type { LeadKind } from '../leads/lead-forms.ts';

export const kindLabels: Readonly<Record<LeadKind, string>> = Object.freeze({
  'analysis-request': 'Analyse-Anfrage',
  'contact-message': 'Kontaktnachricht',
  'callback-request': 'Rückrufbitte',
  referral: 'Empfehlung',
  cancellation: 'Kündigung',
});

/** The kinds as the inbox's filter names them (GET /desk/api/meta). */
export const kindListLabels: Readonly<Record<LeadKind, string>> = Object.freeze({
  'analysis-request': 'Analyse-Anfragen',
  'contact-message': 'Kontaktnachrichten',
  'callback-request': 'Rückrufbitten',
  referral: 'Empfehlungen',
  cancellation: 'Kündigungen',
});

/** Field names of the form schemas (@sichtwerk/forms) as the desk labels them; an unlisted one shows its key. */
export const fieldLabels: Readonly<Record<string, string>> = Object.freeze({
  company: 'Firma / Name',
  name: 'Name',
  email: 'E-Mail',
  phone: 'Telefon',
  website: 'Website',
  industry: 'Branche',
  message: 'Nachricht',
  referrerName: 'Empfohlen von',
  referrerEmail: 'E-Mail des Empfehlenden',
  companyName: 'Empfohlenes Unternehmen',
  contactPerson: 'Ansprechpartner',
  companyEmail: 'E-Mail des Unternehmens',
  companyPhone: 'Telefon des Unternehmens',
  customerNumber: 'Kundennummer',
  reason: 'Grund',
  companyConsent: 'Anruf vom Unternehmen erlaubt',
  timeWindow: 'Gewünschte Zeit',
});

export const mailLabels: Readonly<Record<string, string>> = Object.freeze({
  confirmation: 'Bestätigung an den Absender',
  notification: 'Benachrichtigung an das Team',
  receipt: 'Eingangsbestätigung an den Absender',
  acknowledgement: 'Bestätigung an den Empfehlenden',
});

export const eventLabels: Readonly<Record<LeadEventAction, string>> = Object.freeze({
  status_changed: 'Status geändert',
  released: 'als echt bestätigt, Bestätigung freigegeben',
  discarded: 'als Spam gelöscht',
  erased: 'gelöscht (DSGVO)',
  exported: 'exportiert (DSGVO-Auskunft)',
  reminder_sent: 'Erinnerung an das Team gesendet',
  confirmation_requested: 'vom Absender selbst bestätigt',
});
