import { describe, expect, it } from 'vitest';
import { reviewCharacterText, scaleAverage, scaleAverageText } from '@/lib/reviews/character';
import { checkReviewForm, readReviewScale, readReviewSeasons, REVIEW_MESSAGES, REVIEW_SEASONS } from '@/lib/reviews/messages';
import { reviewCreateSchema, reviewUpdateSchema } from '@/lib/reviews/schema';

// Issue 31.5: a review may say how long the perfume lasted, how far it carried and which seasons it suits.

const productId = '6774858000000000000000aa';
const base = { productId, rating: 5, comment: 'A lovely, long-lasting jasmine.', userName: 'Asha' };

function createIssue(extra: Record<string, unknown>) {
  const r = reviewCreateSchema.safeParse({ ...base, ...extra });
  if (r.success) throw new Error(`expected ${JSON.stringify(extra)} to be refused`);
  return { path: r.error.issues[0]!.path.join('.'), message: r.error.issues[0]!.message };
}

describe('readReviewScale (longevity and sillage)', () => {
  it.each<[unknown, number | null]>([
    [undefined, null],
    [null, null],
    ['', null],
    ['  ', null],
    [1, 1],
    [5, 5],
    ['3', 3],
    [' 4 ', 4],
  ])('reads %j as %j', (raw, value) => {
    expect(readReviewScale(raw, 'longevity')).toEqual({ ok: true, value });
  });

  it.each<unknown>([0, 6, -1, 2.5, '2.5', 'x', 'five', true, [], {}, Number.NaN, Number.POSITIVE_INFINITY])('refuses %j with the field’s message', (raw) => {
    expect(readReviewScale(raw, 'longevity')).toEqual({ ok: false, message: REVIEW_MESSAGES.longevity });
    expect(readReviewScale(raw, 'sillage')).toEqual({ ok: false, message: REVIEW_MESSAGES.sillage });
  });
});

describe('readReviewSeasons', () => {
  it('reads none when left out', () => {
    expect(readReviewSeasons(undefined)).toEqual({ ok: true, value: [] });
    expect(readReviewSeasons(null)).toEqual({ ok: true, value: [] });
    expect(readReviewSeasons([])).toEqual({ ok: true, value: [] });
  });

  it('gives the seasons back in the year’s order, whatever the case and order sent', () => {
    expect(readReviewSeasons(['winter', ' Summer ', 'MONSOON'])).toEqual({ ok: true, value: ['summer', 'monsoon', 'winter'] });
    expect(readReviewSeasons([...REVIEW_SEASONS].reverse())).toEqual({ ok: true, value: [...REVIEW_SEASONS] });
  });

  it.each<[string, unknown, string]>([
    ['an unknown season', ['summer', 'rainy'], REVIEW_MESSAGES.seasons],
    ['a string, not a list', 'summer', REVIEW_MESSAGES.seasons],
    ['a number in the list', [1], REVIEW_MESSAGES.seasons],
    ['a blank in the list', [''], REVIEW_MESSAGES.seasons],
    ['an object', { summer: true }, REVIEW_MESSAGES.seasons],
    ['a repeat', ['summer', 'winter', 'summer'], REVIEW_MESSAGES.seasonRepeated],
    ['a repeat in another case', ['Summer', 'summer'], REVIEW_MESSAGES.seasonRepeated],
    ['more than five', [...REVIEW_SEASONS, 'summer'], REVIEW_MESSAGES.seasons],
  ])('refuses %s', (_label, raw, message) => {
    expect(readReviewSeasons(raw)).toEqual({ ok: false, message });
  });
});

describe('POST /reviews schema: longevity, sillage, seasons', () => {
  it('keeps them when given', () => {
    expect(reviewCreateSchema.parse({ ...base, longevity: 4, sillage: '2', seasons: ['winter', 'summer'] })).toEqual({
      ...base,
      longevity: 4,
      sillage: 2,
      seasons: ['summer', 'winter'],
    });
  });

  it('a review without them is still whole: not rated, no seasons', () => {
    expect(reviewCreateSchema.parse(base)).toEqual({ ...base, longevity: null, sillage: null, seasons: [] });
    expect(reviewCreateSchema.parse({ ...base, longevity: null, sillage: '', seasons: null })).toEqual({ ...base, longevity: null, sillage: null, seasons: [] });
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ longevity: 0 }, 'longevity', REVIEW_MESSAGES.longevity],
    [{ longevity: 6 }, 'longevity', REVIEW_MESSAGES.longevity],
    [{ longevity: 2.5 }, 'longevity', REVIEW_MESSAGES.longevity],
    [{ longevity: 'x' }, 'longevity', REVIEW_MESSAGES.longevity],
    [{ sillage: 0 }, 'sillage', REVIEW_MESSAGES.sillage],
    [{ sillage: 6 }, 'sillage', REVIEW_MESSAGES.sillage],
    [{ sillage: 'loud' }, 'sillage', REVIEW_MESSAGES.sillage],
    [{ seasons: ['autumn', 'rainy'] }, 'seasons', REVIEW_MESSAGES.seasons],
    [{ seasons: ['autumn', 'autumn'] }, 'seasons', REVIEW_MESSAGES.seasonRepeated],
    [{ seasons: 'autumn' }, 'seasons', REVIEW_MESSAGES.seasons],
  ])('refuses %j', (extra, path, message) => {
    expect(createIssue(extra)).toEqual({ path, message });
  });

  it('names every bad field, after the rules that matter more', () => {
    const r = reviewCreateSchema.safeParse({ ...base, comment: 'short', longevity: 9, seasons: ['x'] });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['comment', REVIEW_MESSAGES.commentLength],
      ['longevity', REVIEW_MESSAGES.longevity],
      ['seasons', REVIEW_MESSAGES.seasons],
    ]);
  });
});

