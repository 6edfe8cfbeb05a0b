/**
 * Sorts a send failure into "try again later" and "will never work". SMTP reply codes 5xx are permanent
 * (RFC 5321 §4.2.1: the same command will fail again), 4xx and connection problems are transient.
 * Nodemailer puts the server's reply code on `responseCode`.
 */
export function isPermanentMailFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function describeMailFailure(error: unknown): string {
  const e = error as { responseCode?: unknown; code?: unknown; message?: unknown } | null;
  const parts = [
    typeof e?.responseCode === 'number' ? String(e.responseCode) : undefined,
    typeof e?.code === 'string' ? e.code : undefined,
    typeof e?.message === 'string' ? e.message : String(error),
  ].filter((part) => part !== undefined);
  return parts.join(' ');
}
