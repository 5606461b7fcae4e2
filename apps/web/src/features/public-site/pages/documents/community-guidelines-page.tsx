import { useLocalized } from '../../../../lib/localized';
import { DocumentPage } from '../../components/document-page';
import { communityGuidelinesDocument } from '../../content';

export function CommunityGuidelinesPage() {
  return <DocumentPage document={useLocalized(communityGuidelinesDocument)} />;
}
