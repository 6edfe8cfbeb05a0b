import { contactPage } from '@sichtwerk/content/form-pages/contact-message';
import { thankYouCopies } from '@sichtwerk/content/form-pages';
import { thankYouPageOf } from '@sichtwerk/content/routes';
import { leadFormStories } from '../support/lead-form-stories.ts';

leadFormStories({
  route: '/kontakt',
  formName: 'Kontaktformular',
  submitLabel: contactPage.submitLabel,
  endpoint: '/api/contact-messages',
  fields: [
    { label: 'Name *', value: 'Petra Beispiel', required: true },
    { label: 'E-Mail-Adresse *', value: '{email}', type: 'email', required: true },
    { label: 'Telefon', value: '0351 123456', type: 'tel' },
    { label: 'Nachricht *', value: 'Ist das Business-Paket auch für zwei Standorte geeignet?', required: true, multiline: true },
  ],
  requiredMessages: ['Bitte gib deinen Namen an.', 'Bitte gib deine E-Mail-Adresse an.'],
  success: contactPage.success,
  confirmationContains: 'Antworte einfach auf diese E-Mail',
  thankYou: { path: thankYouPageOf('contact-message').path, title: thankYouCopies['contact-message'].title },
});
