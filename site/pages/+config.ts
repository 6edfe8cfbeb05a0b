import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  prerender: true,
  lang: 'de',
  // Pages are HTML-only unless they opt in (the four form pages): no client runtime, no React, no JS.
  // https://vike.dev/clientHooks
  clientHooks: false,
  trailingSlash: false,
  // Each page is a full document load; the few hydrated form pages need no client router.
  clientRouting: false,
} satisfies Config;
