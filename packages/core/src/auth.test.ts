import { describe, expect, it } from 'vitest';
import {
  AUTH_TEXT,
  defaultAccountName,
  destinationAfterSignIn,
  formatPhone,
  isOnboardingComplete,
  isOnboardingNeeded,
  normalizeWebsite,
  rateLimitMessage,
  safeReturnUrl,
} from './auth.ts';
import {
  changePasswordFormSchema,
  changePasswordSchema,
  newPasswordSchema,
  passwordSchema,
  profileCompletionSchema,
  signInSchema,
  signUpSchema,
} from './auth-schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('sign-up validation', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    password: 'secret1',
    role: 'client',
  };

  it('accepts a complete form', () => {
    expect(signUpSchema.parse(valid)).toEqual(valid);
  });

  it('needs names of at least 2 characters after trimming', () => {
    expect(firstMessage(signUpSchema.safeParse({ ...valid, firstName: ' A ' }))).toBe(AUTH_TEXT.namesTooShort);
    expect(AUTH_TEXT.namesTooShort).toBe('Name fields must be at least 2 characters');
  });

  it('needs a password of at least 6 characters', () => {
    expect(firstMessage(signUpSchema.safeParse({ ...valid, password: '12345' }))).toBe(
      'Password must be at least 6 characters long.',
    );
  });

  it('needs a valid e-mail address', () => {
    expect(firstMessage(signUpSchema.safeParse({ ...valid, email: 'not-an-email' }))).toBe(
      'Please enter a valid email address.',
    );
  });

  it('signs up only clients or developers, whatever the body says', () => {
    expect(signUpSchema.parse({ ...valid, role: 'developer' }).role).toBe('developer');
    expect(signUpSchema.parse({ ...valid, role: 'admin' }).role).toBe('client');
    expect(signUpSchema.parse({ ...valid, role: undefined }).role).toBe('client');
  });
});

describe('sign-in and password validation', () => {
  it('requires e-mail and password', () => {
    expect(firstMessage(signInSchema.safeParse({ email: '', password: 'x' }))).toBe('Email and password are required');
    expect(firstMessage(signInSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      'Email and password are required',
    );
  });

  it('requires matching passwords of at least 6 characters', () => {
    expect(firstMessage(newPasswordSchema.safeParse({ password: 'secret1', confirmPassword: 'secret2' }))).toBe(
      'Passwords do not match.',
    );
    expect(firstMessage(newPasswordSchema.safeParse({ password: '123', confirmPassword: '123' }))).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(newPasswordSchema.safeParse({ password: 'secret1', confirmPassword: 'secret1' }).success).toBe(true);
  });

  it('refuses passwords over 128 characters wherever a password is taken', () => {
    const long = 'x'.repeat(129);
    const tooLong = 'Password must be at most 128 characters long.';
    expect(passwordSchema.safeParse('x'.repeat(128)).success).toBe(true);
    expect(firstMessage(passwordSchema.safeParse(long))).toBe(tooLong);
    expect(firstMessage(newPasswordSchema.safeParse({ password: long, confirmPassword: long }))).toBe(tooLong);
    expect(firstMessage(signInSchema.safeParse({ email: 'a@b.co', password: long }))).toBe(tooLong);
    expect(firstMessage(changePasswordSchema.safeParse({ currentPassword: 'secret1', newPassword: long }))).toBe(
      tooLong,
    );
  });

  it('asks for the current password when a signed-in user changes it', () => {
    expect(firstMessage(changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'secret2' }))).toBe(
      'Please enter your current password.',
    );
    const form = { currentPassword: 'secret1', password: 'secret2', confirmPassword: 'secret3' };
    expect(firstMessage(changePasswordFormSchema.safeParse(form))).toBe('Passwords do not match.');
    expect(changePasswordFormSchema.safeParse({ ...form, confirmPassword: 'secret2' }).success).toBe(true);
  });

  it('says how long to wait when rate limited', () => {
    expect(rateLimitMessage(42)).toBe('Too many attempts. Try again in 42 seconds.');
    expect(rateLimitMessage(null)).toBe('Too many attempts. Please try again later.');
  });
});

