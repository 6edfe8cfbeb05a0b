import type { KindDeclaration, KindFormProps } from './kind-form.tsx';

const wakeEvents = ['focusin', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Each kind's fields and schema, one chunk per kind, fetched only for the kind on the page: the glob names
 * no kind, so a new kind's module is found by its file name (`<kind>-schema.ts`). Only these two exports are
 * imported, so the chunk leaves out the rest of the kind's declaration (its endpoint comes with the island's
 * props; `npm run kinds` checks every kind exports both).
 */
const fieldsOf = import.meta.glob<KindDeclaration['fields']>('../../../forms/src/*-schema.ts', { import: 'fields' });
const schemaOf = import.meta.glob<KindDeclaration['schema']>('../../../forms/src/*-schema.ts', { import: 'schema' });

/**
 * Browser side of the form island (form-island.tsx), called from the form pages' one +client.ts — Vike's
 * client entry of an HTML-only page (clientHooks: false, so neither Vike's client runtime nor the page itself
 * is loaded).
 *
 * The island wakes on first use: the page loads only this loader, and React, the form and its schema follow
 * when a visitor first touches, focuses or types into the form. Until then the form is the plain HTML form
 * that posts without JavaScript, and the page loads like every content page. A submit that comes before the
 * island is awake is held, and sent through the hydrated form once it is, so with JavaScript the form always
 * behaves the same (validation beside the fields, toast, one request).
 */
export function hydrateIslandOnFirstUse(): void {
  const container = document.querySelector<HTMLElement>('[data-island]');
  const path = `../../../forms/src/${container?.dataset.island}-schema.ts`;
  const loadFields = fieldsOf[path];
  const loadSchema = schemaOf[path];
  if (!container || !loadFields || !loadSchema) return;
  let awake: Promise<void> | undefined;
  const wake = () => {
    // React itself is loaded on demand too, so the page's own script stays a few hundred bytes.
    awake ??= Promise.all([import('./kind-form.tsx'), loadFields(), loadSchema(), import('react'), import('react-dom/client')]).then(
      ([{ KindForm }, fields, schema, { createElement }, { hydrateRoot }]) =>
        new Promise<void>((resolve) => {
          const props = JSON.parse(container.dataset.islandProps ?? '{}') as KindFormProps;
          hydrateRoot(container, createElement(KindForm, { ...props, declaration: { fields, schema } }));
          // <LeadFormElement> marks itself data-enhanced once React has hydrated it and its handlers are live.
          const poll = () => (container.querySelector('form[data-enhanced]') ? resolve() : requestAnimationFrame(poll));
          poll();
        }),
    );
    return awake;
  };
  for (const type of wakeEvents) container.addEventListener(type, () => void wake(), { once: true, passive: true });
  // Registered before React's own listeners on the same element, so it sees a submit first and keeps it from
  // them (a hydration under way would otherwise answer it too: two requests); once the form is hydrated it
  // steps aside.
  container.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.hasAttribute('data-enhanced')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const submitter = event.submitter;
      void wake().then(() => form.requestSubmit(submitter));
    },
    { capture: true },
  );
}
