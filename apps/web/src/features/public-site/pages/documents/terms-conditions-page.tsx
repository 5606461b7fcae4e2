import { useLocalized } from '../../../../lib/localized';
import { DocumentPage } from '../../components/document-page';
import { termsDocument } from '../../content';

export function TermsConditionsPage() {
  return <DocumentPage document={useLocalized(termsDocument)} />;
}
