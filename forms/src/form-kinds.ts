/**
 * Every form kind, once: its name (in code, in logs, in queued jobs and as the island's name in the page's
 * HTML), where it posts, the page that holds it and the page a plain post leads to afterwards. The content
 * routes, the site's islands, the lead service's descriptors and the cross-form tests all derive from this
 * list; the compiler refuses a kind that is missing in any of them. Each kind's schema is its own module
 * (`<kind>-schema.ts`), so a woken island carries only its own. Bundled into the browser: no imports.
 */
export const formKinds = Object.freeze({
  'analysis-request': {
    endpoint: '/api/contact-submissions',
    page: 'kostenloseAnalyse',
    thankYouPage: 'analyseAngefordert',
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
  cancellation: {
    endpoint: '/api/cancellations',
    page: 'kuendigung',
    thankYouPage: 'kuendigungEingegangen',
  },
  'callback-request': {
    endpoint: '/api/callback-requests',
    page: 'rueckruf',
    thankYouPage: 'rueckrufAngefordert',
  },
} as const);

export type FormKind = keyof typeof formKinds;
export type FormEndpoint = (typeof formKinds)[FormKind]['endpoint'];
export type FormPageKey = (typeof formKinds)[FormKind]['page'];

/** The kinds in their declared order. */
export const formKindNames = Object.freeze(Object.keys(formKinds) as FormKind[]);
