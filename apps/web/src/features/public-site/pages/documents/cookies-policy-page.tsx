import { useLocalized } from '../../../../lib/localized';
import { DocumentPage } from '../../components/document-page';
import { cookiesPolicyDocument } from '../../content';

export function CookiesPolicyPage() {
  return <DocumentPage document={useLocalized(cookiesPolicyDocument)} />;
}
