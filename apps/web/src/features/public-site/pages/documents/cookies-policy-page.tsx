import { useLocalized } from '../../../../lib/i18n';
import { DocumentPage } from '../../components/document-page';
import { cookiesPolicyDocument } from '../../content';

export function CookiesPolicyPage() {
  return <DocumentPage document={useLocalized(cookiesPolicyDocument)} />;
}
