/**
 * The desk's calls to /vertrieb/api, typed by the shared contract (forms/src/desk/). Same origin, the
 * session cookie goes along by itself; nothing is kept in the browser's storage. Errors arrive as the
 * service's German `{ error: { message } }` and are thrown as ApiError with that message, for the screens to
 * show as they are. A 401 tells the shell the session ended (it shows the login again).
 */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const base = '/vertrieb/api';

export async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
  });
  const data = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  if (!response.ok) {
    if (response.status === 401 && path !== '/login' && path !== '/session') window.dispatchEvent(new Event('desk:logged-out'));
    throw new ApiError(response.status, data.error?.message ?? 'Das hat nicht geklappt. Bitte versuche es erneut.');
  }
  return data as T;
}

/** A failure as the screens show it. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
