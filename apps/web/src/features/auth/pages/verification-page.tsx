import { CodeVerification } from '../components/code-verification';

/** /verification: the sign-up code. */
export function VerificationPage() {
  return <CodeVerification purpose="signup" />;
}
