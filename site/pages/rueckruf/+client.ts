// Vike's client entry of this HTML-only page (https://vike.dev/clientHooks: +client is loaded even with
// clientHooks: false). It wakes the form island on first use and hydrates nothing else: no client runtime,
// no page, no layout. Only the loader is fetched up front; the form follows on demand.
import { hydrateIslandOnFirstUse } from '../../components/forms/hydrate-island.ts';

hydrateIslandOnFirstUse('callback-request', () => import('./callback-request-form.tsx').then((module) => module.CallbackRequestForm));
