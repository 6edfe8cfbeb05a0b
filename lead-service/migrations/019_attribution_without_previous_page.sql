-- Attribution after the third copy and legal review (2026-11-26, N-M10 and N-M11):
--   * A cancellation is kept six years as a business letter (§ 257 HGB); that covers no marketing data, so a
--     cancellation records no source any more and the ones stored so far lose theirs.
--   * The page before the form came from document.referrer, read in the visitor's browser; the form no longer
--     sends it, and what was stored of it goes. The form page and its UTM parameters stay (privacy policy).
UPDATE cancellations SET source = NULL WHERE source IS NOT NULL;
UPDATE contact_submissions SET source = source - 'previousPage' WHERE source ? 'previousPage';
UPDATE contact_messages SET source = source - 'previousPage' WHERE source ? 'previousPage';
UPDATE referrals SET source = source - 'previousPage' WHERE source ? 'previousPage';
UPDATE callback_requests SET source = source - 'previousPage' WHERE source ? 'previousPage';
