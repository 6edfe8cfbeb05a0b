/**
 * Security headers for every answer of the service (helmet). The pages and the API get the site's strict
 * policy; /admin (the bull-board dashboard) gets the same policy with inline styles allowed, because its UI
 * needs them — relaxing only there keeps the public pages strict.
 */
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { adminCspDirectives, siteCspDirectives } from './content-security-policy.ts';

/** One year, subdomains included: the same value Caddy and the CDN headers send. */
export const hstsMaxAgeSeconds = 31_536_000;

function options(directives: Readonly<Record<string, readonly string[]>>): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(directives).map(([name, sources]) => [name, [...sources]])),
    },
    strictTransportSecurity: { maxAge: hstsMaxAgeSeconds, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  };
}

export const adminPathPrefix = '/admin';

export function securityHeaders(): RequestHandler {
  const site = helmet(options(siteCspDirectives));
  const admin = helmet(options(adminCspDirectives));
  return (req, res, next) => {
    const underAdmin = req.path === adminPathPrefix || req.path.startsWith(`${adminPathPrefix}/`);
    (underAdmin ? admin : site)(req, res, next);
  };
}
