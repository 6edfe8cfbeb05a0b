import { formPageContents } from '@sichtwerk/content/form-page-contents';
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import { usePageContext } from 'vike-react/usePageContext';
import { FormPageView } from '../../components/form-page/index.ts';

/** The form page of the kind +route.ts matched: its copy from the content package around its form. */
export function Page() {
  const kind = usePageContext().routeParams.kind as FormKind;
  return <FormPageView kind={kind} content={formPageContents[kind]} />;
}
