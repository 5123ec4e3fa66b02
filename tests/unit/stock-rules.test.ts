import { describe, expect, it } from 'vitest';
import { adjustmentSignIssue, belowZeroMessage, countOutcome, formatDelta, movementReasonLabel, stockChangedMessage } from '@/lib/stock/rules';
import { stockAdjustmentSchema, stockMovementsQuerySchema } from '@/lib/stock/schema';

const ID = '0123456789abcdef01234567';

describe('countOutcome: a count set against the figure the admin saw', () => {
  it('leaves stock alone when the count is the figure seen, whatever sold since', () => {
    expect(countOutcome({ stock: 1, expectedStock: 1 }, 0)).toBe('unchanged');
    expect(countOutcome({ stock: 1, expectedStock: 1 }, 1)).toBe('unchanged');
  });
  it('sets a new count while the stock is still the figure seen', () => {
    expect(countOutcome({ stock: 9, expectedStock: 4 }, 4)).toBe('set');
    expect(countOutcome({ stock: 0, expectedStock: 4 }, 4)).toBe('set');
  });
  it('is a conflict when the stock moved since', () => {
    expect(countOutcome({ stock: 9, expectedStock: 4 }, 3)).toBe('conflict');
    expect(countOutcome({ stock: 9, expectedStock: 4 }, 9)).toBe('conflict');
  });
});

describe('adjustment rules', () => {
  it('received adds, damaged removes, a count correction goes either way', () => {
    expect(adjustmentSignIssue('received', 3)).toBeNull();
    expect(adjustmentSignIssue('received', -3)).toMatch(/positive/);
    expect(adjustmentSignIssue('damaged', -1)).toBeNull();
    expect(adjustmentSignIssue('damaged', 1)).toMatch(/negative/);
    expect(adjustmentSignIssue('count_correction', -5)).toBeNull();
    expect(adjustmentSignIssue('count_correction', 5)).toBeNull();
  });
  it('the schema reads numbers from strings, trims the note and refuses the rest', () => {
    expect(stockAdjustmentSchema.parse({ variantId: ID, delta: ' -4 ', reason: 'damaged', note: '  two  broken\n caps ' })).toEqual({ variantId: ID, delta: -4, reason: 'damaged', note: 'two broken caps' });
    expect(stockAdjustmentSchema.parse({ variantId: ID, delta: 2, reason: 'received', note: '   ' })).toEqual({ variantId: ID, delta: 2, reason: 'received' });
    for (const bad of [{ delta: 0 }, { delta: 2.5 }, { delta: '1e3' }, { delta: 100_001 }, { delta: -100_001, reason: 'count_correction' }, { variantId: 'x' }, { reason: 'opening' }]) {
      expect(stockAdjustmentSchema.safeParse({ variantId: ID, delta: 1, reason: 'received', ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });
  it('the movements query has defaults and bounds', () => {
    expect(stockMovementsQuerySchema.parse({})).toEqual({ variantId: null, page: 1, limit: 20 });
    expect(stockMovementsQuerySchema.parse({ variantId: ID, page: '2', limit: '10' })).toEqual({ variantId: ID, page: 2, limit: 10 });
    expect(stockMovementsQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});

describe('words', () => {
  it('signs changes with a true minus and names reasons', () => {
    expect(formatDelta(3)).toBe('+3');
    expect(formatDelta(-2)).toBe('\u22122');
    expect(movementReasonLabel('order_released')).toBe('Order cancelled or expired');
    expect(movementReasonLabel('csv_import')).toBe('CSV import');
  });
  it('says the figure now, naming the size when several moved', () => {
    expect(stockChangedMessage(3)).toBe('Stock changed since you opened this page: now 3. Check the figure and save again.');
    expect(stockChangedMessage(0, '100 ml')).toBe('100 ml: stock changed since you opened this page: now 0. Check the figure and save again.');
    expect(belowZeroMessage(2, -3)).toBe('Only 2 in stock: a change of \u22123 would leave less than 0.');
  });
});
