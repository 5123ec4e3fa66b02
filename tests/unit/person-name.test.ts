import { describe, expect, it } from 'vitest';
import { registerSchema } from '@/lib/auth/schema';
import { postalAddressSchema } from '@/lib/addresses/schema';
import { contactMessageSchema } from '@/lib/contact/schema';
import { reviewCreateSchema } from '@/lib/reviews/schema';
import { stripInvisibleChars } from '@/lib/text/invisible';
import { personNameField } from '@/lib/text/person-name';
import { updateProfileSchema } from '@/lib/users/profile';

const cp = (code: number) => String.fromCodePoint(code);

describe('stripInvisibleChars', () => {
  it.each<[string, string, string]>([
    // Every bidi control and zero-width character named in lib/text/invisible.ts, alone in a name.
    ...[0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c, 0x200b, 0x200c, 0x200d, 0x2060, 0xfeff].map(
      (code): [string, string, string] => [`U+${code.toString(16).toUpperCase().padStart(4, '0')} inside a Latin name`, `As${cp(code)}ha`, 'Asha'],
    ),
    ['a right-to-left override spoofing a file name', 'Asha\u202Egnp.exe', 'Ashagnp.exe'],
    ['an isolate pair around a name', '\u2067Admin\u2069', 'Admin'],
    ['a BOM at the start', '\uFEFFMeera Nair', 'Meera Nair'],
    ['several kinds together', '\u200BR\u200Co\u200Dhan\u2060 \u200EDas\u200F', 'Rohan Das'],
    ['an emoji ZWJ sequence (names need none)', 'Kavya 👩\u200D💻', 'Kavya 👩💻'],
    ['a joiner at either end', '\u200Dअनुज\u200C', 'अनुज'],
    ['a Devanagari explicit half form keeps its ZWJ', 'क्\u200Dष', 'क्\u200Dष'],
    ['a Marathi eyelash ra keeps its ZWJ', 'र्\u200Dया', 'र्\u200Dया'],
    ['a Persian name keeps its ZWNJ', 'می\u200Cخواهم', 'می\u200Cخواهم'],
    ['a joiner between Latin and Devanagari goes', 'A\u200Dक', 'Aक'],
    ['ordinary names are untouched', 'Ñandú D’Souza-Iyer', 'Ñandú D’Souza-Iyer'],
    ['Tamil untouched', 'சுப்பிரமணியன்', 'சுப்பிரமணியன்'],
  ])('%s', (_label, input, expected) => {
    expect(stripInvisibleChars(input)).toBe(expected);
  });
});

describe('personNameField', () => {
  const field = personNameField({ required: 'Name is required', max: 10 });

  it.each<[unknown, { data: string } | { message: string }]>([
    [' \u200B Asha \u200F ', { data: 'Asha' }],
    ['\u202E\u200B\uFEFF', { message: 'Name is required' }],
    ['   ', { message: 'Name is required' }],
    ['Abcdefghij\u200B', { data: 'Abcdefghij' }],
    ['Abcdefghijk', { message: 'Must be at most 10 characters' }],
    [42, { message: 'Name is required' }],
  ])('%j → %j', (input, expected) => {
    const result = field.safeParse(input);
    if ('data' in expected) expect(result).toMatchObject({ success: true, data: expected.data });
    else expect(result.error?.issues[0]?.message).toBe(expected.message);
  });
});

describe('every schema that takes a person’s name strips them', () => {
  const spoof = '\u202EAd\u200Bmin\u2066';

  it('registration', () => {
    const r = registerSchema.parse({ name: spoof, email: 'a@b.in', password: 'Sandalwood#2026' });
    expect(r.name).toBe('Admin');
  });

  it('profile update', () => {
    expect(updateProfileSchema.parse({ name: spoof }).name).toBe('Admin');
  });

  it('saved or shipping address', () => {
    const a = postalAddressSchema.parse({ fullName: spoof, addressLine1: '12 MG Road', city: 'Pune', state: 'Maharashtra', postalCode: '411001', phone: '9876543210' });
    expect(a.fullName).toBe('Admin');
  });

  it('contact form', () => {
    const c = contactMessageSchema.parse({ name: spoof, email: 'a@b.in', subject: 'Hello', message: 'A question about an order.' });
    expect(c.name).toBe('Admin');
  });

  it('review author name', () => {
    const r = reviewCreateSchema.parse({ productId: '0123456789abcdef01234567', rating: 5, comment: 'Lovely and long-lasting.', userName: spoof });
    expect(r.userName).toBe('Admin');
  });

  it('a name of invisible characters only is a missing name', () => {
    expect(registerSchema.safeParse({ name: '\u200B\u200F', email: 'a@b.in', password: 'Sandalwood#2026' }).error?.issues[0]?.message).toBe('Name is required');
  });
});
