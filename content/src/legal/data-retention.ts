/**
 * Retention and processing limits promised in the privacy policy (datenschutz.ts) and the forms' notes. The lead
 * service and the hosting setup must honour exactly these figures; import them rather than retyping them.
 */
export const dataRetention = Object.freeze({
  /** Hosting/CDN access logs are deleted after this many days. */
  serverLogDays: 14,
  /** Analysis, contact, callback and referral submissions are deleted this many days after receipt (unless a contract follows). */
  formSubmissionDays: 180,
  /** The rate limiter keeps an IP address in memory for at most this long. */
  rateLimitMinutes: 15,
  /** Business letters, which a cancellation is (§ 257 Abs. 4 HGB, § 147 Abs. 3 AO). */
  businessLetterYears: 6,
  /** Accounting vouchers such as a paid referral reward (§ 257 Abs. 4 HGB, § 147 Abs. 3 AO, 8 years since BEG IV, 01.01.2025). */
  accountingVoucherYears: 8,
  /** The count of mails to one typed-in address lives at most this long (lead-service visitor-mail-limit.ts). */
  visitorMailCounterHours: 24,
});
