/**
 * Where each form posts, one name per form kind: the browser form's `action` and fetch target, and the
 * lead service's route. Bundled into the browser: no imports.
 */
export const formEndpoints = Object.freeze({
  analysisRequest: '/api/contact-submissions',
  contactMessage: '/api/contact-messages',
  referral: '/api/referrals',
  cancellation: '/api/cancellations',
} as const);

export type FormEndpointKey = keyof typeof formEndpoints;
export type FormEndpoint = (typeof formEndpoints)[FormEndpointKey];
