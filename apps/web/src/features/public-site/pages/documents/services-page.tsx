import { useLocalized } from '../../../../lib/i18n';
import { DocumentPage } from '../../components/document-page';
import { servicesDocument } from '../../content';

export function ServicesPage() {
  return <DocumentPage document={useLocalized(servicesDocument)} />;
}
