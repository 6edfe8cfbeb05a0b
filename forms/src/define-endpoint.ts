/**
 * An HTTP endpoint of the lead service, declared once: method, path, who may call it, the schemas of its path
 * parameters, query and body, and what it answers. An area's endpoints are one table (`endpointTable`) under
 * one base path, in the spirit of Umami's route and contract files (github.com/umami-software/umami): the service adapts Express from the table
 * (lead-service/src/platform/http/endpoint-routes.ts: parse with the schemas, German 400 through the one error
 * middleware), the desk's client is generated from it (desk/src/lib/api.ts), and the paths that must reach the
 * service are read off it. Bundled into the desk: types and zod/mini schemas only.
 */
import type * as z from 'zod/mini';

export type Method = 'GET' | 'POST';

/** Anyone (a visitor, a probe), a signed-in member of staff, or an admin. */
export type Access = 'public' | 'staff' | 'admin';

/** JSON of this type; a phantom, nothing of `T` exists at run time. */
export interface JsonAnswer<T> {
  readonly kind: 'json';
  readonly type?: T;
}
/** A download (the inbox as CSV). */
export interface FileAnswer {
  readonly kind: 'file';
  readonly contentType: string;
  readonly filename: string;
}
/** Text for a program to read (Prometheus' format). */
export interface TextAnswer {
  readonly kind: 'text';
}
/** A page the service renders in the site's frame, or a redirect (a plain form's 303). */
export interface PageAnswer {
  readonly kind: 'page';
  /** The heading of the personal page that answers bad input; without it, bad input is answered like anywhere else. */
  readonly invalidTitle?: string;
}
export type Answer = JsonAnswer<unknown> | FileAnswer | TextAnswer | PageAnswer;

export const json = <T>(): JsonAnswer<T> => Object.freeze({ kind: 'json' });
export const file = (contentType: string, filename: string): FileAnswer => Object.freeze({ kind: 'file', contentType, filename });
export const text = (): TextAnswer => Object.freeze({ kind: 'text' });
export const page = (options: { invalidTitle?: string } = {}): PageAnswer => Object.freeze({ kind: 'page', ...options });

type Schema = z.core.$ZodType;

export interface EndpointDefinition {
  readonly method: Method;
  /** Below the table's base; `:name` is a path parameter (`/leads/:id/notes`). */
  readonly path: `/${string}`;
  readonly access: Access;
  /** Path parameters; without a schema they arrive as the strings Express matched. */
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  readonly answer: Answer;
  /** The status of a successful JSON answer (201 for what it creates); 200 when absent. */
  readonly status?: number;
  /** Bad query or body is answered with this one message (400) instead of a message per field. */
  readonly invalid?: string;
  /** Path parameters that do not parse name nothing there: 404 with this message instead of 400. */
  readonly notFound?: string;
}

/** Where a table's paths start: `/vertrieb/api` for the desk's, nothing for a table of whole paths. */
export type Base = '' | `/${string}`;

/** An endpoint of a table: its definition and the table's base. */
export type Endpoint<D extends EndpointDefinition = EndpointDefinition> = D & { readonly base: Base };

export type EndpointTable<T extends Record<string, EndpointDefinition> = Record<string, EndpointDefinition>> = {
  readonly [K in keyof T]: Endpoint<T[K]>;
};

/* @__NO_SIDE_EFFECTS__ */
export function endpointTable<const T extends Record<string, EndpointDefinition>>(base: Base, endpoints: T): EndpointTable<T> {
  return Object.freeze(
    Object.fromEntries(Object.entries(endpoints).map(([name, endpoint]) => [name, Object.freeze({ ...endpoint, base })])),
  ) as EndpointTable<T>;
}

/** `'/leads/:id/notes'` → `'id'`. */
export type ParamNames<Path> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type Parsed<S, Fallback> = S extends Schema ? z.output<S> : Fallback;
type Given<S, Fallback> = S extends Schema ? z.input<S> : Fallback;

/** What the service's handler is handed, parsed. */
export interface ParsedInput<E extends EndpointDefinition> {
  params: Parsed<E['params'], { [Name in ParamNames<E['path']>]: string }>;
  query: Parsed<E['query'], Record<string, never>>;
  body: Parsed<E['body'], undefined>;
}

/** What a caller passes: the path's parameters, the query and the body, each only where the endpoint has one. */
export type CallInput<E extends EndpointDefinition> = ([ParamNames<E['path']>] extends [never]
  ? unknown
  : { params: { [Name in ParamNames<E['path']>]: string } }) &
  (E['query'] extends Schema ? { query: Given<E['query'], never> } : unknown) &
  (E['body'] extends Schema ? { body: Given<E['body'], never> } : unknown);

/** What the endpoint answers, as its caller reads it. */
export type AnswerOf<E extends EndpointDefinition> =
  E['answer'] extends JsonAnswer<infer T> ? T : E['answer'] extends FileAnswer ? Blob : string;

/** The path of an endpoint with its parameters filled in, each encoded as one segment. */
export function urlOf(endpoint: Endpoint, params: Readonly<Record<string, string>> = {}): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: parameter ${name} missing`);
    return encodeURIComponent(value);
  });
  return `${endpoint.base}${path}`;
}
