/**
 * The desk's calls to /vertrieb/api. Same origin, the session cookie goes along by itself; nothing is kept in
 * the browser's storage. Errors arrive as the service's German `{ error: { message } }` and are thrown as
 * ApiError with that message, for the screens to show as they are.
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

export interface Account {
  username: string;
  role: 'vertrieb' | 'admin';
  roleLabel: string;
}

export interface InboxRow {
  id: string;
  kind: string;
  kindLabel: string;
  name: string;
  submittedAt: string;
  status: string;
  statusLabel: string;
  dueAt: string | null;
  spamReason: string | null;
  spamLabel: string | null;
}

export interface InboxPage {
  overdue: InboxRow[];
  leads: InboxRow[];
  next: string | null;
}

export interface Meta {
  kinds: { kind: string; label: string; statuses: { key: string; label: string }[] }[];
}

export interface DeskLead {
  id: string;
  kind: string;
  kindLabel: string;
  /** Who sent it, as the inbox lists it (the kind's name field: the recommended company, not the referrer). */
  name: string;
  submittedAt: string;
  status: { key: string; label: string };
  next: { key: string; label: string }[];
  dueAt: string | null;
  firstHandledAt: string | null;
  spam: { reason: string; label: string; held: boolean } | null;
  /** `href`: a phone field's tel: link as the service made it (E.164), absent when the text is no number. */
  fields: { key: string; label: string; value: string | null; href?: string }[];
  mails: {
    mail: string;
    label: string;
    audience: string;
    state: 'queued' | 'sent' | 'held' | 'failed';
    at: string | null;
    reason: string | null;
  }[];
  /** Absent for a kind that stores no website check; null while it has none. */
  websiteCheck?: { url: string; outcome: string; checkedAt: string; findings: { check: string; status: string; text: string }[] } | null;
  /** The hours the kind promises the visitor; null for a kind without a promise. */
  promiseHours: number | null;
  source: { page?: string; previousPage?: string; utm?: Record<string, string> } | null;
  history: { at: string; actor: string | null; action: string; label: string; detail: Record<string, string | number | boolean | null> }[];
}

/** How one kind kept the deadline it promises (its descriptor's promise), over the last four weeks. */
export interface PromiseFigures {
  kind: string;
  /** The kind's German name, plural ('Analyse-Anfragen'). */
  label: string;
  withinMs: number;
  requests: number;
  kept: number;
  broken: number;
  open: number;
  medianFirstContactMs: number | null;
}

export interface Figures {
  since: string;
  until: string;
  promises: PromiseFigures[];
}
