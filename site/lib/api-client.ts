import { formTokenEndpoint } from '@sichtwerk/forms/form-protection';
import type { ErrorBody } from '@sichtwerk/forms/error-body';

/**
 * The forms' one way to talk to the lead service. One request per call and no retries: a lead
 * form must never be sent twice by the client (docs/decisions.md).
 */

/** Same origin by default; set VITE_API_ORIGIN at build time when a CDN serves the site and the API lives elsewhere. */
const apiOrigin = (import.meta.env.VITE_API_ORIGIN ?? '').replace(/\/+$/, '');

/** The URL of an API path as the browser must call it: the form's `action` and the fetch target. */
export function apiUrl(path: string): string {
  return `${apiOrigin}${path}`;
}

export const fallbackErrorMessage = 'Bitte versuche es später erneut.';

/** A non-OK answer. `message` is "status: body", for logs and tests; `userMessage` is what a visitor may read. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly userMessage: string;
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, message: string, userMessage: string, fields: Readonly<Record<string, string>> = {}) {
    super(message);
    this.status = status;
    this.userMessage = userMessage;
    this.fields = fields;
  }
}

function parseErrorBody(text: string): { message?: string; fields: Record<string, string> } {
  try {
    // Typed as the service's error body, but read defensively: a proxy may answer with anything.
    const body = JSON.parse(text) as Partial<Record<keyof ErrorBody, Partial<Record<keyof ErrorBody['error'], unknown>>>>;
    const message = typeof body.error?.message === 'string' ? body.error.message : undefined;
    const fields: Record<string, string> = {};
    if (body.error?.fields && typeof body.error.fields === 'object') {
      for (const [key, value] of Object.entries(body.error.fields)) if (typeof value === 'string') fields[key] = value;
    }
    return { message, fields };
  } catch {
    return { fields: {} };
  }
}

export async function postJson<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, '0: Network error', 'Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung und versuche es erneut.');
  }
  if (!response.ok) {
    const text = await response.text();
    const parsed = parseErrorBody(text);
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      parsed.message ?? fallbackErrorMessage,
      parsed.fields,
    );
  }
  return (await response.json()) as T;
}

export interface FormToken {
  value: string;
  /** Local time from which the server accepts a submission with this token (its minimum fill time). */
  readyAt: number;
}

/**
 * Fetches the signed time token that proves a person took a moment to fill in the form. Undefined when
 * it cannot be had: the form still sends and the server only marks the lead for review.
 */
export async function fetchFormToken(form: string): Promise<FormToken | undefined> {
  try {
    const requestedAt = Date.now();
    const response = await fetch(`${apiUrl(formTokenEndpoint)}?form=${encodeURIComponent(form)}`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { token?: unknown; minAgeMs?: unknown };
    if (typeof body.token !== 'string') return undefined;
    const minAgeMs = typeof body.minAgeMs === 'number' && body.minAgeMs > 0 ? body.minAgeMs : 0;
    // Counted from the request, not the answer, plus a margin: the server measures from when it issued it.
    return { value: body.token, readyAt: requestedAt + minAgeMs + (minAgeMs > 0 ? 500 : 0) };
  } catch {
    return undefined;
  }
}
