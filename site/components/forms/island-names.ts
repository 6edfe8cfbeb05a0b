/** The form islands' names in the pages' HTML: +Page.tsx renders each with its name, +client.ts wakes it by name. */
export const islandNames = Object.freeze({
  analysis: 'analyse',
  contact: 'kontakt',
  referral: 'empfehlung',
  cancellation: 'kuendigung',
} as const);
