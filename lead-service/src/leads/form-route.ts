/**
 * The HTTP adapter every form shares: JSON only, validation with the form's shared schema, the use-case,
 * 201 `{ id, submittedAt }`. Failures are thrown and leave through the one error middleware as German JSON.
 */
import { Router, type RequestHandler } from 'express';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import type { SubmitLead } from './submit-lead.ts';

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
    const parsed = schema.safeParse(req.body);
    if (!parsed.success) {
      throw new AppError('VALIDIERUNG_FEHLGESCHLAGEN', 400, 'Bitte prüfe deine Eingaben.', fieldMessages(parsed.error));
    }
    const { id, submittedAt } = await submit(parsed.data);
    res.status(201).json({ id, submittedAt: submittedAt.toISOString() });
  });
  return router;
}
