/**
 * One website check: the home page, whether http:// leads to https://, robots.txt and sitemap.xml, all within
 * one time budget. Every way a check can fail ends as a finding, never as an exception, so the lead's mails
 * never wait on a broken website.
 */
import { analyzeHtmlOffThread } from './analyze-off-thread.ts';
import { siteFindings, sortFindings, type Finding } from './findings.ts';
import { FetchRefused, safeFetch, type FetchPolicy, type Resolve } from './safe-fetch.ts';
import { websiteUrl } from '../../../platform/shared/website-url.ts';

export const checkTimeoutMs = 10_000;

export type CheckOutcome = 'ok' | 'refused' | 'unreachable' | 'http-error' | 'not-html';

export interface CheckResult {
  outcome: CheckOutcome;
  /** The URL as the check understood it (scheme added when the visitor left it out). */
  url: string;
  findings: Finding[];
  durationMs: number;
  /** The resolver failed for now (not: the name does not exist); the check worker tries once more later. */
  temporary?: boolean;
}

export interface CheckOptions {
  allowHosts: readonly string[];
  resolve: Resolve;
  timeoutMs?: number;
}

function failure(check: string, text: string): Finding {
  return { check, status: 'problem', text };
}

function describeError(error: unknown, timedOut: boolean): { outcome: CheckOutcome; finding: Finding } {
  if (error instanceof FetchRefused) {
    if (error.reason === 'dns')
      return {
        outcome: 'unreachable',
        finding: failure('Erreichbarkeit', 'Die Adresse der Website existiert nicht (DNS) – Besucher landen im Leeren.'),
      };
    if (error.reason === 'dns-temporary')
      return {
        outcome: 'unreachable',
        finding: {
          check: 'Erreichbarkeit',
          status: 'hinweis',
          text: 'Die Adresse der Website konnte gerade nicht geprüft werden (Namensauflösung gestört) – bitte selbst ansehen.',
        },
      };
    if (error.reason === 'redirects')
      return { outcome: 'unreachable', finding: failure('Erreichbarkeit', 'Die Website leitet zu oft weiter und wurde nicht geprüft.') };
    return {
      outcome: 'refused',
      finding: failure(
        'Erreichbarkeit',
        'Die angegebene Adresse zeigt nicht auf eine öffentliche Website und wurde aus Sicherheitsgründen nicht abgerufen.',
      ),
    };
  }
  if (timedOut)
    return {
      outcome: 'unreachable',
      finding: failure('Erreichbarkeit', `Die Website hat nicht innerhalb von ${checkTimeoutMs / 1000} Sekunden geantwortet.`),
    };
  return {
    outcome: 'unreachable',
    finding: failure('Erreichbarkeit', 'Die Website war nicht erreichbar (Verbindung abgelehnt oder abgebrochen).'),
  };
}

async function exists(url: URL, policy: FetchPolicy): Promise<boolean> {
  try {
    const response = await safeFetch(url, policy);
    return response.status >= 200 && response.status < 300 && response.body.length > 0;
  } catch {
    return false;
  }
}

async function httpTarget(url: URL, policy: FetchPolicy): Promise<'https' | 'http' | undefined> {
  const plain = new URL(url);
  plain.protocol = 'http:';
  try {
    const response = await safeFetch(plain, policy);
    return response.url.protocol === 'https:' ? 'https' : 'http';
  } catch {
    return undefined;
  }
}

export async function runWebsiteCheck(rawUrl: string, phone: string, options: CheckOptions): Promise<CheckResult> {
  const begun = performance.now();
  const timeoutMs = options.timeoutMs ?? checkTimeoutMs;
  const signal = AbortSignal.timeout(timeoutMs);
  const policy: FetchPolicy = { allowHosts: options.allowHosts, resolve: options.resolve, signal };
  const url = websiteUrl(rawUrl);
  const done = (outcome: CheckOutcome, findings: Finding[]): CheckResult => ({
    outcome,
    url: url?.href ?? rawUrl.slice(0, 500),
    findings: sortFindings(findings),
    durationMs: performance.now() - begun,
  });
  if (!url) return done('refused', [failure('Erreichbarkeit', 'Die Angabe im Feld „Website“ ist keine gültige Web-Adresse.')]);
  let home: Awaited<ReturnType<typeof safeFetch>>;
  try {
    home = await safeFetch(url, policy);
  } catch (error) {
    const { outcome, finding } = describeError(error, signal.aborted);
    const temporary = error instanceof FetchRefused && error.reason === 'dns-temporary';
    return temporary ? { ...done(outcome, [finding]), temporary } : done(outcome, [finding]);
  }
  const contentType = String(home.headers['content-type'] ?? '');
  const isHtml = /^\s*(text\/html|application\/xhtml\+xml)/i.test(contentType);
  const root = new URL('/', home.url);
  const [httpRedirect, robotsTxt, sitemapXml] = await Promise.all([
    url.protocol === 'https:' || home.url.protocol === 'https:' ? httpTarget(root, policy) : Promise.resolve(undefined),
    exists(new URL('/robots.txt', root), policy),
    exists(new URL('/sitemap.xml', root), policy),
  ]);
  const analysis = isHtml && home.status < 400 ? await analyzeHtmlOffThread(home.body.toString('utf8')) : undefined;
  const xRobots = home.headers['x-robots-tag'];
  const findings = siteFindings({
    home: {
      finalUrl: home.url,
      status: home.status,
      elapsedMs: home.elapsedMs,
      contentType,
      xRobotsTag: Array.isArray(xRobots) ? xRobots.join(',') : xRobots,
      sizeBytes: home.body.length,
      truncated: home.truncated,
      facts: analysis && 'facts' in analysis ? analysis.facts : undefined,
      overLimit: analysis && 'limit' in analysis ? analysis.limit : undefined,
    },
    httpRedirect,
    robotsTxt,
    sitemapXml,
    phone,
  });
  const outcome: CheckOutcome = home.status >= 400 ? 'http-error' : isHtml ? 'ok' : 'not-html';
  return done(outcome, findings);
}
