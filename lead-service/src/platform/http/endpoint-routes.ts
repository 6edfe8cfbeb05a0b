/**
 * Express adapted from a table of endpoints (@sichtwerk/forms/define-endpoint): one route per endpoint, its
 * method and path from the table, the guards of its access level, a body parser where it takes a body (JSON; a
 * plain form's fields for a page), and one handler that gets the path parameters, query and body parsed with the
 * table's schemas. Bad input never reaches a handler: it is thrown as a German 400 (a message per field, or the
 * endpoint's one message; path parameters that name nothing as its 404) and leaves through the one error
 * middleware, like everything a handler throws — as the page's own refusal where the table names its heading. The handler's answer is sent as the table says: JSON (with the endpoint's status), a file,
 * or a personal page in the site's frame.
 */
import type {
  Access,
  EndpointDefinition,
  EndpointTable,
  FileAnswer,
  JsonAnswer,
  ParsedInput,
  TextAnswer,
} from '@sichtwerk/forms/define-endpoint';
import { errorCodes } from '@sichtwerk/forms/error-body';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import * as z from 'zod/mini';
import { AppError } from '../errors/app-error.ts';
import { pageFrameOf } from './form-post.ts';
import type { FormAnswer } from './form-post-pages.ts';
import { sendPersonalPage } from './visitor-page.ts';

/** A page answer: a personal page in the site's frame with its status, or a 303 to the next page. */
export type PageOutcome = { readonly status: number; readonly page: FormAnswer } | { readonly redirect: string };

/** A text answer with its media type (Prometheus' own). */
export interface TextOutcome {
  readonly contentType: string;
  readonly text: string;
}

export type Returned<E extends EndpointDefinition> =
  E['answer'] extends JsonAnswer<infer T>
    ? T
    : E['answer'] extends FileAnswer
      ? string
      : E['answer'] extends TextAnswer
        ? TextOutcome
        : PageOutcome;

/** The request and response, for what only HTTP knows: the session, the caller's address, cookies. */
export interface Exchange {
  readonly req: Request;
  readonly res: Response;
}

export type Handler<E extends EndpointDefinition> = (input: ParsedInput<E>, http: Exchange) => Promise<Returned<E>> | Returned<E>;

/** A handler with middleware of its own before it (a rate limit). */
export interface Binding<E extends EndpointDefinition> {
  readonly before: readonly RequestHandler[];
  readonly handle: Handler<E>;
}

export type Handlers<T extends EndpointTable> = { readonly [K in keyof T]: Handler<T[K]> | Binding<T[K]> };

export interface EndpointRouteOptions {
  /** The guards of each access level the table uses besides 'public' (sign-in, role). */
  readonly access?: Partial<Record<Exclude<Access, 'public'>, readonly RequestHandler[]>>;
  /** JSON bodies: at most this size; `anyType` also reads a body sent without the JSON media type. */
  readonly json?: { readonly limit: string; readonly anyType?: boolean };
  /** A page's form bodies (application/x-www-form-urlencoded): at most this size and this many fields. */
  readonly form?: { readonly limit: string; readonly parameterLimit: number };
}

type Part = 'params' | 'query' | 'body';

/** The first message per field; a problem with the whole body is the field `anfrage`. */
function refusal(endpoint: EndpointDefinition, part: Part, error: z.core.$ZodError): AppError {
  const pageTitle = endpoint.answer.kind === 'page' ? endpoint.answer.invalidTitle : undefined;
  const page = pageTitle ? { pageTitle } : {};
  if (part === 'params' && endpoint.notFound)
    return new AppError({ code: errorCodes.notFound, status: 404, message: endpoint.notFound, ...page });
  if (part !== 'params' && endpoint.invalid)
    return new AppError({ code: errorCodes.validationFailed, status: 400, message: endpoint.invalid, ...page });
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || 'anfrage'] ??= issue.message;
  return new AppError({
    code: errorCodes.validationFailed,
    status: 400,
    message: Object.values(fields)[0] ?? 'Die Anfrage ist ungültig.',
    fields,
    ...page,
  });
}

function parsePart(endpoint: EndpointDefinition, part: Part, value: unknown): unknown {
  const schema = endpoint[part];
  if (!schema) return part === 'body' ? undefined : value;
  const result = z.safeParse(schema, value ?? {});
  if (!result.success) throw refusal(endpoint, part, result.error);
  return result.data;
}

async function send(endpoint: EndpointDefinition, { req, res }: Exchange, answer: unknown): Promise<void> {
  switch (endpoint.answer.kind) {
    case 'json':
      res.status(endpoint.status ?? 200).json(answer);
      return;
    case 'file':
      res.type(endpoint.answer.contentType).attachment(endpoint.answer.filename).send(answer);
      return;
    case 'text': {
      const { contentType, text } = answer as TextOutcome;
      res.set('Content-Type', contentType).send(text);
      return;
    }
    case 'page': {
      const outcome = answer as PageOutcome;
      if ('redirect' in outcome) res.redirect(303, outcome.redirect);
      else await sendPersonalPage(res, pageFrameOf(req.app), outcome.status, outcome.page);
      return;
    }
  }
}

export function endpointRoutes<T extends EndpointTable>(table: T, handlers: Handlers<T>, options: EndpointRouteOptions = {}): Router {
  const router = Router();
  const json = express.json({ limit: options.json?.limit ?? '4kb', type: options.json?.anyType ? () => true : 'application/json' });
  const form = express.urlencoded({
    extended: false,
    limit: options.form?.limit ?? '2kb',
    parameterLimit: options.form?.parameterLimit ?? 8,
  });
  for (const name of Object.keys(table) as (keyof T & string)[]) {
    const endpoint = table[name] as EndpointDefinition;
    const bound = handlers[name] as Handler<EndpointDefinition> | Binding<EndpointDefinition>;
    const { before, handle } = typeof bound === 'function' ? { before: [], handle: bound } : bound;
    const guards = endpoint.access === 'public' ? [] : options.access?.[endpoint.access];
    if (!guards) throw new Error(`${endpoint.path}: no guard for access '${endpoint.access}'`);
    const route = endpoint.method === 'GET' ? router.get.bind(router) : router.post.bind(router);
    const bodyParser = endpoint.answer.kind === 'page' ? form : json;
    route(endpoint.path, ...guards, ...before, ...(endpoint.body ? [bodyParser] : []), async (req, res) => {
      const input = {
        params: parsePart(endpoint, 'params', req.params),
        query: parsePart(endpoint, 'query', req.query),
        body: parsePart(endpoint, 'body', req.body),
      } as ParsedInput<EndpointDefinition>;
      await send(endpoint, { req, res }, await handle(input, { req, res }));
    });
  }
  return router;
}
