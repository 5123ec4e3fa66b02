/*
 * The browser's checks for the auth forms: the API's own schemas (lib/auth/schema.ts, zod/mini),
 * read as one message per field.
 */
import { changePasswordSchema, passwordPairSchema, registrationFormSchema, resetPasswordSchema } from '@/lib/auth/schema';
import { PASSWORD_MIN_LENGTH } from '@/lib/auth/messages';
import { firstFieldErrors } from '@/lib/validation';

export interface RegistrationValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationValues, string>>;

export function validateRegistration(v: RegistrationValues): RegistrationErrors {
  type Field = keyof RegistrationValues;
  return { ...firstFieldErrors<Field>(passwordPairSchema.safeParse(v).error), ...firstFieldErrors<Field>(registrationFormSchema.safeParse(v).error) };
}

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

/** Reset password (or, with `change`, the account's change of password): required, minimum length, confirmation required, must match. */
export function validateNewPassword(v: NewPasswordValues, form: 'reset' | 'change' = 'reset'): NewPasswordErrors {
  const schema = form === 'change' ? changePasswordSchema : resetPasswordSchema;
  return firstFieldErrors<keyof NewPasswordValues>(schema.safeParse({ newPassword: v.newPassword, confirmPassword: v.confirmPassword }).error);
}

/** The live checklist beside the reset form. */
export function passwordChecklist(v: NewPasswordValues): { longEnough: boolean; matches: boolean } {
  return {
    longEnough: v.newPassword.length >= PASSWORD_MIN_LENGTH,
    matches: v.newPassword.length > 0 && v.newPassword === v.confirmPassword,
  };
}
