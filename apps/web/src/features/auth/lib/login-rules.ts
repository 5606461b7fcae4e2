import { zodResolver } from '@hookform/resolvers/zod';
import { LoginInputSchema } from '@app/shared/auth';

/**
 * The login form's rules: the shared `LoginInputSchema`, with the customer's messages. Downloaded on demand with zod
 * (components/login-form.tsx), not with the form.
 */
export const loginFormResolver = zodResolver(LoginInputSchema);
