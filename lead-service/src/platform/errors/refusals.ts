/**
 * The refusals a use case answers with, each a German message for the screen that shows it as it is: what the
 * path names does not exist (404), the request is wrong in one field or as a whole (400), or it cannot be done
 * in the state things are in (409, or 422 for what is incomplete).
 */
import { errorCodes } from '@sichtwerk/forms/error-body';
import { AppError } from './app-error.ts';

export const notFound = (message: string) => new AppError({ code: errorCodes.notFound, status: 404, message });

export const badRequest = (message: string) => new AppError({ code: errorCodes.validationFailed, status: 400, message });

export const invalidField = (field: string, message: string) =>
  new AppError({ code: errorCodes.validationFailed, status: 400, message, fields: { [field]: message } });

export const notPossible = (message: string, status: 409 | 422 = 409) => new AppError({ code: errorCodes.notPossible, status, message });
