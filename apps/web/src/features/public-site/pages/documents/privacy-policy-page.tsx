import { useLocalized } from '../../../../lib/localized';
import { DocumentPage } from '../../components/document-page';
import { privacyPolicyDocument } from '../../content';

export function PrivacyPolicyPage() {
  return <DocumentPage document={useLocalized(privacyPolicyDocument)} />;
}
