import { describe, expect, it } from 'vitest';
import { toProductDto, type ProductDto } from '@/lib/catalog/dto';
import {
  FINDER_MESSAGES,
  describeAnswers,
  finderQueryString,
  parseFinderAnswers,
  rankForFinder,
  scoreProduct,
  strengthOf,
  type FinderAnswers,
} from '@/lib/catalog/finder';
import { productRow, type ProductRow } from '../helpers/product-row';

let n = 0;
function perfume(overrides: Partial<ProductRow>): ProductDto {
  n += 1;
  return toProductDto(productRow({ id: `p${n}`, slug: `p${n}`, name: `Perfume ${n}`, sillage: 0, ...overrides }));
}
const answers = (a: Partial<FinderAnswers>): FinderAnswers => ({ love: [], avoid: [], ...a });

// Three perfumes that differ in one thing each.
const jasmineHeart = perfume({ name: 'Mogra Heart', category: 'Female', notesTop: ['Bergamot'], notesHeart: ['Jasmine Sambac'], notesBase: ['Musk'], family: 'floral', concentration: 'Eau de Parfum' });
const jasmineTop = perfume({ name: 'Jasmine Top', category: 'Unisex', notesTop: ['Jasmine'], notesHeart: ['Iris'], notesBase: ['Cedarwood'], family: 'woody', concentration: 'Eau de Toilette' });
const oudBase = perfume({ name: 'Oud Base', category: 'Male', notesTop: ['Saffron'], notesHeart: ['Rose'], notesBase: ['Oud'], family: 'amber', concentration: 'Extrait de Parfum', sillage: 5 });

describe('the finder’s scoring', () => {
  it('weighs a loved note in the heart or base above one at the top, and says where it is', () => {
    const a = answers({ love: ['jasmine'] });
    expect(scoreProduct(jasmineHeart, a)).toMatchObject({ score: 3, reasons: ['Jasmine Sambac in the heart, as you asked'] });
    expect(scoreProduct(jasmineTop, a)).toMatchObject({ score: 2, reasons: ['Jasmine at the top, as you asked'] });
    expect(rankForFinder([jasmineTop, oudBase, jasmineHeart], a).map((r) => r.product.name)).toEqual(['Mogra Heart', 'Jasmine Top']);
  });

  it('gives a loved group’s family a point when the perfume does not carry the note itself', () => {
    const floralNoRose = perfume({ notesTop: ['Pear'], notesHeart: ['Peony'], notesBase: ['Musk'], family: 'floral' });
    expect(scoreProduct(floralNoRose, answers({ love: ['rose'] }))).toMatchObject({ score: 1, reasons: ['Floral, close to the rose you love'] });
  });

  it('leaves out a perfume carrying an avoided note, one for someone else, and one over the budget', () => {
    expect(scoreProduct(oudBase, answers({ avoid: ['oud'] }))).toBeNull();
    expect(scoreProduct(jasmineHeart, answers({ avoid: ['oud'] }))).not.toBeNull();
    expect(scoreProduct(oudBase, answers({ for: 'her' }))).toBeNull();
    expect(scoreProduct(jasmineHeart, answers({ for: 'him' }))).toBeNull();
    // Unisex suits both.
    expect(scoreProduct(jasmineTop, answers({ for: 'her' }))).not.toBeNull();
    expect(scoreProduct(jasmineTop, answers({ for: 'him' }))).not.toBeNull();
    const dear = perfume({ minPricePaise: 320_000, pricePaise: 320_000, notesTop: ['Lemon'] });
    expect(scoreProduct(dear, answers({ budget: '3000' }))).toBeNull();
    expect(scoreProduct(dear, answers({ budget: '5000' }))?.reasons).toEqual(['Within your budget, from ₹3,200']);
  });

  it('matches the occasion by family and the strength by concentration, its neighbour for half, and the stated sillage', () => {
    expect(scoreProduct(oudBase, answers({ when: 'evening' }))).toMatchObject({ score: 2, reasons: ['Amber (oriental), for evenings out'] });
    expect(scoreProduct(jasmineHeart, answers({ when: 'evening' }))?.score).toBe(0);
    expect(scoreProduct(oudBase, answers({ strength: 'strong' }))).toMatchObject({
      score: 3,
      reasons: ['Extrait de Parfum: strong, it fills a room', 'Sillage: enormous, fills a room'],
    });
    expect(scoreProduct(jasmineHeart, answers({ strength: 'strong' }))?.score).toBe(0.5);
    // The opposite strength is not a match at all: an Eau de Toilette for "it fills a room".
    expect(scoreProduct(jasmineTop, answers({ strength: 'strong' }))).toBeNull();
    expect(scoreProduct(oudBase, answers({ strength: 'light' }))).toBeNull();
  });

  it('puts what is in stock first, then the higher score, the better rated, A to Z', () => {
    const soldOut = perfume({ name: 'Sold Out Jasmine', notesHeart: ['Jasmine'], stock: 0, totalStock: 0, family: 'floral' });
    // Jasmine at the top only (2), below Mogra Heart's jasmine in the heart (3), whatever the rating.
    const loved = perfume({ name: 'Loved Jasmine', notesTop: ['Jasmine'], notesHeart: ['Cedarwood'], notesBase: ['Amber'], averageRating: 4.9 });
    const plain = perfume({ name: 'Plain Jasmine', notesTop: ['Jasmine'], notesHeart: ['Cedarwood'], notesBase: ['Amber'], averageRating: 4.1 });
    const ranked = rankForFinder([soldOut, plain, loved, jasmineHeart], answers({ love: ['jasmine'] }));
    expect(ranked.map((r) => r.product.name)).toEqual(['Mogra Heart', 'Loved Jasmine', 'Plain Jasmine', 'Sold Out Jasmine']);
  });

  it('ranks by rating alone when the answers only set rules, and leaves out sets and boxes', () => {
    const set = perfume({ name: 'Discovery Set', notesTop: [], notesHeart: [], notesBase: [], averageRating: 5 });
    const box = perfume({ name: 'Gift Box', tags: ['gift-box'], notesHeart: ['Rose'], averageRating: 5 });
    const best = perfume({ name: 'Zafran', notesTop: ['Saffron'], averageRating: 4.9 });
    const ranked = rankForFinder([jasmineHeart, set, box, oudBase, best], answers({ for: 'anyone' }));
    // Zafran by its rating, then the two rated alike A to Z.
    expect(ranked.map((r) => r.product.name)).toEqual(['Zafran', 'Mogra Heart', 'Oud Base']);
    expect(rankForFinder([jasmineHeart, oudBase], answers({ love: ['tea'] }))).toEqual([]);
  });

  it('keeps at most six', () => {
    const many = Array.from({ length: 9 }, () => perfume({ notesTop: ['Lemon'] }));
    expect(rankForFinder(many, answers({ love: ['citrus'] }))).toHaveLength(6);
  });

  it.each([
    ['Eau de Cologne', 'light'],
    ['Body Mist', 'light'],
    ['Eau de Toilette', 'light'],
    ['Eau de Parfum', 'moderate'],
    ['Extrait de Parfum', 'strong'],
    ['Attar', 'strong'],
    ['Something Else', null],
  ])('wears %s as %s', (concentration, strength) => {
    expect(strengthOf(concentration)).toBe(strength);
  });
});

