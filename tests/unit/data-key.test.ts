import { describe, expect, it } from 'vitest';
import { dataKey } from '@/lib/data-key';

describe('dataKey', () => {
  it('is the same for the same data and changes when any of it does', () => {
    const orders = [{ id: 'a', status: 'DELIVERED', claim: null }];
    expect(dataKey(orders)).toBe(dataKey([{ id: 'a', status: 'DELIVERED', claim: null }]));
    expect(dataKey(orders)).not.toBe(dataKey([{ id: 'a', status: 'DELIVERED', claim: { reason: 'Leaking' } }]));
    expect(dataKey(orders)).not.toBe(dataKey([{ id: 'a', status: 'SHIPPED', claim: null }]));
  });

  it('takes any value, undefined included', () => {
    expect(dataKey(undefined)).toBe(dataKey(undefined));
    expect(dataKey(null)).not.toBe(dataKey(undefined));
    expect(dataKey({ n: 1 })).toMatch(/^[0-9a-z]+\.[0-9a-z]+$/);
  });
});
