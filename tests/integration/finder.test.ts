import { describe, expect, it } from 'vitest';
import { GET as finderRoute } from '@/app/api/v1/finder/route';
import type { ProductDto } from '@/lib/catalog/dto';
import { FINDER_MESSAGES, NOTE_GROUPS } from '@/lib/catalog/finder';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';

useTestDatabase();

type Result = { product: ProductDto; score: number; reasons: string[] };

const ask = (query: string) => call(finderRoute, { path: `/api/v1/finder${query}` });
const notesOf = (p: ProductDto) => [...p.notes.top, ...p.notes.heart, ...p.notes.base].map((n) => n.toLowerCase());

describe('GET /api/v1/finder', () => {
  it('ranks the demo catalogue for a shopper with no account, best first, each with why', async () => {
    const res = await ask('?for=her&when=evening&love=rose,saffron&avoid=oud&strength=strong&budget=5000');
    expect(res.status).toBe(200);
    const results = res.body.data.results as Result[];
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(6);
    const oud = NOTE_GROUPS.find((g) => g.value === 'oud')!.match;
    for (const r of results) {
      expect(r.product.gender).not.toBe('men');
      expect(notesOf(r.product).some((n) => oud.test(n))).toBe(false);
      expect(r.product.fromPrice).toBeLessThanOrEqual(5000);
      expect(r.score).toBeGreaterThan(0);
      expect(r.reasons.length).toBeGreaterThan(0);
    }
    // In stock first, and by score within it.
    const inStock = results.filter((r) => r.product.sizes.some((s) => s.stock > 0));
    expect(results.slice(0, inStock.length)).toEqual(inStock);
    for (let i = 1; i < inStock.length; i++) expect(inStock[i]!.score).toBeLessThanOrEqual(inStock[i - 1]!.score);
    expect(results[0]!.reasons.some((r) => /(rose|saffron).* (at the top|in the heart|in the base), as you asked/i.test(r))).toBe(true);
  });

  it('answers the same for the same question, and differently for another', async () => {
    const one = await ask('?love=jasmine&strength=light');
    const again = await ask('?love=jasmine&love=jasmine&strength=light');
    expect(again.body.data.results.map((r: Result) => r.product.id)).toEqual(one.body.data.results.map((r: Result) => r.product.id));
    const other = await ask('?love=leather&strength=strong');
    expect(other.body.data.results.map((r: Result) => r.product.id)).not.toEqual(one.body.data.results.map((r: Result) => r.product.id));
  });

  it.each([
    ['?for=cats', 'for', FINDER_MESSAGES.unknownChoice('Who is it for?')],
    ['?when=day&when=evening', 'when', FINDER_MESSAGES.oneOnly('When will it be worn?')],
    ['?love=rose,petrol', 'love', FINDER_MESSAGES.unknownChoice('Which notes do you love?')],
    ['?strength=max', 'strength', FINDER_MESSAGES.unknownChoice('How strong should it be?')],
    ['?budget=2000', 'budget', FINDER_MESSAGES.unknownChoice('Your budget, if you have one')],
    ['?love=oud&avoid=oud', 'avoid', FINDER_MESSAGES.lovedAndAvoided],
  ])('refuses %s with a 400 naming the question', async (query, field, message) => {
    const res = await ask(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    expect(res.body.errors[field]).toEqual([message]);
  });
});
