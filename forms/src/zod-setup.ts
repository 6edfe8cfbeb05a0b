import { config } from 'zod/mini';

// In the browser the site's CSP forbids eval. zod probes `new Function` when it builds its first object schema
// (its JIT) and the browser would report a CSP violation. zod and zod/mini share one global configuration, so
// this one switch covers both: schema-fields.ts and every content module that builds schemas (content/src/
// schemas.ts, page-copy.ts, validate.ts, …) import this module first, so it is set before the first schema
// exists, whatever order a bundle evaluates modules in. https://zod.dev/api#jitless
if (typeof document !== 'undefined') config({ jitless: true });
