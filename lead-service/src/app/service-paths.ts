/**
 * Every path the lead service answers, collected from the areas that declare them beside their routes
 * (platform/http/service-path.ts). The one list the rest derives from or is checked against: the Caddyfile's matcher and
 * the path table of infra/README.md (both written by `npm run config:docs`, both compared by
 * test/service-paths.test.ts), the dev server's proxy (scripts/dev.ts hands it over), and the service's own
 * pages, which keep links to these paths on the service's origin (SERVICE_URL). A route the service mounts
 * outside this list fails that test with its path named.
 */
import { callKindOf } from '../booking/call-kind.ts';
import { bookingPaths } from '../booking/booking-routes.ts';
import { confirmationPaths } from '../pipeline/confirmation/confirmation-links.ts';
import { formPostPaths } from '../pipeline/form-post-addresses.ts';
import { deskPaths } from '../desk/desk-routes.ts';
import { instanceCheckPaths, probePaths } from '../ops/health/health-routes.ts';
import { matchesAny, patternRegExp, type PathPattern, type ServedPaths } from '../platform/http/service-path.ts';
import type { LeadForm } from '../kind-kit/define-lead-form.ts';
import { formApiPaths } from '../pipeline/lead-routes.ts';
import { metricsPaths } from '../ops/metrics/metrics-route.ts';
import { dashboardPaths } from '../ops/queue-dashboard.ts';

/** The paths of a service that runs these kinds: the generic areas' and each kind's own (its services' visitor pages). */
export function servicePathsOf(forms: readonly LeadForm[]): readonly ServedPaths[] {
  return Object.freeze([
    formApiPaths,
    formPostPaths,
    confirmationPaths,
    ...(callKindOf(forms) ? [bookingPaths] : []),
    ...forms.flatMap((form) => form.services?.paths ?? []),
    deskPaths,
    dashboardPaths,
    probePaths,
    instanceCheckPaths,
    metricsPaths,
  ]);
}

/** What must reach the service from outside: Caddy's matcher, the dev proxy, the API origin's proxy. */
export function publicPatternsOf(paths: readonly ServedPaths[]): readonly PathPattern[] {
  return Object.freeze(paths.filter((entry) => !entry.internal).flatMap((entry) => entry.patterns));
}

/** Whether the service answers `url` (a path, with or without its query) for visitors. */
export function isPublicServicePath(paths: readonly ServedPaths[], url: string): boolean {
  return matchesAny(publicPatternsOf(paths), url);
}

/**
 * The dev server's proxy keys (Vite reads a key that starts with `^` as a regular expression over the URL,
 * query included): one per public pattern. scripts/dev.ts hands them to site/vite.config.ts.
 */
export function devProxyKeysOf(paths: readonly ServedPaths[]): readonly string[] {
  return publicPatternsOf(paths).map((pattern) => patternRegExp(pattern).source);
}
