import { thankYouCopies } from '@sichtwerk/content/form-pages';
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import { usePageContext } from 'vike-react/usePageContext';
import { ThankYouView } from '../../components/marketing/index.ts';

/** The thank-you page of the kind +route.ts matched. */
export function Page() {
  const { routeParams } = usePageContext();
  return <ThankYouView copy={thankYouCopies[routeParams.kind as FormKind]} />;
}
