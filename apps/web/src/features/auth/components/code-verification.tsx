import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { authMessages } from '../../../locales/auth';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import { toast } from '../../../lib/toast';
import { Button, buttonClasses } from '../../../components/ui/button';
import { trackFunnelStep } from '../../../lib/analytics';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { sessionActions } from '../../../lib/session/session-slice';
import { useActivateUserMutation } from '../api/activate-user';
import { useResendCodeMutation } from '../api/resend-code';
import { useVerifyOtpMutation } from '../api/verify-otp';
import { useCountdown } from '../hooks/use-countdown';
import { readApiFailure } from '../../../lib/api/api-failure';
import { readPendingEmail } from '../lib/signup-storage';
import { AuthShell } from './auth-shell';
import { CODE_LENGTH, CodeInput, emptyCode, type CodeInputHandle } from './code-input';
import { FormAlert } from '../../../components/ui/form-error';

/** Seconds before another code may be requested (the server enforces the same). */
export const RESEND_SECONDS = 60;
/** Wrong tries a code allows before it stops working (reference: 5 wrong tries burn the code). */
export const CODE_MAX_TRIES = 5;

type Purpose = 'signup' | 'reset';

const FLOW = {
  signup: { copy: 'verification', next: '/create-password', restart: '/register' },
  reset: { copy: 'verifyOtp', next: '/change-password', restart: '/forgot-password' },
} as const;

/** The code screen of sign-up (/verification) and of password reset (/verify-otp). */
export function CodeVerification({ purpose }: { purpose: Purpose }) {
  const { t } = useTranslation(authMessages);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const activationToken = useAppSelector((state) => state.user.activationToken);
  const [email] = useState(readPendingEmail);
  const [digits, setDigits] = useState(emptyCode);
  const [error, setError] = useState<string>();
  const [wrongTries, setWrongTries] = useState(0);
  const codeRef = useRef<CodeInputHandle>(null);
  const resendRef = useRef<HTMLButtonElement>(null);
  const { remaining, restart } = useCountdown(RESEND_SECONDS);
  const [activateUser, activation] = useActivateUserMutation();
  const [verifyOtp, verification] = useVerifyOtpMutation();
  const [resendCode, resending] = useResendCodeMutation();
  const flow = FLOW[purpose];
  const copy = flow.copy;

  if (!activationToken) {
    return (
      <AuthShell title={t(`auth.${copy}.title`)}>
        <FormAlert tone="info">{t('auth.code.missingToken')}</FormAlert>
        <Link to={flow.restart} className="font-semibold text-accent-700 underline">
          {t(`auth.${copy}.startAgain`)}
        </Link>
      </AuthShell>
    );
  }

  const showError = (message: string, focus: 'code' | 'resend' = 'code') => {
    setError(message);
    if (focus === 'resend' && resendRef.current && !resendRef.current.disabled) resendRef.current.focus();
    else codeRef.current?.focus();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const activationCode = digits.join('');
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(activationCode)) {
      showError(t('auth.code.incomplete'));
      return;
    }
    setError(undefined);
    const verify = purpose === 'signup' ? activateUser : verifyOtp;
    try {
      await verify({ activationCode, activationToken }).unwrap();
      if (purpose === 'signup') trackFunnelStep('email_verified');
      toast.success(t(`auth.${flow.copy}.done`));
      void navigate(flow.next);
    } catch (caught) {
      const failure = readApiFailure(caught);
      if (failure.kind === 'failed') {
        showError(t('common.errorGeneric'));
        return;
      }
      if (failure.code === 'CODE_INVALID') {
        const tries = wrongTries + 1;
        setWrongTries(tries);
        const reported = failure.data.attemptsLeft;
        const left = typeof reported === 'number' ? reported : CODE_MAX_TRIES - tries;
        setDigits(emptyCode());
        showError(
          left > 0 ? t('auth.code.errors.invalid', { count: left }) : t('auth.code.errors.burned'),
          left > 0 ? 'code' : 'resend',
        );
      } else if (failure.code === 'CODE_EXPIRED') {
        showError(t('auth.code.errors.expired'), 'resend');
      } else if (failure.code === 'CODE_BURNED') {
        showError(t('auth.code.errors.burned'), 'resend');
      } else {
        showError(failure.message);
      }
    }
  };

  const handleResend = async () => {
    try {
      const result = await resendCode({ activationToken }).unwrap();
      if (result.activationToken) dispatch(sessionActions.setActivationToken(result.activationToken));
      setDigits(emptyCode());
      setWrongTries(0);
      setError(undefined);
      restart(RESEND_SECONDS);
      toast.success(t('auth.code.resent'));
      codeRef.current?.focus(0);
    } catch (caught) {
      const failure = readApiFailure(caught);
      if (failure.kind === 'rejected' && typeof failure.data.retryAfter === 'number') {
        restart(failure.data.retryAfter);
      }
      // Said where the code is typed, as the code's own errors are (a toast is gone before many have read it).
      if (failure.kind === 'failed') showError(t('common.errorGeneric'), 'resend');
      else if (failure.code === 'RESEND_TOO_SOON') showError(t('auth.code.errors.tooSoon'), 'resend');
      else showError(failure.message, 'resend');
    }
  };

  const waiting = remaining > 0;
  return (
    <AuthShell
      title={t(`auth.${copy}.title`)}
      intro={email ? t(`auth.${copy}.body`, { email }) : t(`auth.${copy}.bodyNoEmail`)}
    >
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-5">
        <CodeInput
          ref={codeRef}
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            if (error) setError(undefined);
          }}
          label={t('auth.code.groupLabel')}
          error={error}
          focusOnMount
        />
        <Button type="submit" loading={activation.isLoading || verification.isLoading}>
          {t('auth.code.verify')}
        </Button>
      </form>
      <div className="flex flex-col gap-2 border-t border-ink-500/20 pt-4">
        {purpose === 'signup' ? <p className="text-sm text-ink-700">{t('auth.verification.spam')}</p> : null}
        <button
          ref={resendRef}
          type="button"
          className={buttonClasses('secondary')}
          onClick={() => void handleResend()}
          disabled={waiting || resending.isLoading}
          aria-busy={resending.isLoading || undefined}
        >
          {waiting ? t('auth.code.resendIn', { seconds: remaining }) : t('auth.code.resend')}
        </button>
        <Link to={flow.restart} className="self-start text-sm font-semibold text-accent-700 underline">
          {t(`auth.${copy}.startAgain`)}
        </Link>
      </div>
    </AuthShell>
  );
}
