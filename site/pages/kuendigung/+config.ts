import type { Config } from 'vike/types';

// A form page: hydrates React (the site default is HTML-only).
export default { clientHooks: true } satisfies Config;
