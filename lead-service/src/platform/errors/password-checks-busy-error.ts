import { errorCodes } from '@sichtwerk/forms/error-body';
import { AppError } from './app-error.ts';

/**
 * Every password-check thread is busy and the short queue in front of them is full (platform/staff/password-threads.ts):
 * the login is answered at once instead of piling up hash work that would take memory and time from the site.
 */
export class PasswordChecksBusyError extends AppError {
  constructor() {
    super({
      code: errorCodes.temporarilyUnavailable,
      status: 503,
      message: 'Gerade melden sich sehr viele gleichzeitig an. Bitte versuche es in ein paar Sekunden noch einmal.',
      headers: { 'Retry-After': '5' },
    });
  }
}
