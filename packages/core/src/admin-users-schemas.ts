import { z } from 'zod';
import { ADMIN_PASSWORD_MIN_LENGTH, ADMIN_USER_TEXT, USER_STATUSES } from './admin-users.ts';
import { AUTH_TEXT, PLATFORM_ROLES } from './auth.ts';

const email = z.string().trim().min(1, AUTH_TEXT.emailRequired).max(254).email(AUTH_TEXT.invalidEmail);
const fullName = z.string().trim().min(2, 'Full name must be at least 2 characters').max(100);

/** POST /api/admin/users (spec 001 §7.1 create-user). */
export const createAdminUserSchema = z.object({
  email,
  password: z
    .string()
    .min(ADMIN_PASSWORD_MIN_LENGTH, ADMIN_USER_TEXT.passwordTooShort)
    .max(128, AUTH_TEXT.passwordTooLong),
  fullName,
  role: z.enum(PLATFORM_ROLES).default('client'),
  status: z.enum(USER_STATUSES).default('active'),
  isSuperadmin: z.boolean().default(false),
});
export type CreateAdminUserInput = z.input<typeof createAdminUserSchema>;

/** PATCH /api/admin/users/{userId}: the profile fields of the edit modal (no password). */
export const updateAdminUserSchema = z
  .object({
    email: email.optional(),
    fullName: fullName.optional(),
    role: z.enum(PLATFORM_ROLES).optional(),
    status: z.enum(USER_STATUSES).optional(),
    isSuperadmin: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Nothing to change' });
export type UpdateAdminUserInput = z.input<typeof updateAdminUserSchema>;
