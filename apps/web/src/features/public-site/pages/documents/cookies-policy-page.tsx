import { DocumentPage } from '../../components/document-page';
import { cookiesPolicyDocument } from '../../content';

export function CookiesPolicyPage() {
  return <DocumentPage document={cookiesPolicyDocument} />;
}
