import type { ErrorBody, ErrorCode } from '@sichtwerk/forms/error-body';

export type { ErrorBody };

export interface AppErrorInit {
  /** One of the codes in @sichtwerk/forms/error-body; the site reacts to it. */
  code: ErrorCode;
  status: number;
  /** German, shown to the visitor as it is. */
  message: string;
  /** Per-field German messages, for validation errors. */
  fields?: Readonly<Record<string, string>>;
  /** Response headers that belong to the answer, e.g. Retry-After on 429 and 503. */
  headers?: Readonly<Record<string, string>>;
  /** The heading of the personal page a page endpoint answers it with (platform/http/endpoint-routes.ts). */
  pageTitle?: string;
}

/**
 * An error meant for the visitor: a stable code for the site, an HTTP status, and a German message the
 * error toast can show as it is (docs/decisions.md: a visitor never sees raw JSON or a stack trace).
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Readonly<Record<string, string>>;
  readonly headers?: Readonly<Record<string, string>>;
  readonly pageTitle?: string;

  constructor({ code, status, message, fields, headers, pageTitle }: AppErrorInit) {
    super(message);
    this.code = code;
    this.status = status;
    if (fields) this.fields = fields;
    if (headers) this.headers = headers;
    if (pageTitle) this.pageTitle = pageTitle;
  }

  toJSON(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}
