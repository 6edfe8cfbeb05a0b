/**
 * A form kind as its one declaration in @sichtwerk/forms (`<kind>-schema.ts`, export `declaration`), in the
 * spirit of Astro's `defineCollection`: the kind's name, where it posts, the page that holds it, the page a
 * plain post leads to, and its fields with their schema. `npm run kinds` lists the declarations
 * (form-kinds.gen.ts, form-declarations.gen.ts); nothing else names a kind. Bundled into the browser with the
 * one kind's fields: imports only types.
 */
import type { FieldDeclarations } from './form-fields.ts';
import type * as z from 'zod/mini';

export interface FormKindDeclaration<
  Kind extends string = string,
  Endpoint extends `/api/${string}` = `/api/${string}`,
  Page extends string = string,
  ThankYouPage extends string = string,
  Fields extends FieldDeclarations = FieldDeclarations,
  Schema extends z.ZodMiniType = z.ZodMiniType,
> {
  /** Its name in code, in logs, in queued jobs, in the page's HTML (the island's name) and as its field ids' prefix. */
  readonly kind: Kind;
  /** Where the form posts; its last segment names the form for the time token. */
  readonly endpoint: Endpoint;
  /** The key of the page holding the form (page keys name their URL; the page's copy is in @sichtwerk/content). */
  readonly page: Page;
  /** The key of the page a plain post that succeeds leads to. */
  readonly thankYouPage: ThankYouPage;
  /** The fields, declared once (form-fields.ts). */
  readonly fields: Fields;
  /** The schema made of the fields (`schemaOf`): what the browser and the server validate with. */
  readonly schema: Schema;
}

/* @__NO_SIDE_EFFECTS__ */
export function defineFormKind<
  const Kind extends string,
  const Endpoint extends `/api/${string}`,
  const Page extends string,
  const ThankYouPage extends string,
  Fields extends FieldDeclarations,
  Schema extends z.ZodMiniType,
>(
  declaration: FormKindDeclaration<Kind, Endpoint, Page, ThankYouPage, Fields, Schema>,
): FormKindDeclaration<Kind, Endpoint, Page, ThankYouPage, Fields, Schema> {
  return Object.freeze({ ...declaration });
}
