import { useLocalized } from '../../../../lib/localized';
import { DocumentPage } from '../../components/document-page';
import { missionDocument } from '../../content';

export function MissionPage() {
  return <DocumentPage document={useLocalized(missionDocument)} />;
}
