import { useLocalized } from '../../../../lib/localized';
import { DocumentPage } from '../../components/document-page';
import { childSafetyDocument } from '../../content';

export function ChildSafetyPolicyPage() {
  return <DocumentPage document={useLocalized(childSafetyDocument)} />;
}
