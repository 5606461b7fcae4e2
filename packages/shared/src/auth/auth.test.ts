import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, LoginInputSchema, NewPasswordSchema, SessionUserSchema } from './index';

describe('login schema', () => {
  it('says exactly "Invalid email address" for a bad e-mail', () => {
    const result = LoginInputSchema.safeParse({ email: 'not-an-email', password: 'long enough' });
    expect(result.error?.issues[0]?.message).toBe(AUTH_MESSAGES.invalidEmail);
  });
  it('says exactly "Password is required" for a password under 8 characters', () => {
    const result = LoginInputSchema.safeParse({ email: 'a@example.com', password: 'short' });
    expect(result.error?.issues[0]?.message).toBe(AUTH_MESSAGES.passwordRequired);
  });
  it('lower-cases and trims the e-mail', () => {
    expect(LoginInputSchema.parse({ email: '  Asha@Example.COM ', password: '12345678' }).email).toBe(
      'asha@example.com',
    );
  });
});

describe('password policy', () => {
  it('accepts 8 to 128 characters with no composition rules', () => {
    expect(NewPasswordSchema.safeParse('all lower case words').success).toBe(true);
    expect(NewPasswordSchema.safeParse('x'.repeat(128)).success).toBe(true);
    expect(NewPasswordSchema.safeParse('x'.repeat(129)).success).toBe(false);
    expect(NewPasswordSchema.safeParse('1234567').success).toBe(false);
  });
});

describe('session user', () => {
  it('strips anything that is not a safe field', () => {
    const parsed = SessionUserSchema.parse({
      userId: 'u',
      uid: 'p',
      email: 'a@example.com',
      usertype: 'Standard',
      role: 'member',
      isPersonalFormFilled: false,
      isQualificationFormFilled: false,
      isLocationFormFilled: false,
      isImageFormFilled: false,
      isOtherFormFilled: false,
      password: 'hash',
      otp: '123456',
    });
    expect(parsed).not.toHaveProperty('password');
    expect(parsed).not.toHaveProperty('otp');
  });
});
