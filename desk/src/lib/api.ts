/**
 * The desk's calls to /vertrieb/api, made from the endpoint tables of the shared contract (forms/src/desk/):
 * one function per endpoint, its path, method and types from the table, so no screen writes a path or picks
 * the answer's type. Same origin, the session cookie goes along by itself; nothing is kept in the browser's
 * storage. Errors arrive as the service's German `{ error: { message } }` and are thrown as ApiError with that
 * message, for the screens to show as they are. A 401 from an endpoint that needs a session tells the shell the
 * session ended (it shows the login again).
 */
import { urlOf, type AnswerOf, type CallInput, type Endpoint, type EndpointTable } from '@sichtwerk/forms/define-endpoint';
import { analysisEndpoints } from '@sichtwerk/forms/desk/analysis-contract';
import { appointmentEndpoints } from '@sichtwerk/forms/desk/appointments-contract';
import { deskEndpoints } from '@sichtwerk/forms/desk/desk-contract';

export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

interface AnyInput {
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string | null | undefined>>;
  body?: unknown;
}

async function call(endpoint: Endpoint, input: AnyInput = {}): Promise<unknown> {
  const query = Object.entries(input.query ?? {}).flatMap(([key, value]) => (value == null ? [] : [[key, value]]));
  const post = endpoint.method === 'POST';
  const response = await fetch(`${urlOf(endpoint, input.params)}${query.length > 0 ? `?${new URLSearchParams(query)}` : ''}`, {
    method: endpoint.method,
    headers: post ? { 'Content-Type': 'application/json' } : {},
    body: post ? JSON.stringify(input.body ?? {}) : undefined,
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
    if (response.status === 401 && endpoint.access !== 'public') window.dispatchEvent(new Event('desk:logged-out'));
    throw new ApiError(response.status, data.error?.message ?? 'Das hat nicht geklappt. Bitte versuche es erneut.');
  }
  if (endpoint.answer.kind === 'file') return response.blob();
  return endpoint.answer.kind === 'json' ? response.json().catch(() => ({})) : response.text();
}

type Call<E extends Endpoint> =
  object extends CallInput<E> ? (input?: CallInput<E>) => Promise<AnswerOf<E>> : (input: CallInput<E>) => Promise<AnswerOf<E>>;

export type Client<T extends EndpointTable> = { readonly [K in keyof T]: Call<T[K]> };

function clientOf<T extends EndpointTable>(table: T): Client<T> {
  return Object.fromEntries(
    Object.entries(table).map(([name, endpoint]) => [name, (input?: AnyInput) => call(endpoint, input)]),
  ) as unknown as Client<T>;
}

/** Signing in, the lists, one lead and what staff do with it, the figures, the DSGVO actions. */
export const deskApi = clientOf(deskEndpoints);
/** The strategy calls. */
export const callsApi = clientOf(appointmentEndpoints);
/** The written analysis of an analysis request. */
export const analysisApi = clientOf(analysisEndpoints);

/** A failure as the screens show it. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
