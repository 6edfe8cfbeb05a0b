/**
 * The HTTP adapter every form shares: JSON only, the form protection's two fields taken off the body, the
 * rest validated with the form's shared schema, the use-case, 201 `{ id, submittedAt }`. Failures are thrown
 * and leave through the one error middleware as German JSON.
 */
import { Router, type RequestHandler } from 'express';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { formProtectionFields } from '../shared/form-protection-fields.ts';
import type { FormSignals, SubmitLead } from './submit-lead.ts';

/** The form protection's body keys (shared/form-protection-fields.ts); site/components/forms sends them. */
const { honeypot: honeypotKey, token: tokenKey } = formProtectionFields;

/** Splits the protection's fields off a body; anything that is not a plain JSON object passes unchanged. */
export function takeSignals(body: unknown): { fields: unknown; signals: FormSignals } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { fields: body, signals: {} };
  const { [honeypotKey]: honeypot, [tokenKey]: token, ...fields } = body as Record<string, unknown>;
  return { fields, signals: { honeypot, token } };
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

/** express.json() silently skips other content types; the API says so instead of failing validation. */
export const requireJson: RequestHandler = (req, _res, next) => {
  if (!req.is('application/json')) {
    next(new AppError('NICHT_UNTERSTUETZTER_INHALT', 415, 'Bitte sende die Anfrage als JSON (Content-Type: application/json).'));
    return;
  }
  next();
};

/** The first message per field: one clear instruction beats a list of everything wrong with it. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (field && !(field in fields)) fields[field] = issue.message;
  }
  return fields;
}

export function formRoute<Schema extends z.ZodType>(path: string, schema: Schema, submit: SubmitLead<z.output<Schema>>): Router {
  const router = Router();
  router.post(path, requireJson, async (req, res) => {
    const { fields, signals } = takeSignals(req.body);
    const parsed = schema.safeParse(fields);
    if (!parsed.success) {
      throw new AppError('VALIDIERUNG_FEHLGESCHLAGEN', 400, 'Bitte prüfe deine Eingaben.', fieldMessages(parsed.error));
    }
    const nul = fieldsWithNul(parsed.data);
    if (Object.keys(nul).length > 0) throw new AppError('VALIDIERUNG_FEHLGESCHLAGEN', 400, 'Bitte prüfe deine Eingaben.', nul);
    const { id, submittedAt } = await submit(parsed.data, signals);
    res.status(201).json({ id, submittedAt: submittedAt.toISOString() });
  });
  return router;
}
