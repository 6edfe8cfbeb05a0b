import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  prerender: true,
  lang: 'de',
  // Every page is HTML-only: no client runtime, no React, no JS. The form pages add a +client.ts that
  // hydrates only their form (an island); +client is loaded even with clientHooks: false.
  // https://vike.dev/clientHooks
  clientHooks: false,
  // Page and Layout run on the server only (https://vike.dev/meta): no page's code enters a client bundle,
  // so nothing a form island shares with the pages (React, zod's core) is bundled together with page code.
  meta: {
    Page: { env: { server: true } },
    Layout: { env: { server: true } },
  },
  trailingSlash: false,
  // Each page is a full document load; the few hydrated form pages need no client router.
  clientRouting: false,
} satisfies Config;
