/**
 * The analysis request's name and reference prefix, apart from its descriptor (form.ts) so that the parts the
 * descriptor lists (analysis/) can name the kind without importing the descriptor itself.
 */
export const analysisRequestIdentity = Object.freeze({
  kind: 'analysis-request',
  // The prefix it had before the other forms existed, so its queued jobs and the Message-IDs of mails already
  // sent stay the same across an upgrade.
  referencePrefix: 'lead',
} as const);
