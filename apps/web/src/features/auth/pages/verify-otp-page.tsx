import { CodeVerification } from '../components/code-verification';

/** /verify-otp: the password-reset code. */
export function VerifyOtpPage() {
  return <CodeVerification purpose="reset" />;
}
