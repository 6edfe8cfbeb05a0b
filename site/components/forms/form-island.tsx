import { formCopy } from '@sichtwerk/content/form-copy';
import { pages } from '@sichtwerk/content/routes';
import { formPostPathOf } from '@sichtwerk/forms/form-post';
import { type FormKind, formKinds } from '@sichtwerk/forms/form-kinds';
import { formDeclarations } from '@sichtwerk/forms/schemas';
import { KindForm, type KindFormProps } from './kind-form.tsx';

/**
 * Server side of the form island: renders the kind's form in the page's HTML inside an element marked with
 * its kind (@sichtwerk/forms/form-kinds) and writes its props — the kind, its endpoint, its plain post's address and its copy from the content
 * package — next to it, so the form pages' +client.ts can hydrate exactly this element with exactly these
 * props (see hydrate-island.ts). The page around it stays static HTML.
 */
export function FormIsland({ kind }: { kind: FormKind }) {
  const props: KindFormProps = {
    kind,
    endpoint: formKinds[kind].endpoint,
    postPath: formPostPathOf(pages[formKinds[kind].page].path),
    copy: formCopy[kind],
  };
  return (
    <div data-island={kind} data-island-props={JSON.stringify(props)}>
      <KindForm {...props} declaration={formDeclarations[kind]} />
    </div>
  );
}
