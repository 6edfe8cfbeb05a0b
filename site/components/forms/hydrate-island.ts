import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Browser side of an island (form-island.tsx): hydrates the one marked element with the component and the
 * props the server rendered it with. Called from a form page's +client.ts, Vike's client entry for an
 * HTML-only page (clientHooks: false, so neither Vike's client runtime nor the page itself is loaded).
 */
export function hydrateIsland<Props extends object>(name: string, component: ComponentType<Props>): void {
  const container = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  if (!container) return;
  const props = JSON.parse(container.dataset.islandProps ?? '{}') as Props;
  hydrateRoot(container, createElement(component, props));
}
