import type { ErrorBody } from '@sichtwerk/forms/error-body';

export type { ErrorBody };

/**
 * An error meant for the visitor: a stable code for the site, an HTTP status, and a German message the
 * error toast can show as it is (docs/decisions.md: a visitor never sees raw JSON or a stack trace).
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: string;
  readonly status: number;
  /** Per-field German messages, for validation errors. */
  readonly fields?: Readonly<Record<string, string>>;
  /** Response headers that belong to the answer, e.g. Retry-After on 429 and 503. */
  readonly headers?: Readonly<Record<string, string>>;

  constructor(
    code: string,
    status: number,
    message: string,
    fields?: Readonly<Record<string, string>>,
    headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.code = code;
    this.status = status;
    if (fields) this.fields = fields;
    if (headers) this.headers = headers;
  }

  toJSON(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}
