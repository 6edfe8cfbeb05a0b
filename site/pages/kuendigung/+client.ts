// Vike's client entry of this HTML-only page (https://vike.dev/clientHooks: +client is loaded even with
// clientHooks: false). It hydrates the form island and nothing else: no client runtime, no page, no layout.
import { hydrateIsland } from '../../components/forms/hydrate-island.ts';
import { CancellationForm, cancellationIsland } from './cancellation-form.tsx';

hydrateIsland(cancellationIsland, CancellationForm);
