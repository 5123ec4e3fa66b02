import { describe, expect, it } from 'vitest';
import { orderErrorFor } from '@/components/checkout/checkout-model';
import { ApiError } from '@/lib/client/api';
import { claimableQuantities, claimLinesRefusal } from '@/lib/claims/rules';
import { CLAIM_MESSAGES } from '@/lib/claims/messages';
import { defaultSampleLabel, MAX_SAMPLES_PER_ORDER, sampleLineLabel, SAMPLE_MESSAGES, toggleSample } from '@/lib/samples/rules';
import { sampleChoiceSchema } from '@/lib/samples/schema';

describe('choosing free samples', () => {
  it('takes up to two, never a third, and unticks any', () => {
    expect(MAX_SAMPLES_PER_ORDER).toBe(2);
    let chosen = toggleSample([], 'a', true);
    chosen = toggleSample(chosen, 'b', true);
    expect(chosen).toEqual(['a', 'b']);
    expect(toggleSample(chosen, 'c', true)).toEqual(['a', 'b']);
    expect(toggleSample(chosen, 'a', true)).toEqual(['a', 'b']);
    expect(toggleSample(chosen, 'a', false)).toEqual(['b']);
  });

  it('the order field: absent is none; a third, a repeat or a non-id is refused in the field’s own words', () => {
    expect(sampleChoiceSchema.parse(undefined)).toEqual([]);
    expect(sampleChoiceSchema.parse(['a', 'b'])).toEqual(['a', 'b']);
    const message = (value: unknown) => sampleChoiceSchema.safeParse(value).error?.issues[0]?.message;
    expect(message(['a', 'b', 'c'])).toBe(SAMPLE_MESSAGES.tooMany);
    expect(message(['a', 'a'])).toBe(SAMPLE_MESSAGES.twice);
    expect(message([7])).toBe(SAMPLE_MESSAGES.invalid);
    expect(message(['x'.repeat(41)])).toBe(SAMPLE_MESSAGES.invalid);
    expect(message('a')).toBe(SAMPLE_MESSAGES.invalid);
    // Every refusal is the field's own, where the checkout looks for it.
    expect(sampleChoiceSchema.safeParse([7]).error?.issues[0]?.path).toEqual([]);
  });

  it('labels a sample line so every document says it is one', () => {
    expect(defaultSampleLabel(2)).toBe('2 ml');
    expect(sampleLineLabel('2 ml')).toBe('Free sample · 2 ml');
  });

  it('the checkout offers the list again when the server names the samples field', () => {
    const soldOut = new ApiError(SAMPLE_MESSAGES.soldOut('Oud Rasa'), { status: 409, code: 'SAMPLE_UNAVAILABLE', errors: { samples: [SAMPLE_MESSAGES.soldOut('Oud Rasa')] } });
    expect(orderErrorFor(soldOut)).toEqual({ kind: 'samples', message: 'The Oud Rasa sample has just run out. Please choose another, or none.', fields: {} });
    const invalid = new ApiError(SAMPLE_MESSAGES.invalid, { status: 400, code: 'BAD_REQUEST', errors: { samples: [SAMPLE_MESSAGES.invalid] } });
    expect(orderErrorFor(invalid).kind).toBe('samples');
  });

  it('a free sample is never claimable', () => {
    const lines = [
      { id: 'bottle', quantity: 1, kind: 'goods', name: 'Fiorita' },
      { id: 'vial', quantity: 1, kind: 'sample', name: 'Oud Rasa' },
    ];
    const left = claimableQuantities(lines, []);
    expect([...left]).toEqual([
      ['bottle', 1],
      ['vial', 0],
    ]);
    expect(claimLinesRefusal([{ orderItemId: 'vial', quantity: 1 }], lines, left)).toBe(CLAIM_MESSAGES.sampleNotClaimable);
    expect(claimLinesRefusal([{ orderItemId: 'bottle', quantity: 1 }], lines, left)).toBeNull();
  });
});
