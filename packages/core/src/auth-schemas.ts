// Zod schemas for the auth forms and routes, apart from auth.ts so that a bundle importing only
// constants and pure rules from @themeport/core does not carry zod (the package is side-effect free).
import { z } from 'zod';
import {
  AUTH_TEXT,
  formatPhone,
  NAME_MIN_LENGTH,
  normalizeWebsite,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGN_UP_ROLES,
} from './auth.ts';

const email = z.string().trim().min(1, AUTH_TEXT.emailRequired).email(AUTH_TEXT.invalidEmail);
/** The rule for every password that is set: sign-up, reset, change, `npm run admin:create`. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, AUTH_TEXT.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_TEXT.passwordTooLong);
const password = passwordSchema;
const personName = z.string().trim().min(NAME_MIN_LENGTH, AUTH_TEXT.namesTooShort).max(80);

/** POST /api/auth/sign-up/email. Any role but client or developer becomes client (spec 000 §4). */
export const signUpSchema = z.object({
  firstName: personName,
  lastName: personName,
  email,
  password,
  role: z.preprocess((value) => (value === 'developer' ? 'developer' : 'client'), z.enum(SIGN_UP_ROLES)),
  /** Where the verification link leads afterwards (an invitation's acceptance page); a same-site path only. */
  returnUrl: z.string().max(500).optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** POST /api/auth/sign-in/email. */
export const signInSchema = z.object({
  email: z.string().trim().min(1, AUTH_TEXT.emailAndPasswordRequired),
  password: z.string().min(1, AUTH_TEXT.emailAndPasswordRequired).max(PASSWORD_MAX_LENGTH, AUTH_TEXT.passwordTooLong),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** POST /api/auth/request-password-reset and POST /api/auth/send-verification-email. */
export const emailOnlySchema = z.object({ email });

/** The /update-password form; the API takes { newPassword } plus a token or a session. */
export const newPasswordSchema = z
  .object({ password, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: AUTH_TEXT.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** The /update-password form when signed in: the current password proves it is the owner. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, AUTH_TEXT.currentPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, AUTH_TEXT.passwordTooLong),
    password,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: AUTH_TEXT.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** The current password, asked again before a change a stolen session must not make. */
const currentPassword = z
  .string({ error: AUTH_TEXT.currentPasswordRequired })
  .min(1, AUTH_TEXT.currentPasswordRequired)
  .max(PASSWORD_MAX_LENGTH, AUTH_TEXT.passwordTooLong);

/** POST /api/me/password. */
export const changePasswordSchema = z.object({ currentPassword, newPassword: password });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /api/onboarding/profile. */
export const profileCompletionSchema = z.object({
  firstName: personName,
  lastName: personName,
  phone: z
    .string()
    .default('')
    .transform(formatPhone)
    .refine((value) => value === '' || value.length === 14, 'Please enter a 10-digit phone number'),
  website: z
    .string()
    .default('')
    .transform(normalizeWebsite)
    .refine((value) => value === '' || URL.canParse(value), 'Please enter a valid website address'),
  businessName: z
    .string()
    .trim()
    .max(50, 'Business name is at most 50 characters')
    .default('')
    .refine((value) => value === '' || value.length >= 2, 'Business name must be at least 2 characters'),
  agreeToTerms: z.literal(true, { error: AUTH_TEXT.agreeToTos }),
});
export type ProfileCompletionInput = z.input<typeof profileCompletionSchema>;

/** PATCH /api/me/profile: the names as sign-up asks them; the full name follows. */
export const profileNameSchema = z.object({ firstName: personName, lastName: personName });
export type ProfileNameInput = z.infer<typeof profileNameSchema>;

/**
 * POST /api/me/email: the new address, confirmed from its own mailbox before it applies, and the
 * current password (a stolen session alone must not move the account to another mailbox).
 */
export const changeEmailSchema = z.object({ newEmail: email, password: currentPassword });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
