// Vike's client entry of the form pages, all HTML-only (https://vike.dev/clientHooks: +client is loaded even
// with clientHooks: false). It wakes the page's form island on first use and hydrates nothing else: no client
// runtime, no page, no layout. Only the loader is fetched up front; the form and its kind's fields follow on demand.
import { hydrateIslandOnFirstUse } from '../../components/forms/hydrate-island.ts';

hydrateIslandOnFirstUse();
