import { describe, expect, it } from 'vitest';
import { validateNewPassword, validateRegistration, type RegistrationValues } from '@/components/auth/validate';
import { AUTH_MESSAGES as M } from '@/lib/auth/messages';
import { registerSchema } from '@/lib/auth/schema';

const ok: RegistrationValues = { name: 'Asha Rao', email: 'asha@example.in', password: 'Secret123', confirmPassword: 'Secret123', acceptTerms: true };

describe('validateRegistration (the API schema’s rules, one message per field)', () => {
  it.each<[string, Partial<RegistrationValues>, Partial<Record<keyof RegistrationValues, string>>]>([
    ['a complete form', {}, {}],
    ['everything empty', { name: ' ', email: '', password: '', confirmPassword: '', acceptTerms: false }, {
      name: M.nameRequired,
      email: M.emailRequired,
      password: M.passwordRequired,
      confirmPassword: M.confirmPasswordRequired,
      acceptTerms: M.termsRequired,
    }],
    ['a malformed email', { email: 'asha@' }, { email: M.invalidEmail }],
    ['a short password', { password: 'abc', confirmPassword: 'abc' }, { password: M.passwordMin }],
    ['a short password, confirmed otherwise', { password: 'abc', confirmPassword: 'abd' }, { password: M.passwordMin, confirmPassword: M.passwordsMismatch }],
    ['a different confirmation beside another field’s problem', { name: '', confirmPassword: 'Secret124' }, { name: M.nameRequired, confirmPassword: M.passwordsMismatch }],
    ['a confirmation without a password', { password: '', confirmPassword: 'Secret123' }, { password: M.passwordRequired }],
    ['a name of invisible characters', { name: '\u200B\u202E' }, { name: M.nameRequired }],
  ])('%s', (_name, change, errors) => {
    expect(validateRegistration({ ...ok, ...change })).toEqual(errors);
  });

  it('accepts what the API accepts', () => {
    expect(validateRegistration(ok)).toEqual({});
    expect(registerSchema.safeParse(ok).success).toBe(true);
  });
});

describe('validateNewPassword', () => {
  it.each<[string, { newPassword: string; confirmPassword: string }, object]>([
    ['matching', { newPassword: 'Secret123', confirmPassword: 'Secret123' }, {}],
    ['empty', { newPassword: '', confirmPassword: '' }, { newPassword: M.newPasswordRequired, confirmPassword: M.confirmPasswordRequired }],
    ['short', { newPassword: 'abc', confirmPassword: 'abc' }, { newPassword: M.passwordMin }],
    ['short and different', { newPassword: 'abc', confirmPassword: 'abd' }, { newPassword: M.passwordMin, confirmPassword: M.passwordsMismatch }],
    ['different', { newPassword: 'Secret123', confirmPassword: 'Secret124' }, { confirmPassword: M.passwordsMismatch }],
  ])('%s', (_name, values, errors) => {
    expect(validateNewPassword(values)).toEqual(errors);
    expect(validateNewPassword(values, 'change')).toEqual(errors);
  });

  it('says what each API says of a password too long', () => {
    const long = 'a'.repeat(129);
    expect(validateNewPassword({ newPassword: long, confirmPassword: long })).toEqual({ newPassword: 'Too big: expected string to have <=128 characters' });
    expect(validateNewPassword({ newPassword: long, confirmPassword: long }, 'change')).toEqual({ newPassword: 'Password must be at most 128 characters' });
  });
});
