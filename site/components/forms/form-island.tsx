import type { FormKind } from '@sichtwerk/forms/form-kinds';
import type { ComponentType } from 'react';

/**
 * Server side of an island: renders the form in the page's HTML inside an element marked with its kind
 * (@sichtwerk/forms/form-kinds) and writes its props next to it, so the page's +client.ts can hydrate exactly this element with exactly these props (see
 * hydrate-island.ts). The page around it stays static HTML. Props must be JSON: they are the form's copy,
 * passed in from the content package so the browser bundle never carries page texts.
 */
export function FormIsland<Props extends object>({
  kind,
  component: Component,
  props,
}: {
  kind: FormKind;
  component: ComponentType<Props>;
  props: Props;
}) {
  return (
    <div data-island={kind} data-island-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