describe('the finder’s answers', () => {
  it('reads them from an address, as a list or repeated, each once', () => {
    expect(parseFinderAnswers({ for: 'her', when: 'day', love: 'rose,jasmine', avoid: ['oud', 'leather', 'oud'], strength: 'light', budget: '3000' })).toEqual({
      ok: true,
      answers: { for: 'her', when: 'day', love: ['rose', 'jasmine'], avoid: ['oud', 'leather'], strength: 'light', budget: '3000' },
    });
    expect(parseFinderAnswers({})).toEqual({ ok: true, answers: { love: [], avoid: [] } });
    expect(parseFinderAnswers({ for: '', love: '' })).toEqual({ ok: true, answers: { love: [], avoid: [] } });
  });

  it.each([
    [{ for: 'cats' }, 'for', FINDER_MESSAGES.unknownChoice('Who is it for?')],
    [{ for: ['her', 'him'] }, 'for', FINDER_MESSAGES.oneOnly('Who is it for?')],
    [{ when: 'midnight' }, 'when', FINDER_MESSAGES.unknownChoice('When will it be worn?')],
    [{ love: 'rose,gasoline' }, 'love', FINDER_MESSAGES.unknownChoice('Which notes do you love?')],
    [{ strength: '11' }, 'strength', FINDER_MESSAGES.unknownChoice('How strong should it be?')],
    [{ budget: '999' }, 'budget', FINDER_MESSAGES.unknownChoice('Your budget, if you have one')],
    [{ love: 'oud', avoid: 'oud' }, 'avoid', FINDER_MESSAGES.lovedAndAvoided],
  ])('refuses %j, naming the question', (query, key, message) => {
    expect(parseFinderAnswers(query as Record<string, string>)).toEqual({ ok: false, key, message });
  });

  it('writes them back as the same address, and in words', () => {
    const a = answers({ for: 'him', love: ['oud', 'saffron'], budget: '5000' });
    expect(finderQueryString(a)).toBe('?for=him&love=oud%2Csaffron&budget=5000');
    expect(parseFinderAnswers(Object.fromEntries(new URLSearchParams(finderQueryString(a))))).toEqual({ ok: true, answers: a });
    expect(finderQueryString(a, { step: '2' })).toBe('?for=him&love=oud%2Csaffron&budget=5000&step=2');
    expect(describeAnswers(a)).toEqual(['For him', 'Loves oud, saffron', 'Up to ₹5,000']);
  });
});
