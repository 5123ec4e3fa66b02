import { describe, expect, it } from 'vitest';
import { checkReviewForm, cleanReviewText, REVIEW_MESSAGES } from '@/lib/reviews/messages';
import { reviewCreateSchema } from '@/lib/reviews/schema';

const productId = '6774858000000000000000aa';
const ok = { rating: 5, comment: 'A lovely, long-lasting jasmine.', userName: 'Asha' };

describe('checkReviewForm (the server’s rules, as the form reads them)', () => {
  it('passes a complete review', () => {
    expect(checkReviewForm(ok)).toEqual({});
  });

  it.each<[string, Partial<typeof ok>, Record<string, string>]>([
    ['a blank name', { userName: '  ' }, { userName: REVIEW_MESSAGES.fillAll }],
    ['a blank comment', { comment: '\n ' }, { comment: REVIEW_MESSAGES.fillAll }],
    ['a short comment', { comment: 'Too short' }, { comment: REVIEW_MESSAGES.commentLength }],
    ['a long comment', { comment: 'x'.repeat(2001) }, { comment: REVIEW_MESSAGES.commentLength }],
    ['a long name', { userName: 'n'.repeat(61) }, { userName: REVIEW_MESSAGES.nameTooLong }],
    ['rating 0', { rating: 0 }, { rating: REVIEW_MESSAGES.rating }],
    ['rating 3.5', { rating: 3.5 }, { rating: REVIEW_MESSAGES.rating }],
  ])('flags %s', (_label, change, errors) => {
    expect(checkReviewForm({ ...ok, ...change })).toEqual(errors);
  });

  it('agrees with the server schema on every case', () => {
    const cases = [ok, { ...ok, comment: 'Ten chars!' }, { ...ok, comment: '🌸'.repeat(2000) }, { ...ok, comment: '🌸'.repeat(2001) }, { ...ok, userName: 'n'.repeat(60) }];
    for (const c of cases) {
      const client = Object.keys(checkReviewForm(c)).length === 0;
      const server = reviewCreateSchema.safeParse({ productId, ...c }).success;
      expect(client, JSON.stringify(c).slice(0, 60)).toBe(server);
    }
  });
});

describe('cleanReviewText', () => {
  it('keeps line breaks in a comment, flattens a name, drops control characters', () => {
    expect(cleanReviewText(' a\r\nb\u0007c ', true)).toBe('a\nbc');
    expect(cleanReviewText('Asha\n R.', false)).toBe('Asha R.');
    expect(cleanReviewText(42, true)).toBe('');
  });

  it('leaves markup alone: it is shown as text', () => {
    expect(cleanReviewText('<b>bold</b> & <script>x</script>', true)).toBe('<b>bold</b> & <script>x</script>');
  });
});
