/*
 * The browser's checks for the auth forms: the server's rules and texts (from the shared
 * messages module) without zod, which stays on the server as the authority.
 */
import { AUTH_MESSAGES, EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from '@/lib/auth/messages';

export interface RegistrationValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationValues, string>>;

export function validateRegistration(v: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!v.name.trim()) errors.name = AUTH_MESSAGES.nameRequired;
  if (!v.email.trim()) errors.email = AUTH_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(v.email.trim())) errors.email = AUTH_MESSAGES.invalidEmail;
  if (!v.password) errors.password = AUTH_MESSAGES.passwordRequired;
  else if (v.password.length < PASSWORD_MIN_LENGTH) errors.password = AUTH_MESSAGES.passwordMin;
  if (!v.confirmPassword) errors.confirmPassword = AUTH_MESSAGES.confirmPasswordRequired;
  else if (v.password && v.confirmPassword !== v.password) errors.confirmPassword = AUTH_MESSAGES.passwordsMismatch;
  if (!v.acceptTerms) errors.acceptTerms = AUTH_MESSAGES.termsRequired;
  return errors;
}

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

/** Reset password: required, minimum length, confirmation required, must match. */
export function validateNewPassword(v: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!v.newPassword) errors.newPassword = AUTH_MESSAGES.newPasswordRequired;
  else if (v.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = AUTH_MESSAGES.passwordMin;
  if (!v.confirmPassword) errors.confirmPassword = AUTH_MESSAGES.confirmPasswordRequired;
  else if (v.newPassword !== v.confirmPassword) errors.confirmPassword = AUTH_MESSAGES.passwordsMismatch;
  return errors;
}

/** The live checklist beside the reset form. */
export function passwordChecklist(v: NewPasswordValues): { longEnough: boolean; matches: boolean } {
  return {
    longEnough: v.newPassword.length >= PASSWORD_MIN_LENGTH,
    matches: v.newPassword.length > 0 && v.newPassword === v.confirmPassword,
  };
}
