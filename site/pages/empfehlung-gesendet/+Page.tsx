import { referralThankYou } from '@sichtwerk/content/form-pages';
import { ThankYouView } from '../../components/marketing/index.ts';

export function Page() {
  return <ThankYouView copy={referralThankYou} />;
}
