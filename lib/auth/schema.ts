import * as z from 'zod/mini';
// Sets what these schemas need in the browser.
import '../validation';
import { personNameField } from '../text/person-name';
import { AUTH_MESSAGES as M, EMAIL_CODE_LENGTH, EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from './messages';

/*
 * One schema per auth input, in zod/mini: the API parses with them and the browser forms check
 * with them (components/auth/validate.ts), so a rule is written once and reads the same on both
 * sides. The messages come from lib/auth/messages.ts.
 */

/** Emails are compared and stored lower-cased and trimmed. */
const emailField = z.pipe(
  z
    .string({ error: M.emailRequired })
    .check(z.trim(), z.minLength(1, { error: M.emailRequired, abort: true }), z.maxLength(254, M.invalidEmail), z.regex(EMAIL_PATTERN, M.invalidEmail)),
  z.transform((v: string) => v.toLowerCase()),
);

/** A password being chosen: required, at least PASSWORD_MIN_LENGTH, at most `max` (each with its words). */
const passwordToChoose = (required: string, tooLong: string) =>
  z
    .string({ error: required })
    // argon2 accepts any length; 128 stops a megabyte "password" from costing the server anything.
    .check(z.minLength(1, { error: required, abort: true }), z.minLength(PASSWORD_MIN_LENGTH, M.passwordMin), z.maxLength(128, tooLong));

const newPassword = passwordToChoose(M.passwordRequired, 'Password must be at most 128 characters');

const anyPassword = z.string({ error: M.passwordRequired }).check(z.minLength(1, M.passwordRequired), z.maxLength(128, M.invalidCredentials));

const confirmation = z.string({ error: M.confirmPasswordRequired }).check(z.minLength(1, M.confirmPasswordRequired));

/** The confirmation repeats the new password; said on the confirmation. */
const confirmationMatches = <T extends { confirmPassword?: string }>(password: (v: T) => string) =>
  z.refine<T>((v) => v.confirmPassword === undefined || v.confirmPassword === password(v), { path: ['confirmPassword'], message: M.passwordsMismatch });

/** The account holder's name: registration and profile updates. */
export const userNameField = personNameField({ required: M.nameRequired, max: 80, tooLong: 'Name must be at most 80 characters' });

export const loginSchema = z.object({
  email: emailField,
  password: anyPassword,
  rememberMe: z._default(z.optional(z.boolean()), false),
});

const registerFields = {
  name: userNameField,
  email: emailField,
  password: newPassword,
  // Optional for API clients that confirm on their side; checked when sent.
  confirmPassword: z.optional(z.string()),
  acceptTerms: z.optional(z.literal(true, { error: M.termsRequired })),
  // Where the shopper was going: '/checkout' makes the verification link return there.
  returnTo: z.optional(z.string().check(z.maxLength(512))),
};

export const registerSchema = z.object(registerFields).check(confirmationMatches((v) => v.password));

/**
 * The registration form: the API's fields, with the confirmation and the terms required. The
 * form compares the passwords with passwordPairSchema, so a mismatch shows beside any other
 * field's message (zod skips an object's own checks once a field failed outright).
 */
export const registrationFormSchema = z.object({ ...registerFields, confirmPassword: confirmation, acceptTerms: z.literal(true, { error: M.termsRequired }) });

export const passwordPairSchema = z.object({ password: newPassword, confirmPassword: confirmation }).check(confirmationMatches((v) => v.password));

export const emailOnlySchema = z.object({ email: emailField });

/** Six digits; spaces or dashes a mail client or a phone keyboard put in are dropped first. */
const emailCodeField = z.pipe(
  z.string({ error: M.codeRequired }).check(z.maxLength(32, M.codeFormat)),
  z.pipe(
    z.transform((v: string) => v.replace(/[\s-]/g, '')),
    z.string().check(z.minLength(1, { error: M.codeRequired, abort: true }), z.regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), M.codeFormat)),
  ),
);

export const emailCodeVerifySchema = z.object({
  email: emailField,
  code: emailCodeField,
  rememberMe: z._default(z.optional(z.boolean()), false),
});

export const tokenParamsSchema = z.object({
  // Tokens are 43 base64url characters; anything else cannot match and is refused without a lookup.
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,128}$/, M.invalidVerificationLink)),
});

export const resetTokenParamsSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,128}$/, M.invalidResetToken)),
});

export const resetPasswordSchema = z
  .object({
    newPassword: passwordToChoose(M.newPasswordRequired, 'Too big: expected string to have <=128 characters'),
    confirmPassword: confirmation,
  })
  .check(confirmationMatches((v) => v.newPassword));

export const changePasswordSchema = z
  .object({
    currentPassword: z.optional(z.string().check(z.maxLength(128))),
    newPassword: newPassword,
    confirmPassword: confirmation,
  })
  .check(confirmationMatches((v) => v.newPassword));

export const changeEmailSchema = z.object({
  newEmail: emailField,
  currentPassword: z.optional(z.string().check(z.maxLength(128))),
});

export type LoginInput = z.output<typeof loginSchema>;
export type RegisterInput = z.output<typeof registerSchema>;
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
export type ChangeEmailInput = z.output<typeof changeEmailSchema>;
