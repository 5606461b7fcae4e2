import { useLocalized } from '../../../../lib/i18n';
import { DocumentPage } from '../../components/document-page';
import { childSafetyDocument } from '../../content';

export function ChildSafetyPolicyPage() {
  return <DocumentPage document={useLocalized(childSafetyDocument)} />;
}
