import { describe, expect, it } from 'vitest';
import { hashEmailCode, nameFromEmail, newEmailCode } from '@/lib/auth/email-code';
import { emailCodeVerifySchema } from '@/lib/auth/schema';

describe('the checkout sign-in code', () => {
  it('is six digits, leading zeros kept, and varies', () => {
    const codes = Array.from({ length: 200 }, () => newEmailCode());
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('is stored as an HMAC bound to its address: the same digits for another address do not match', () => {
    const a = hashEmailCode('meera@example.in', '048213');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toContain('048213');
    expect(hashEmailCode('meera@example.in', '048213')).toBe(a);
    expect(hashEmailCode('ravi@example.in', '048213')).not.toBe(a);
    expect(hashEmailCode('meera@example.in', '048214')).not.toBe(a);
  });

  it('reads a code typed with spaces or a dash, and says what is wrong in the field’s words', () => {
    expect(emailCodeVerifySchema.parse({ email: ' Meera@Example.in ', code: '048 213' })).toEqual({ email: 'meera@example.in', code: '048213', rememberMe: false });
    expect(emailCodeVerifySchema.parse({ email: 'meera@example.in', code: '048-213' }).code).toBe('048213');
    const short = emailCodeVerifySchema.safeParse({ email: 'meera@example.in', code: '4821' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('The code is 6 digits');
    const none = emailCodeVerifySchema.safeParse({ email: 'meera@example.in' });
    expect(none.error?.issues[0]?.message).toBe('Enter the 6-digit code from the email');
  });

  it('names a new passwordless account from its address, editable later', () => {
    expect(nameFromEmail('meera.iyer@example.in')).toBe('Meera Iyer');
    expect(nameFromEmail('RAVI_kumar+shop@example.in')).toBe('Ravi Kumar Shop');
    expect(nameFromEmail('a8823@example.in')).toBe('A');
    expect(nameFromEmail('12345@example.in')).toBe('Customer');
  });
});
