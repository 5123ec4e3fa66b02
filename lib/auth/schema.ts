import { z } from 'zod';
import { personNameField } from '../text/person-name';
import { AUTH_MESSAGES as M, EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from './messages';

/*
 * One schema per auth input. The messages come from lib/auth/messages.ts, which the browser
 * forms use too, so a rule reads the same on both sides.
 */

/** Emails are compared and stored lower-cased and trimmed. */
const emailField = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, { error: M.emailRequired, abort: true })
  .max(254, M.invalidEmail)
  .regex(EMAIL_PATTERN, M.invalidEmail)
  .transform((v) => v.toLowerCase());

// argon2 accepts any length; 128 stops a megabyte "password" from costing the server anything.
const newPassword = z
  .string({ error: M.passwordRequired })
  .min(1, { error: M.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, M.passwordMin)
  .max(128, 'Password must be at most 128 characters');

const anyPassword = z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(128, M.invalidCredentials);

/** The account holder's name: registration and profile updates. */
export const userNameField = personNameField({ required: M.nameRequired, max: 80, tooLong: 'Name must be at most 80 characters' });

export const loginSchema = z.object({
  email: emailField,
  password: anyPassword,
  rememberMe: z.boolean().optional().default(false),
});

export const registerSchema = z
  .object({
    name: userNameField,
    email: emailField,
    password: newPassword,
    // Optional for API clients that confirm on their side; checked when sent.
    confirmPassword: z.string().optional(),
    acceptTerms: z.literal(true, { error: M.termsRequired }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword !== undefined && v.confirmPassword !== v.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: M.passwordsMismatch });
    }
  });

export const emailOnlySchema = z.object({ email: emailField });

export const tokenParamsSchema = z.object({
  // Tokens are 43 base64url characters; anything else cannot match and is refused without a lookup.
  token: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, M.invalidVerificationLink),
});

export const resetTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, M.invalidResetToken),
});

export const resetPasswordSchema = z
  .object({
    newPassword: z
      .string({ error: M.newPasswordRequired })
      .min(1, { error: M.newPasswordRequired, abort: true })
      .min(PASSWORD_MIN_LENGTH, M.passwordMin)
      .max(128),
    confirmPassword: z.string({ error: M.confirmPasswordRequired }).min(1, M.confirmPasswordRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: M.passwordsMismatch });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().max(128).optional(),
    newPassword: newPassword,
    confirmPassword: z.string({ error: M.confirmPasswordRequired }).min(1, M.confirmPasswordRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: M.passwordsMismatch });

export const changeEmailSchema = z.object({
  newEmail: emailField,
  currentPassword: z.string().max(128).optional(),
});

export type LoginInput = z.output<typeof loginSchema>;
export type RegisterInput = z.output<typeof registerSchema>;
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
export type ChangeEmailInput = z.output<typeof changeEmailSchema>;
