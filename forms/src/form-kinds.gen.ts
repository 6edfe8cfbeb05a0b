// Written by `npm run kinds` (scripts/write-kind-lists.ts) from each kind's declaration, forms/src/<kind>-schema.ts; do not edit.

/** Each kind's endpoint, page and thank-you page, as plain data: the browser and the desk read this without any kind's fields. */
export const formKindEntries = Object.freeze({
  'analysis-request': {
    endpoint: '/api/contact-submissions',
    page: 'kostenloseAnalyse',
    thankYouPage: 'analyseAngefordert',
  },
  'callback-request': {
    endpoint: '/api/callback-requests',
    page: 'rueckruf',
    thankYouPage: 'rueckrufAngefordert',
  },
  cancellation: {
    endpoint: '/api/cancellations',
    page: 'kuendigung',
    thankYouPage: 'kuendigungEingegangen',
  },
  'contact-message': {
    endpoint: '/api/contact-messages',
    page: 'kontakt',
    thankYouPage: 'nachrichtGesendet',
  },
  referral: {
    endpoint: '/api/referrals',
    page: 'empfehlung',
    thankYouPage: 'empfehlungGesendet',
  },
} as const);
