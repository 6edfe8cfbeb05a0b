/**
 * The one error middleware: every failure leaves the service as `{ error: { code, message, fields? } }` in
 * German (a plain HTML form post gets the same message as a page, and bad input to a visitor's personal page
 * — the booking's — that page's refusal under its heading). Body-parser failures are the visitor's
 * fault and get 4xx answers; anything unknown is logged and answered with a generic 500 that leaks no stack
 * trace.
 */
import type { ErrorRequestHandler } from 'express';
import { isDatabaseUnavailable } from '../db/database-errors.ts';
import { isFormPost, pageFrameOf, siteLink } from './form-post.ts';
import { formAnswerPage, formPostErrorPage, messagePage, postedFields, resendPage } from './form-post-pages.ts';
import { sendPersonalPage } from './visitor-page.ts';
import type { Logger } from '../logger.ts';
import { loggedPath } from './request-log.ts';
import { errorCodes } from '@sichtwerk/forms/error-body';
import { AppError } from '../errors/app-error.ts';

/**
 * body-parser marks its errors with `type` and `status`
 * (https://github.com/expressjs/body-parser#errors).
 */
interface BodyParserError {
  type: string;
  status: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { type?: unknown }).type === 'string' &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}

function fromBodyParser(error: BodyParserError): AppError | undefined {
  switch (error.type) {
    case 'entity.parse.failed':
      return new AppError({ code: errorCodes.invalidJson, status: 400, message: 'Die Anfrage enthält kein gültiges JSON.' });
    case 'entity.too.large':
      return new AppError({ code: errorCodes.tooLarge, status: 413, message: 'Die Anfrage ist zu groß.' });
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError({
        code: errorCodes.unsupportedContent,
        status: 415,
        message: 'Diese Zeichenkodierung wird nicht unterstützt. Bitte sende UTF-8-JSON.',
      });
    case 'request.aborted':
      return new AppError({ code: errorCodes.aborted, status: 400, message: 'Die Anfrage wurde abgebrochen.' });
    default:
      return error.status >= 400 && error.status < 500
        ? new AppError({ code: errorCodes.badRequest, status: error.status, message: 'Die Anfrage konnte nicht gelesen werden.' })
        : undefined;
  }
}

/**
 * PostgreSQL unreachable, or a table locked past the lock timeout (platform/db/database-errors.ts), on any route that
 * reads (the desk's inbox over every kind): a state that passes, answered as such. The form posts answer their
 * own 503 (pipeline/submit-lead.ts).
 */
const databaseUnavailable = new AppError({
  code: errorCodes.temporarilyUnavailable,
  status: 503,
  message: 'Die gespeicherten Daten sind gerade nicht erreichbar. Bitte versuche es in einer Minute noch einmal.',
  headers: { 'Retry-After': '30' },
});

const internalError = new AppError({
  code: errorCodes.internal,
  status: 500,
  message: 'Da ist bei uns etwas schiefgelaufen. Bitte versuche es später erneut.',
});

export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const known =
      error instanceof AppError
        ? error
        : isBodyParserError(error)
          ? fromBodyParser(error)
          : isDatabaseUnavailable(error)
            ? databaseUnavailable
            : undefined;
    const answer = known ?? internalError;
    if (answer.status >= 500) {
      logger.error({ err: error, method: req.method, path: loggedPath(req.originalUrl) }, 'request failed');
    }
    if (answer.headers) res.set(answer.headers);
    if (answer.pageTitle) {
      // sendPersonalPage never rejects: without the site's frame it answers with a plain page.
      void sendPersonalPage(res, pageFrameOf(req.app), answer.status, messagePage(answer.pageTitle, answer.message));
      return;
    }
    // A plain form post came from a browser without script: it shows the answer as a page, so it gets one.
    if (isFormPost(req)) {
      res.status(answer.status).type('html').set('Cache-Control', 'no-store');
      // A lead the database could not take yet is only delayed: the page carries the input for one more try.
      const page =
        answer.code === errorCodes.storageUnavailable
          ? resendPage(answer.message, req.originalUrl, postedFields(req.body))
          : formPostErrorPage(answer.message, siteLink(res, '/'));
      // formAnswerPage never rejects: without the site's frame it answers with a plain page.
      void formAnswerPage(pageFrameOf(req.app), page).then((html) => res.send(html));
      return;
    }
    res.status(answer.status).json(answer.toJSON());
  };
}
