import { z } from 'zod';

// In the browser the site's CSP forbids eval. zod probes `new Function` when it builds its first object schema
// (its JIT) and the browser would report a CSP violation. Every content module that builds schemas imports this
// module first, so the switch is set before the first schema exists, whatever order a bundle evaluates modules
// in. https://zod.dev/api#jitless
if (typeof document !== 'undefined') z.config({ jitless: true });
