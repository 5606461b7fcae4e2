import { useLocalized } from '../../../../lib/localized';
import { DocumentPage } from '../../components/document-page';
import { aboutUsDocument } from '../../content';

export function AboutUsPage() {
  return <DocumentPage document={useLocalized(aboutUsDocument)} />;
}