describe('PUT /reviews/{id} schema: longevity, sillage, seasons', () => {
  it('changes only what is sent; null and [] take a rating or the seasons back', () => {
    expect(reviewUpdateSchema.parse({ longevity: 5 })).toEqual({ longevity: 5 });
    expect(reviewUpdateSchema.parse({ sillage: null, seasons: [] })).toEqual({ sillage: null, seasons: [] });
    expect(reviewUpdateSchema.parse({ seasons: ['spring'] })).toEqual({ seasons: ['spring'] });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ longevity: 0 }, REVIEW_MESSAGES.longevity],
    [{ sillage: 7 }, REVIEW_MESSAGES.sillage],
    [{ seasons: ['summer', 'summer'] }, REVIEW_MESSAGES.seasonRepeated],
    [{ seasons: ['fall'] }, REVIEW_MESSAGES.seasons],
  ])('refuses %j', (body, message) => {
    const r = reviewUpdateSchema.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(message);
  });
});

describe('the form checks what the API checks', () => {
  const form = { rating: 5, comment: base.comment, userName: base.userName };

  it('flags each bad field under itself and passes good ones', () => {
    expect(checkReviewForm({ ...form, longevity: 3, sillage: null, seasons: ['monsoon'] })).toEqual({});
    expect(checkReviewForm({ ...form, longevity: 6, sillage: 0, seasons: ['monsoon', 'monsoon'] })).toEqual({
      longevity: REVIEW_MESSAGES.longevity,
      sillage: REVIEW_MESSAGES.sillage,
      seasons: REVIEW_MESSAGES.seasonRepeated,
    });
  });

  it.each<Record<string, unknown>>([
    {},
    { longevity: 1, sillage: 5, seasons: [...REVIEW_SEASONS] },
    { longevity: 0 },
    { longevity: 5.5 },
    { sillage: '3' },
    { sillage: 'x' },
    { seasons: ['winter', 'Winter'] },
    { seasons: ['dry'] },
    { seasons: [] },
  ])('agrees with the server schema on %j', (extra) => {
    const client = Object.keys(checkReviewForm({ ...form, ...extra })).length === 0;
    const server = reviewCreateSchema.safeParse({ ...base, ...extra }).success;
    expect(client).toBe(server);
  });
});

describe('reviewers’ averages as the product keeps and the page says them', () => {
  it('is null until someone rated it', () => {
    expect(scaleAverage(0, 0)).toBeNull();
    expect(scaleAverage(4.25, 4)).toEqual({ average: 4.25, count: 4 });
  });

  it.each<['longevity' | 'sillage', number, number, string]>([
    ['longevity', 4.25, 38, 'Lasts 4.3 / 5 · from 38 reviews'],
    ['longevity', 4.2, 1, 'Lasts 4.2 / 5 · from 1 review'],
    ['sillage', 3.75, 35, 'Sillage 3.8 / 5 · from 35 reviews'],
    ['sillage', 5, 2, 'Sillage 5.0 / 5 · from 2 reviews'],
    ['longevity', 3.04, 125000, 'Lasts 3.0 / 5 · from 1,25,000 reviews'],
  ])('%s %d from %d → %s', (scale, average, count, text) => {
    expect(scaleAverageText(scale, { average, count })).toBe(text);
  });

  it('says one review’s wear compactly, leaving out what it did not say', () => {
    expect(reviewCharacterText({ longevity: 4, sillage: 3, seasons: ['summer', 'monsoon'] })).toBe('Lasts 4/5 · Sillage 3/5 · Summer, Monsoon');
    expect(reviewCharacterText({ longevity: null, sillage: 2, seasons: [] })).toBe('Sillage 2/5');
    expect(reviewCharacterText({ longevity: null, sillage: null, seasons: ['winter'] })).toBe('Winter');
    expect(reviewCharacterText({ longevity: null, sillage: null, seasons: [] })).toBeNull();
  });
});
