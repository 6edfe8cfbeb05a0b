/**
 * The HTTP adapter every form shares. Two ways in, one pipeline:
 *   - JSON (the enhanced form, fetch): 201 `{ id, submittedAt, reference }`; failures are thrown and leave through the
 *     one error middleware as German JSON.
 *   - a plain HTML form post (application/x-www-form-urlencoded, the form without JavaScript): 303 See Other
 *     to the form's thank-you page; invalid input is answered with a German HTML page (400) that lists each
 *     problem and shows the form again, filled with what was typed.
 * Either way the form protection's two fields are taken off the body, the rest is validated with the form's
 * shared schema (@sichtwerk/forms) and handed to the same use-case, so the spam screening is the same.
 */
import { formProtectionFields, honeypotInputName, leadSourceField } from '@sichtwerk/forms/form-protection';
import { errorCodes } from '@sichtwerk/forms/error-body';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type * as z from 'zod/mini';
import { AppError } from '../platform/errors/app-error.ts';
import { isFormPost, pageFrameOf, siteLink } from '../platform/http/form-post.ts';
import { formAnswerPage, invalidInputPage, postedFields, type CorrectionForm } from '../platform/http/form-post-pages.ts';
import { sourceFromIsland, sourceFromReferer } from './lead-source.ts';
import type { FormSignals, SubmitLead } from './submit-lead.ts';

/** The form protection's body keys (@sichtwerk/forms/form-protection); site/components/forms sends them. */
const { honeypot: honeypotKey, token: tokenKey } = formProtectionFields;

/** Splits the protection's fields off a body; anything that is not a plain JSON object passes unchanged. */
export function takeSignals(body: unknown): { fields: unknown; signals: FormSignals } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { fields: body, signals: {} };
  const { [honeypotKey]: honeypot, [tokenKey]: token, [leadSourceField]: source, ...fields } = body as Record<string, unknown>;
  return { fields, signals: { honeypot, token, source: sourceFromIsland(source) } };
}

/**
 * The same for a plain form post, where the honeypot arrives under its input's name (the page has no script
 * to rename it) and a token only if some client added one.
 */
export function takeFormPostSignals(body: unknown): { fields: unknown; signals: FormSignals } {
  if (typeof body !== 'object' || body === null) return { fields: {}, signals: {} };
  const { [honeypotInputName]: honeypotInput, ...rest } = body as Record<string, unknown>;
  const { fields, signals } = takeSignals(rest);
  return { fields, signals: { ...signals, honeypot: honeypotInput ?? signals.honeypot } };
}

/** PostgreSQL text cannot hold U+0000; a validated value with one is refused here instead of failing the INSERT with a 500. */
function fieldsWithNul(fields: unknown): Record<string, string> {
  const problems: Record<string, string> = {};
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return problems;
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value.includes('\u0000')) problems[key] = 'Dieses Feld enthält ein unzulässiges Steuerzeichen.';
  }
  return problems;
}

/** The body parsers silently skip other content types; the API says so instead of failing validation. */
export const requireFormBody: RequestHandler = (req, _res, next) => {
  if (!req.is('application/json') && !isFormPost(req)) {
    next(
      new AppError({
        code: errorCodes.unsupportedContent,
        status: 415,
        message: 'Bitte sende die Anfrage als JSON (Content-Type: application/json) oder als Formular (application/x-www-form-urlencoded).',
      }),
    );
    return;
  }
  next();
};

/** The first message per field: one clear instruction beats a list of everything wrong with it. */
export function fieldMessages(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (field && !(field in fields)) fields[field] = issue.message;
  }
  return fields;
}

/**
 * The pages a plain form post leads to: the form itself (for "back"), its thank-you page, and — for a lead
 * the form protection doubted — the confirmation step where the visitor asks for the receipt
 * (pipeline/confirmation/confirmation-routes.ts); absent, such a lead goes to the thank-you page too.
 */
export interface FormSitePages {
  form: string;
  thanks: string;
  confirmation?(id: string): string;
  /** The kind's fields and button, for the error page's correction form that keeps what was typed. */
  correction?: Omit<CorrectionForm, 'action'>;
}

async function refuse(req: Request, res: Response, pages: FormSitePages, fields: Record<string, string>, typed: unknown): Promise<void> {
  if (!isFormPost(req))
    throw new AppError({ code: errorCodes.validationFailed, status: 400, message: 'Bitte prüfe deine Eingaben.', fields });
  // The correction form posts where this post went (this service, on its own origin).
  const correction = pages.correction
    ? { form: { ...pages.correction, action: req.originalUrl.split('?')[0] ?? '' }, typed: postedFields(typed) }
    : undefined;
  const html = await formAnswerPage(pageFrameOf(req.app), invalidInputPage(fields, siteLink(res, pages.form), correction));
  res.status(400).type('html').set('Cache-Control', 'no-store').send(html);
}

export function formRoute<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  submit: SubmitLead<z.output<Schema>>,
  pages: FormSitePages,
  { recordsSource = true }: { recordsSource?: boolean } = {},
): Router {
  const router = Router();
  router.post(path, requireFormBody, async (req, res) => {
    // Read once: each check parses the Content-Type header again.
    const formPost = isFormPost(req);
    const { fields, signals } = formPost ? takeFormPostSignals(req.body) : takeSignals(req.body);
    const parsed = schema.safeParse(fields);
    if (!parsed.success) {
      await refuse(req, res, pages, fieldMessages(parsed.error), fields);
      return;
    }
    const nul = fieldsWithNul(parsed.data);
    if (Object.keys(nul).length > 0) {
      await refuse(req, res, pages, nul, fields);
      return;
    }
    const source = !recordsSource ? undefined : (signals.source ?? (formPost ? sourceFromReferer(req.get('referer')) : undefined));
    const { id, reference, submittedAt, spamReason } = await submit(parsed.data, { ...signals, source });
    if (!formPost) {
      res.status(201).json({ id, submittedAt: submittedAt.toISOString(), reference });
      return;
    }
    // 303, not 302: the browser follows with a GET, so reloading the next page never posts again. A doubted
    // lead (no valid time token: the form ran without script) gets no receipt until the visitor asks for it,
    // so the thank-you page, which promises one, would not be true; the confirmation step is served by this
    // service, on its own origin.
    if (spamReason && pages.confirmation) res.redirect(303, pages.confirmation(id));
    else res.redirect(303, siteLink(res, pages.thanks));
  });
  return router;
}
