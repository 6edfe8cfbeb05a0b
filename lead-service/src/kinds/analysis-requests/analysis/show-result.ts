/**
 * GET /analyse/<token>: the visitor's personal result with the booking button. A wrong, malformed, erased or
 * expired token gets one and the same German „nicht gefunden“ page (404), so the page tells nobody whether a link
 * ever existed.
 */
import type pg from 'pg';
import type { PageOutcome } from '../../../platform/http/endpoint-routes.ts';
import { findPublishedResult } from './analysis-repository.ts';
import { resultNotFoundPage, resultPage } from './result-page.ts';
import { resultTokenHash } from './result-token.ts';

export interface ShowResultDependencies {
  pool: pg.Pool;
  retentionDays: number;
  /** The lead's booking page of the strategy call, as a path on this origin; absent → the callback form. */
  bookingPathOf?: (leadId: string) => string;
}

export async function showResult({ pool, retentionDays, bookingPathOf }: ShowResultDependencies, token: string): Promise<PageOutcome> {
  const hash = resultTokenHash(token);
  const result = hash ? await findPublishedResult(pool, hash, retentionDays) : undefined;
  if (!result) return { status: 404, page: resultNotFoundPage() };
  return {
    status: 200,
    page: resultPage({
      company: result.company,
      adviserName: result.adviserName,
      sentAt: result.sentAt,
      changedAt: result.version > 1 ? result.changedAt : null,
      retainUntil: result.retainUntil,
      content: result.content,
      ...(bookingPathOf ? { bookingHref: bookingPathOf(result.leadId) } : {}),
    }),
  };
}
