import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { ContactInputSchema, type ContactMessage } from '@app/shared/contact';
import type { ContactFormValues } from '@app/shared/contact/form';

/**
 * The contact form's rules: the shared schema the route checks too, with zod. Downloaded when the form is first used
 * (`deferredResolver`, lib/forms/deferred-resolver.ts), not with /contact-us.
 *
 * zodResolver types the form with the schema's input, where privacyConsent is the literal `true`; the form must
 * start with `false`, so the resolver is typed against the form's own values. Validation is the shared schema's.
 */
export const contactResolver = zodResolver(ContactInputSchema) as unknown as Resolver<
  ContactFormValues,
  unknown,
  ContactMessage
>;
