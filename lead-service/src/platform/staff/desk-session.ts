/**
 * The desk's guards, in the order a request meets them: every answer under /vertrieb is private (no-store,
 * noindex); a state-changing request must come from the desk's own origin (checked besides the cookie,
 * against CSRF); an API request needs a live session (401) and, for some actions, the admin role (403).
 */
import { errorCodes } from '@sichtwerk/forms/error-body';
import type { Request, RequestHandler, Response } from 'express';
import type pg from 'pg';
import { AppError } from '../errors/app-error.ts';
import { sameOriginOnly } from '../http-security/same-origin-only.ts';
import { resumeSession, type DeskSession, type SessionTimes } from './sessions.ts';
import type { Role } from './users.ts';

export const deskPath = '/vertrieb';
export const sessionCookie = 'sichtwerk_desk';

/** The token from the Cookie header; the last one wins over a planted duplicate only if it is valid (resumeSession). */
export function sessionToken(req: Request): string | undefined {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === sessionCookie) return rest.join('=');
  }
  return undefined;
}

/** The queue dashboard, which an admin opens with the desk session: the cookie is sent there too, and only there. */
export const adminCookiePath = '/admin/queues';

function cookieOptions(req: Request, path: string) {
  // Behind Caddy or a platform proxy, req.secure follows X-Forwarded-Proto only from TRUST_PROXY addresses.
  return { httpOnly: true, sameSite: 'strict', secure: req.secure, path } as const;
}

export function setSessionCookie(req: Request, res: Response, token: string, maxAgeMs: number, role: Role): void {
  res.cookie(sessionCookie, token, { ...cookieOptions(req, deskPath), maxAge: maxAgeMs });
  if (role === 'admin') res.cookie(sessionCookie, token, { ...cookieOptions(req, adminCookiePath), maxAge: maxAgeMs });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(sessionCookie, cookieOptions(req, deskPath));
  res.clearCookie(sessionCookie, cookieOptions(req, adminCookiePath));
}

/** Whether the request carries the desk session of an admin (the queue dashboard's login besides basic auth). */
export function deskAdminCheck(pool: pg.Pool, times: SessionTimes): (req: Request) => Promise<boolean> {
  return async (req) => (await resumeSession(pool, sessionToken(req), times))?.role === 'admin';
}

/** No answer of the desk is stored by a browser cache or a CDN, or indexed. */
export const privateAnswers: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  res.set('X-Robots-Tag', 'noindex, nofollow');
  next();
};

/** A state-changing request must come from the desk's own page (the session cookie alone never suffices). */
export const sameOriginWrites = sameOriginOnly('Diese Aktion ist nur aus dem Vertriebs-Desk selbst heraus möglich.');

export function sessionOf(res: Response): DeskSession {
  const session = res.locals.deskSession as DeskSession | undefined;
  if (!session) throw new Error('sessionOf() used on a route without requireSession');
  return session;
}

export const loginRequired = () =>
  new AppError({ code: errorCodes.loginRequired, status: 401, message: 'Bitte melde dich an. Deine Sitzung ist abgelaufen oder beendet.' });

export function requireSession(pool: pg.Pool, times: SessionTimes): RequestHandler {
  return async (req, res, next) => {
    const session = await resumeSession(pool, sessionToken(req), times);
    if (!session) return next(loginRequired());
    res.locals.deskSession = session;
    next();
  };
}

export function requireRole(role: Role): RequestHandler {
  return (_req, res, next) => {
    if (sessionOf(res).role !== role) {
      next(
        new AppError({
          code: errorCodes.forbidden,
          status: 403,
          message: 'Dafür fehlt deinem Konto die Berechtigung (nur Administration).',
        }),
      );
      return;
    }
    next();
  };
}

/** The guards of the desk's access levels (@sichtwerk/forms/define-endpoint): a live session for staff, the admin role on top for admins. */
export function deskGuards(pool: pg.Pool, times: SessionTimes): { staff: RequestHandler[]; admin: RequestHandler[] } {
  const signedIn = requireSession(pool, times);
  return { staff: [signedIn], admin: [signedIn, requireRole('admin')] };
}
