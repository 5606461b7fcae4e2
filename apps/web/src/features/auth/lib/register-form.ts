import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { RegistrationInputSchema } from '@app/shared/auth';

/**
 * The register form's rules: the shared registration e-mail rule, and the consent box (unticked at first, so the
 * form holds a boolean). Downloaded on demand with zod (register-page.tsx), not with the page.
 */
const RegisterFormSchema = RegistrationInputSchema.pick({ email: true }).extend({
  acceptTerms: z.boolean().refine((accepted) => accepted),
});
export type RegisterFormInput = z.input<typeof RegisterFormSchema>;
export type RegisterFormOutput = z.output<typeof RegisterFormSchema>;

export const registerFormResolver = zodResolver(RegisterFormSchema);
