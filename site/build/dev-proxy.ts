import type { ProxyOptions } from 'vite';

/**
 * `npm run dev` (scripts/dev.ts) runs the lead service beside Vite and hands over its public paths as proxy keys
 * (regular expressions over the URL, from lead-service/src/app/service-paths.ts, the list the Caddyfile forwards):
 * the forms' API, the confirmation step, the booking and result pages, the desk, the dashboard and the probes.
 * `vike dev` on its own runs no lead service and forwards nothing.
 */
export function devProxy(env: Readonly<Record<string, string | undefined>> = process.env): Record<string, ProxyOptions> {
  const target = env.DEV_API_TARGET ?? 'http://127.0.0.1:3001';
  const keys: unknown = JSON.parse(env.DEV_API_PATHS ?? '[]');
  if (!Array.isArray(keys) || !keys.every((key) => typeof key === 'string' && key.startsWith('^'))) {
    throw new Error('DEV_API_PATHS: expected a JSON list of proxy patterns (scripts/dev.ts writes it)');
  }
  return Object.fromEntries(keys.map((key: string) => [key, { target, xfwd: true }]));
}
