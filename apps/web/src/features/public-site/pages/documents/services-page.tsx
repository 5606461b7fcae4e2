import { useLocalized } from '../../../../lib/localized';
import { DocumentPage } from '../../components/document-page';
import { servicesDocument } from '../../content';

export function ServicesPage() {
  return <DocumentPage document={useLocalized(servicesDocument)} />;
}
