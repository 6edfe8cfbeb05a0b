/**
 * A browser's view of the sales desk for the API stories: it keeps the session cookie like a browser
 * (Path=/vertrieb) and sends the desk's own Origin with every POST, unless a story says otherwise.
 */
export interface DeskAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface DeskClient {
  cookie: string | undefined;
  login(username: string, password: string): Promise<DeskAnswer>;
  get<T = Record<string, unknown>>(path: string): Promise<DeskAnswer<T>>;
  post<T = Record<string, unknown>>(path: string, body?: unknown, init?: { origin?: string | null }): Promise<DeskAnswer<T>>;
}

export function deskClient(baseUrl: string): DeskClient {
  const client: DeskClient = {
    cookie: undefined,
    async login(username, password) {
      return client.post('/login', { username, password });
    },
    async get(path) {
      const response = await fetch(`${baseUrl}/vertrieb/api${path}`, { headers: client.cookie ? { cookie: client.cookie } : {} });
      return { status: response.status, body: await response.json(), headers: response.headers };
    },
    async post(path, body = {}, init = {}) {
      const origin = init.origin === undefined ? baseUrl : init.origin;
      const response = await fetch(`${baseUrl}/vertrieb/api${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(origin ? { origin } : {}),
          ...(client.cookie ? { cookie: client.cookie } : {}),
        },
        body: JSON.stringify(body),
      });
      const setCookie = response.headers
        .getSetCookie()
        .find((value) => value.startsWith('sichtwerk_desk=') && value.includes('Path=/vertrieb'));
      if (setCookie) {
        const value = setCookie.split(';')[0] ?? '';
        client.cookie = value === 'sichtwerk_desk=' ? undefined : value;
      }
      return { status: response.status, body: await response.json(), headers: response.headers };
    },
  };
  return client;
}
