import { analysisThankYou } from '@sichtwerk/content/analysis-offer';
import { ThankYouView } from '../../components/marketing/index.ts';

export function Page() {
  return <ThankYouView copy={analysisThankYou} />;
}
