import { describe, expect, it } from 'vitest';
import { cleanText, contactMessageSchema } from '@/lib/contact/schema';

const valid = {
  name: 'Ananya Iyer',
  email: 'ananya@example.in',
  subject: 'Gift wrapping',
  message: 'Do you gift-wrap orders to Pune?',
};

/** The message the API would answer with: the first issue's. */
function firstMessage(input: unknown): string | undefined {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
// Every non-empty subset of the four required fields, in the order the message names them.
const subsets = Array.from({ length: 15 }, (_, i) =>
  FIELDS.filter((_, bit) => ((i + 1) >> bit) & 1),
);

describe('contactMessageSchema: missing fields', () => {
  it.each(subsets.map((s) => [s.join(', '), s] as const))('missing %s', (_label, missing) => {
    const input: Record<string, string> = { ...valid };
    for (const field of missing) delete input[field];
    const result = contactMessageSchema.safeParse(input);
    expect(result.success).toBe(false);
    // ONE issue naming every missing field, never one per field.
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toBe(`Missing required fields: ${missing.join(', ')}`);
  });

  it.each([
    ['empty string', ''],
    ['spaces only', '   '],
    ['tabs and newlines', '\t\n \r\n'],
    ['control characters only', '\u0000\u0007\u001b'],
    ['null', null],
    ['an object', { text: 'hi' }],
  ])('counts %s as missing', (_label, blank) => {
    expect(firstMessage({ ...valid, name: blank, subject: blank })).toBe('Missing required fields: name, subject');
  });

  it.each([
    ['an empty object', {}],
    ['an array', [valid]],
    ['a string', 'hello'],
    ['null', null],
    ['undefined', undefined],
  ])('treats %s as every field missing', (_label, input) => {
    expect(firstMessage(input)).toBe('Missing required fields: name, email, subject, message');
  });

  it('reports missing fields before a bad e-mail', () => {
    expect(firstMessage({ ...valid, email: 'not-an-email', message: '' })).toBe('Missing required fields: message');
  });
});

describe('contactMessageSchema: e-mail pattern', () => {
  it.each(['plainaddress', 'a@b', '@example.com', 'user@.', 'user@example.', 'us er@example.com', 'a@b@c.d', 'user@exa mple.com'])(
    'rejects %j',
    (email) => {
      expect(firstMessage({ ...valid, email })).toBe('Invalid email format');
    },
  );

  it.each(['a@b.c', 'first.last+tag@example.co.in', '  ananya@example.in  '])('accepts %j', (email) => {
    const result = contactMessageSchema.safeParse({ ...valid, email });
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe(email.trim());
  });
});

describe('contactMessageSchema: lengths', () => {
  it.each([
    ['name', 100, 'Name must be at most 100 characters'],
    ['subject', 200, 'Subject must be at most 200 characters'],
    ['message', 5000, 'Message must be at most 5000 characters'],
    ['phone', 30, 'Phone must be at most 30 characters'],
    ['company', 150, 'Company must be at most 150 characters'],
    ['location', 150, 'Location must be at most 150 characters'],
  ] as const)('%s: %i characters pass, one more fails', (field, max, message) => {
    expect(contactMessageSchema.safeParse({ ...valid, [field]: 'x'.repeat(max) }).success).toBe(true);
    expect(firstMessage({ ...valid, [field]: 'x'.repeat(max + 1) })).toBe(message);
  });

  it('caps the e-mail at 254 characters', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(at254).toHaveLength(254);
    expect(contactMessageSchema.safeParse({ ...valid, email: at254 }).success).toBe(true);
    expect(firstMessage({ ...valid, email: `a${at254}` })).toBe('Email must be at most 254 characters');
  });

  it('measures after trimming', () => {
    expect(contactMessageSchema.safeParse({ ...valid, name: `  ${'x'.repeat(100)}  ` }).success).toBe(true);
  });

  it('reports every over-long field, each under its own path', () => {
    const result = contactMessageSchema.safeParse({ ...valid, name: 'x'.repeat(101), message: 'y'.repeat(5001) });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Name must be at most 100 characters'],
      ['message', 'Message must be at most 5000 characters'],
    ]);
  });
});

describe('contactMessageSchema: output', () => {
  it('trims every field and leaves absent optional fields null', () => {
    const result = contactMessageSchema.parse({
      name: '  Ananya Iyer ',
      email: ' ananya@example.in',
      subject: ' Gift wrapping  ',
      message: '\n  Hello\n\tthere  \n',
      phone: '   ',
    });
    expect(result).toEqual({
      name: 'Ananya Iyer',
      email: 'ananya@example.in',
      subject: 'Gift wrapping',
      message: 'Hello\n\tthere',
      phone: null,
      company: null,
      location: null,
    });
  });

  it('keeps optional fields when given', () => {
    const result = contactMessageSchema.parse({ ...valid, phone: '+91 98450 12345', company: 'Acme', location: 'Pune' });
    expect(result).toMatchObject({ phone: '+91 98450 12345', company: 'Acme', location: 'Pune' });
  });

  it('stores markup as plain text, unescaped', () => {
    const result = contactMessageSchema.parse({ ...valid, message: '<b>Bold</b> & "quoted"' });
    expect(result.message).toBe('<b>Bold</b> & "quoted"');
  });

  it('ignores unknown keys', () => {
    const result = contactMessageSchema.parse({ ...valid, isRead: true, ip: '1.2.3.4' });
    expect(result).not.toHaveProperty('isRead');
    expect(result).not.toHaveProperty('ip');
  });
});

describe('cleanText', () => {
  it('strips ASCII control characters but keeps newlines and tabs in multi-line text', () => {
    expect(cleanText('a\u0000b\u0008c\u000bd\u001be\u007ff\tg\nh', true)).toBe('abcdef\tg\nh');
  });

  it('normalises CRLF and lone CR to LF', () => {
    expect(cleanText('one\r\ntwo\rthree', true)).toBe('one\ntwo\nthree');
  });

  it('folds line breaks and tabs into a space in single-line text', () => {
    expect(cleanText('Order\r\nBcc: x@y.z\tnow', false)).toBe('Order Bcc: x@y.z now');
  });

  it('keeps non-ASCII text intact', () => {
    expect(cleanText('  नमस्ते — Café ✨ ', false)).toBe('नमस्ते — Café ✨');
  });

  it('accepts finite numbers and rejects other non-strings', () => {
    expect(cleanText(9845012345, false)).toBe('9845012345');
    expect(cleanText(Number.NaN, false)).toBe('');
    expect(cleanText(true, false)).toBe('');
    expect(cleanText(undefined, false)).toBe('');
  });
});
