// Vike's client entry of this HTML-only page (https://vike.dev/clientHooks: +client is loaded even with
// clientHooks: false). It wakes the form island on first use and hydrates nothing else: no client runtime,
// no page, no layout. Only the island's name is imported up front; the form follows on demand.
import { hydrateIslandOnFirstUse } from '../../components/forms/hydrate-island.ts';
import { islandNames } from '../../components/forms/island-names.ts';

hydrateIslandOnFirstUse(islandNames.cancellation, () => import('./cancellation-form.tsx').then((module) => module.CancellationForm));
