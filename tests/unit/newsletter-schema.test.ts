import { describe, expect, it } from 'vitest';
import { NEWSLETTER_EMAIL_MESSAGE, NEWSLETTER_LINK_MESSAGE, newsletterSchema, newsletterTokenSchema } from '@/lib/newsletter/schema';

function firstMessage(input: unknown): string | undefined {
  const result = newsletterSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('newsletterSchema', () => {
  it('accepts an address and normalises it to trimmed lower case', () => {
    expect(newsletterSchema.parse({ email: '  Priya.Menon@Example.COM ' })).toEqual({ email: 'priya.menon@example.com' });
  });

  it('keeps a known source', () => {
    expect(newsletterSchema.parse({ email: 'a@b.in', source: 'about' })).toEqual({ email: 'a@b.in', source: 'about' });
  });

  it.each([
    ['missing', {}],
    ['null', { email: null }],
    ['a number', { email: 42 }],
    ['empty', { email: '' }],
    ['only spaces', { email: '   ' }],
    ['without @', { email: 'priya.example.com' }],
    ['without a domain', { email: 'priya@' }],
    ['without a dot in the domain', { email: 'priya@example' }],
    ['with a space inside', { email: 'priya menon@example.com' }],
    ['two @ signs', { email: 'a@@example.com' }],
    ['longer than 254 characters', { email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com` }],
  ])('rejects an email that is %s with the form message', (_label, input) => {
    expect(firstMessage(input)).toBe(NEWSLETTER_EMAIL_MESSAGE);
  });

  it('shows the same message when the body is not an object at all', () => {
    expect(firstMessage('priya@example.com')).toBe(NEWSLETTER_EMAIL_MESSAGE);
    expect(firstMessage(null)).toBe(NEWSLETTER_EMAIL_MESSAGE);
  });

  it('rejects an unknown source', () => {
    expect(newsletterSchema.safeParse({ email: 'a@b.in', source: 'popup' }).success).toBe(false);
  });

  it('uses the exact message the form shows', () => {
    expect(NEWSLETTER_EMAIL_MESSAGE).toBe('Please enter a valid email address');
  });
});

describe('newsletterTokenSchema', () => {
  it('accepts a link token, trimmed', () => {
    expect(newsletterTokenSchema.parse({ token: ` ${'a'.repeat(43)} ` })).toEqual({ token: 'a'.repeat(43) });
  });

  it.each([
    ['missing', {}],
    ['too short to be one of ours', { token: 'abc' }],
    ['absurdly long', { token: 'a'.repeat(201) }],
    ['not a string', { token: 42 }],
  ])('refuses a token that is %s with one message', (_label, input) => {
    const result = newsletterTokenSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(NEWSLETTER_LINK_MESSAGE);
  });
});
