/**
 * Fetches one URL for a website check without opening a door into our own network. The host is resolved
 * once (all addresses), every address must be public, and the socket connects to exactly the address that
 * was checked, so a DNS answer that changes between check and connect (rebinding) cannot redirect it.
 * Redirects are followed by hand, each target checked again. Bodies are cut at a size limit, no cookies or
 * credentials are sent, nothing is executed.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from '../../../platform/shared/address-guard.ts';

export const maxRedirects = 5;
export const maxBodyBytes = 2 * 1024 * 1024;
export const userAgent = 'SichtwerkWebsiteCheck/1.0 (+https://www.sichtwerk.de; Erstcheck fuer eine angefragte Analyse)';

export type Resolve = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export interface FetchPolicy {
  /** `host:port` pairs reachable even on private addresses and other ports (test fixtures only). */
  allowHosts: readonly string[];
  resolve: Resolve;
  signal: AbortSignal;
}

/** 'dns': the name does not exist (NXDOMAIN, no address); 'dns-temporary': the resolver failed or timed out. */
export type RefusalReason = 'scheme' | 'port' | 'address' | 'credentials' | 'dns' | 'dns-temporary' | 'redirects';

/** Resolver answers that say the name has no address; every other failure may pass (EAI_AGAIN, timeouts, SERVFAIL). */
const nameDoesNotExist = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'EAI_NONAME', 'EAI_NODATA']);

export class FetchRefused extends Error {
  override readonly name = 'FetchRefused';
  readonly reason: RefusalReason;

  constructor(reason: RefusalReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

export interface FetchedResponse {
  /** The URL that finally answered (after redirects). */
  url: URL;
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** True when the body was longer than maxBodyBytes and cut. */
  truncated: boolean;
  /** Every URL visited, the first one included. */
  chain: URL[];
  elapsedMs: number;
}

function hostKey(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.replace(/^\[|\]$/g, '').toLowerCase()}:${port}`;
}

/** Checks scheme, port and every resolved address; returns the one address to connect to. */
export async function vetTarget(
  url: URL,
  policy: Pick<FetchPolicy, 'allowHosts' | 'resolve'>,
): Promise<{ address: string; family: number }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('scheme', `Schema ${url.protocol} ist nicht erlaubt`);
  if (url.username || url.password) throw new FetchRefused('credentials', 'URLs mit Zugangsdaten werden nicht abgerufen');
  const allowed = policy.allowHosts.includes(hostKey(url));
  if (!allowed && url.port !== '' && url.port !== '80' && url.port !== '443') {
    throw new FetchRefused('port', `Port ${url.port} ist nicht erlaubt`);
  }
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = await policy.resolve(hostname);
  } catch (error) {
    const code = (error as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string' && nameDoesNotExist.has(code)) throw new FetchRefused('dns', `Der Name ${hostname} existiert nicht`);
    throw new FetchRefused('dns-temporary', `Der Name ${hostname} ließ sich gerade nicht auflösen (${String(code ?? 'Fehler')})`);
  }
  if (addresses.length === 0) throw new FetchRefused('dns', `Der Name ${hostname} lässt sich nicht auflösen`);
  // One private answer among public ones is enough to refuse: the client could pick it.
  if (!allowed && !addresses.every((entry) => isPublicAddress(entry.address))) {
    throw new FetchRefused('address', `${hostname} zeigt auf eine interne Adresse`);
  }
  const first = addresses[0];
  if (!first) throw new FetchRefused('dns', `Der Name ${hostname} lässt sich nicht auflösen`);
  return first;
}

function pinnedLookup(address: string, family: number): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function requestOnce(
  url: URL,
  target: { address: string; family: number },
  signal: AbortSignal,
): Promise<Omit<FetchedResponse, 'chain' | 'elapsedMs' | 'url'>> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'GET',
        lookup: pinnedLookup(target.address, target.family),
        headers: {
          'User-Agent': userAgent,
          Accept: 'text/html,application/xhtml+xml,text/plain,application/xml;q=0.9,*/*;q=0.5',
          'Accept-Encoding': 'identity',
        },
        agent: false,
        signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        response.on('data', (chunk: Buffer) => {
          if (truncated) return;
          const room = maxBodyBytes - size;
          if (chunk.length > room) {
            chunks.push(chunk.subarray(0, room));
            size = maxBodyBytes;
            truncated = true;
            response.destroy();
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), truncated });
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), truncated }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** GETs `start`, following at most maxRedirects redirects, each target vetted again. */
export async function safeFetch(start: URL, policy: FetchPolicy): Promise<FetchedResponse> {
  const begun = performance.now();
  const chain: URL[] = [];
  let url = start;
  for (let hop = 0; ; hop += 1) {
    chain.push(url);
    const target = await vetTarget(url, policy);
    const response = await requestOnce(url, target, policy.signal);
    const location = response.headers.location;
    if (response.status >= 300 && response.status < 400 && typeof location === 'string' && location !== '') {
      if (hop >= maxRedirects) throw new FetchRefused('redirects', `Mehr als ${maxRedirects} Weiterleitungen`);
      url = new URL(location, url);
      continue;
    }
    return { ...response, url, chain, elapsedMs: performance.now() - begun };
  }
}
