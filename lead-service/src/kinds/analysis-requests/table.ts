/**
 * The analysis request's own fields (/kostenlose-analyse); the lead itself is in `leads`. The table keeps the name the product
 * reading gives it (docs/decisions.md: Entities), contact_submissions, from before the site had other forms.
 */
import { analysisRequestFields, analysisRequestSchema } from '@sichtwerk/forms/analysis-request-schema';
import { consentVersion } from './analysis-offer.ts';
import { sql } from '../../platform/db/sql.ts';
import { defineLeadTable, storedColumn, type LeadOf } from '../../kind-kit/define-lead-form.ts';
import { websiteCheckFromJson, websiteCheckJsonSql } from './website-check/repository.ts';

export const analysisRequestTable = defineLeadTable({
  name: 'contact_submissions',
  schema: analysisRequestSchema,
  fields: analysisRequestFields,
  nameField: 'company',
  stored: {
    consentVersion: storedColumn<string>('consent_version'),
    consentAt: storedColumn<Date>('consent_at'),
    /** When sales were told; the website check decides by it whether its findings need a mail of their own. */
    notificationSentAt: storedColumn<Date | null>(
      "(SELECT m.sent_at FROM lead_mails m WHERE m.lead_id = contact_submissions.id AND m.mail = 'notification')",
    ),
    /** The automatic website check, once it has run (website-check/). */
    websiteCheck: storedColumn(websiteCheckJsonSql('contact_submissions.id'), websiteCheckFromJson),
  },
  // The proof of consent: the version of the text the server currently serves, and the moment of storing.
  insertExtras: () => ({ consent_version: consentVersion, consent_at: sql`now()` }),
});

export type AnalysisRequestLead = LeadOf<typeof analysisRequestTable>;