describe('profile completion rules', () => {
  it('formats phone numbers as (XXX) XXX-XXXX', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('555-123')).toBe('(555) 123');
    expect(formatPhone('55')).toBe('(55');
    expect(formatPhone('')).toBe('');
  });

  it('drops the leading 1 of an 11-digit number and keeps at most 10 digits', () => {
    expect(formatPhone('1 555 123 4567')).toBe('(555) 123-4567');
    expect(formatPhone('555123456789')).toBe('(555) 123-4567');
  });

  it('adds https:// to a website without a scheme', () => {
    expect(normalizeWebsite('example.com')).toBe('https://example.com');
    expect(normalizeWebsite('http://example.com')).toBe('http://example.com');
    expect(normalizeWebsite('HTTPS://example.com')).toBe('HTTPS://example.com');
    expect(normalizeWebsite('  ')).toBe('');
  });

  it("names the default account after the e-mail's local part", () => {
    expect(defaultAccountName('jane.doe@example.com')).toBe("jane.doe's Account");
  });

  it('requires the terms to be agreed', () => {
    const result = profileCompletionSchema.safeParse({ firstName: 'Ada', lastName: 'Lovelace', agreeToTerms: false });
    expect(firstMessage(result)).toBe('Agree to TOS');
  });

  it('normalises what it accepts', () => {
    const value = profileCompletionSchema.parse({
      firstName: ' Ada ',
      lastName: 'Lovelace',
      phone: '15551234567',
      website: 'ada.dev',
      agreeToTerms: true,
    });
    expect(value).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '(555) 123-4567',
      website: 'https://ada.dev',
      businessName: '',
      agreeToTerms: true,
    });
  });
});

describe('onboarding state and destinations', () => {
  const done = {
    firstName: 'Ada',
    fullName: 'Ada Lovelace',
    role: 'client' as const,
    tosAgreedAt: '2026-01-01',
    onboardingCompletedAt: '2026-01-02',
  };

  it('needs onboarding until terms are agreed and onboarding is completed', () => {
    expect(isOnboardingNeeded({ tosAgreedAt: null, onboardingCompletedAt: null })).toBe(true);
    expect(isOnboardingNeeded({ tosAgreedAt: '2026-01-01', onboardingCompletedAt: null })).toBe(true);
    expect(isOnboardingNeeded(done)).toBe(false);
  });

  it("is complete only with a real first name, not the placeholder 'User'", () => {
    expect(isOnboardingComplete(done)).toBe(true);
    expect(isOnboardingComplete({ ...done, firstName: 'User' })).toBe(false);
    expect(isOnboardingComplete({ ...done, onboardingCompletedAt: null })).toBe(false);
  });

  it('sends each user to the right place after sign-in', () => {
    expect(destinationAfterSignIn(null)).toBe('/signin');
    expect(destinationAfterSignIn({ role: 'client', onboardingNeeded: true })).toBe('/client-onboarding/profile');
    expect(destinationAfterSignIn({ role: 'admin', onboardingNeeded: false })).toBe('/admin-portal');
    // A platform admin without a finished onboarding (no workspace) still lands in the back office.
    expect(destinationAfterSignIn({ role: 'admin', onboardingNeeded: true })).toBe('/admin-portal');
    expect(destinationAfterSignIn({ role: 'developer', onboardingNeeded: false })).toBe('/developer-portal');
    expect(destinationAfterSignIn({ role: 'client', onboardingNeeded: false })).toBe('/client-portal');
  });

  it('honours only return URLs on this site', () => {
    expect(safeReturnUrl('/themes/aurora')).toBe('/themes/aurora');
    expect(safeReturnUrl('https://evil.example')).toBeNull();
    expect(safeReturnUrl('//evil.example')).toBeNull();
    expect(safeReturnUrl(null)).toBeNull();
    expect(safeReturnUrl('/\\evil.example')).toBeNull();
    expect(safeReturnUrl('/\t/evil.example')).toBeNull();
    expect(safeReturnUrl('/\n/evil.example')).toBeNull();
    expect(safeReturnUrl('/accept-invitation/abc_DEF-1')).toBe('/accept-invitation/abc_DEF-1');
  });
});
