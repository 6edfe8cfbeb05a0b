import { config } from 'zod/mini';

// In the browser the site's CSP forbids eval. zod probes `new Function` when it builds its first object schema
// (its JIT) and the browser would report a CSP violation. schema-fields.ts imports this module first, so the
// switch is set before any form schema exists. https://zod.dev/api#jitless
if (typeof document !== 'undefined') config({ jitless: true });
