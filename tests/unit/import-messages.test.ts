import { describe, expect, it } from 'vitest';
import { importCheckMessage, importDoneMessage } from '@/lib/catalog/messages';

describe('the CSV import answers', () => {
  it('agree with their counts (issue 30: "All 1 row is ready", "Imported 1 products")', () => {
    expect(importCheckMessage({ total: 1, invalid: 0 })).toBe('The row is ready to import');
    expect(importCheckMessage({ total: 3, invalid: 0 })).toBe('All 3 rows are ready to import');
    expect(importCheckMessage({ total: 1, invalid: 1 })).toBe('1 of 1 row has errors');
    expect(importCheckMessage({ total: 4, invalid: 2 })).toBe('2 of 4 rows have errors');
    expect(importDoneMessage({ created: 1, updated: 0 })).toBe('Imported 1 product: 1 created, 0 updated');
    expect(importDoneMessage({ created: 1, updated: 1 })).toBe('Imported 2 products: 1 created, 1 updated');
  });
});
