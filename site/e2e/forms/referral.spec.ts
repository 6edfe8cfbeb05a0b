import { referralPage } from '@sichtwerk/content/form-pages/referral';
import { thankYouCopies } from '@sichtwerk/content/form-pages';
import { thankYouPageOf } from '@sichtwerk/content/routes';
import { referralConsent } from '@sichtwerk/forms/referral-schema';
import { leadFormStories } from '../support/lead-form-stories.ts';

leadFormStories({
  route: '/empfehlung',
  formName: 'Empfehlungsformular',
  submitLabel: referralPage.submitLabel,
  endpoint: '/api/referrals',
  fields: [
    { label: 'Dein Name *', value: 'Jonas Beispiel', required: true },
    { label: 'Deine E-Mail-Adresse *', value: '{email}', type: 'email', required: true },
    { label: 'Firmenname *', value: 'Bäckerei Kornblume', required: true },
    { label: 'Ansprechpartner *', value: 'Frau Kornblume', required: true },
    { label: 'E-Mail des Unternehmens *', value: 'info@kornblume-beispiel.de', type: 'email', required: true },
    { label: 'Telefon des Unternehmens *', value: '0341 765432', type: 'tel', required: true },
    { label: 'Warum passt Sichtwerk zu diesem Unternehmen?', value: 'Neuer Standort, noch kaum bei Google zu finden.', multiline: true },
    { label: `${referralConsent.statement} *`, value: referralConsent.value, type: 'checkbox', required: true },
  ],
  requiredMessages: [
    'Bitte gib deinen Namen an.',
    'Bitte gib den Namen des empfohlenen Unternehmens an.',
    'Bitte gib einen Ansprechpartner im Unternehmen an.',
    'Bitte bestätige, dass das Unternehmen von deiner Empfehlung weiß und mit einem Anruf einverstanden ist.',
  ],
  success: referralPage.success,
  confirmationContains: 'Antworte einfach auf diese E-Mail',
  thankYou: { path: thankYouPageOf('referral').path, title: thankYouCopies.referral.title },
});
