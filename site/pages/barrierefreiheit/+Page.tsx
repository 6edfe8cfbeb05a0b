import { barrierefreiheit } from '@sichtwerk/content/legal/index';
import { LegalDocumentView } from '../../components/legal/legal-document-view.tsx';

export function Page() {
  return <LegalDocumentView document={barrierefreiheit} />;
}
