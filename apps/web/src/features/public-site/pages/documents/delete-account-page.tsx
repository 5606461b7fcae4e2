import { useLocalized } from '../../../../lib/localized';
import { DocumentPage } from '../../components/document-page';
import { deleteAccountDocument } from '../../content';

export function DeleteAccountPage() {
  return <DocumentPage document={useLocalized(deleteAccountDocument)} />;
}
