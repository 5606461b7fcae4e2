import { lazyPage, type LazyPage } from '../../lib/lazy-page';

type Page = LazyPage;

/** Sign-up, sign-in and recovery pages this feature owns, each loaded on demand. */
export const authPages: Partial<Record<string, Page>> = {
  '/questions': lazyPage(() => import('./pages/questions-page'), 'QuestionnairePage'),
  '/register': lazyPage(() => import('./pages/register-page'), 'RegisterPage'),
  '/verification': lazyPage(() => import('./pages/verification-page'), 'VerificationPage'),
  '/create-password': lazyPage(() => import('./pages/create-password-page'), 'CreatePasswordPage'),
  '/login': lazyPage(() => import('./pages/login-page'), 'LoginPage'),
  '/forgot-password': lazyPage(() => import('./pages/forgot-password-page'), 'ForgotPasswordPage'),
  '/verify-otp': lazyPage(() => import('./pages/verify-otp-page'), 'VerifyOtpPage'),
  '/change-password': lazyPage(() => import('./pages/reset-password-page'), 'ResetPasswordPage'),
};
