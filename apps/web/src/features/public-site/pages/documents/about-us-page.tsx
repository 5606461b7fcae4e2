import { useLocalized } from '../../../../lib/i18n';
import { DocumentPage } from '../../components/document-page';
import { aboutUsDocument } from '../../content';

export function AboutUsPage() {
  return <DocumentPage document={useLocalized(aboutUsDocument)} />;
}
