import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRows, cartTotals, nextQuantity } from '@/components/cart/cart-model';
import { CART_QUANTITY_DEBOUNCE_MS, LineDebouncer } from '@/components/cart/line-debouncer';
import { SerialQueue } from '@/components/cart/serial-queue';
import type { ProductDto } from '@/lib/catalog/dto';
import type { CartView } from '@/lib/cart/types';

describe('LineDebouncer (cart quantity debounce 1000 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the 1000 ms delay by default', () => {
    expect(CART_QUANTITY_DEBOUNCE_MS).toBe(1000);
  });

  it('sends many rapid changes once, with the last value, 1000 ms after the last change', () => {
    const d = new LineDebouncer();
    const send = vi.fn();
    d.schedule('a', 2, send);
    vi.advanceTimersByTime(400);
    d.schedule('a', 3, send);
    vi.advanceTimersByTime(400);
    d.schedule('a', 4, send);
    // 1000 ms after the first change, but only 200 after the last: nothing yet.
    vi.advanceTimersByTime(200);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(799);
    expect(send).not.toHaveBeenCalled();
    expect(d.pendingValue('a')).toBe(4);
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(4);
    expect(d.has('a')).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('fires exactly at 1000 ms, not before', () => {
    const d = new LineDebouncer();
    const send = vi.fn();
    d.schedule('a', 1, send);
    vi.advanceTimersByTime(999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledWith(1);
  });

  it('keeps lines independent', () => {
    const d = new LineDebouncer();
    const sendA = vi.fn();
    const sendB = vi.fn();
    d.schedule('a', 5, sendA);
    vi.advanceTimersByTime(600);
    d.schedule('b', 7, sendB);
    vi.advanceTimersByTime(400);
    // a's timer was not reset by b's change.
    expect(sendA).toHaveBeenCalledExactlyOnceWith(5);
    expect(sendB).not.toHaveBeenCalled();
    d.schedule('b', 8, sendB);
    vi.advanceTimersByTime(1000);
    expect(sendB).toHaveBeenCalledExactlyOnceWith(8);
    expect(sendA).toHaveBeenCalledTimes(1);
  });

  it('cancel drops one line only (removing a line cancels its pending change)', () => {
    const d = new LineDebouncer();
    const send = vi.fn();
    d.schedule('a', 2, send);
    d.schedule('b', 3, send);
    expect(d.cancel('a')).toBe(true);
    expect(d.cancel('a')).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(send).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('cancelAll drops every pending change (clearing the cart)', () => {
    const d = new LineDebouncer();
    const send = vi.fn();
    d.schedule('a', 2, send);
    d.schedule('b', 3, send);
    expect(d.size).toBe(2);
    expect(d.cancelAll()).toBe(2);
    expect(d.size).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(send).not.toHaveBeenCalled();
  });

  it('flush sends at once, per line or all, and never twice', () => {
    const d = new LineDebouncer();
    const send = vi.fn();
    d.schedule('a', 2, send);
    d.schedule('b', 3, send);
    d.flush('a');
    expect(send).toHaveBeenCalledExactlyOnceWith(2);
    d.flush('missing');
    d.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith(3);
    vi.advanceTimersByTime(5000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a change after a send starts a fresh timer', () => {
    const d = new LineDebouncer();
    const send = vi.fn();
    d.schedule('a', 2, send);
    vi.advanceTimersByTime(1000);
    d.schedule('a', 0, send);
    vi.advanceTimersByTime(1000);
    expect(send.mock.calls).toEqual([[2], [0]]);
  });

  it('takes a custom delay', () => {
    const d = new LineDebouncer(250);
    const send = vi.fn();
    d.schedule('a', 1, send);
    vi.advanceTimersByTime(250);
    expect(send).toHaveBeenCalledOnce();
  });
});

describe('SerialQueue', () => {
  it('runs tasks one at a time in order, and a failure does not stop the next', async () => {
    const q = new SerialQueue();
    const log: string[] = [];
    let release!: () => void;
    const first = q.run(
      () =>
        new Promise<string>((resolve) => {
          log.push('start 1');
          release = () => resolve('one');
        }),
    );
    const second = q.run(async () => {
      log.push('start 2');
      throw new Error('boom');
    });
    const third = q.run(async () => {
      log.push('start 3');
      return 'three';
    });
    await Promise.resolve();
    expect(log).toEqual(['start 1']);
    expect(q.size).toBe(3);
    release();
    await expect(first).resolves.toBe('one');
    await expect(second).rejects.toThrow('boom');
    await expect(third).resolves.toBe('three');
    await q.idle();
    expect(log).toEqual(['start 1', 'start 2', 'start 3']);
    expect(q.size).toBe(0);
  });
});

function product(id: string, price: number, stock: number, originalPrice: number | null = null): ProductDto {
  return { _id: id, id, slug: id, name: `Scent ${id}`, brand: 'Maison', price, originalPrice, stock, images: [] } as unknown as ProductDto;
}

function cartOf(lines: { id: string; price: number; qty: number; stock: number; available?: boolean }[]): CartView {
  const available = lines.filter((l) => l.available !== false);
  const subtotal = available.reduce((sum, l) => sum + Math.round(l.price * l.qty * 100), 0) / 100;
  return {
    _id: 'cart',
    items: lines.map((l) => ({
      _id: `line-${l.id}`,
      productId: l.id,
      product: product(l.id, l.price, l.stock),
      variantId: null,
      size: null,
      quantity: l.qty,
      originalPrice: l.price,
      addedAt: '2026-01-01T00:00:00.000Z',
    })),
    itemsWithDetails: lines.map((l) => ({
      lineId: `line-${l.id}`,
      productId: l.id,
      variantId: null,
      size: null,
      product: product(l.id, l.price, l.stock),
      productAvailable: l.available !== false,
      itemTotal: Math.round(l.price * l.qty * 100) / 100,
      inStock: l.stock >= l.qty,
      maxQuantity: l.stock,
    })),
    summary: {
      // As lib/cart/calc.ts: unavailable lines count nowhere.
      totalItems: available.reduce((n, l) => n + l.qty, 0),
      totalPrice: subtotal,
      totalWeight: 0,
      availableItems: available.length,
      outOfStockItems: 0,
      estimatedShipping: 0,
      subtotal,
      total: subtotal,
    },
    count: lines.reduce((n, l) => n + l.qty, 0),
  };
}

describe('optimistic cart totals', () => {
  const view = cartOf([
    { id: 'a', price: 19.99, qty: 2, stock: 5 },
    { id: 'b', price: 1499, qty: 1, stock: 3 },
    { id: 'gone', price: 999, qty: 1, stock: 3, available: false },
  ]);

  it('equal the server summary when nothing is pending', () => {
    const rows = buildRows(view, new Map(), new Set());
    const t = cartTotals(view, rows);
    expect(t.totalPaise).toBe(153898);
    expect(t.itemCount).toBe(3);
    expect(t.purchasable).toBe(true);
  });

  it('move by integer paise for a pending change and a pending removal, ignoring unavailable lines', () => {
    const rows = buildRows(view, new Map([['a', 5], ['gone', 3]]), new Set(['b']));
    const t = cartTotals(view, rows);
    expect(rows.find((r) => r.key === 'a')?.lineTotalPaise).toBe(9995);
    expect(t.totalPaise).toBe(9995);
    expect(t.subtotalPaise).toBe(9995);
    expect(t.itemCount).toBe(5);
  });

  it('are not purchasable with only unavailable lines', () => {
    const only = cartOf([{ id: 'gone', price: 999, qty: 1, stock: 3, available: false }]);
    expect(cartTotals(only, buildRows(only, new Map(), new Set())).purchasable).toBe(false);
  });

  it('nextQuantity stops increases at stock but always allows decreases', () => {
    expect(nextQuantity(2, 9, 5)).toBe(5);
    expect(nextQuantity(6, 4, 3)).toBe(4);
    expect(nextQuantity(6, 8, 3)).toBe(6);
    expect(nextQuantity(2, 0, 5)).toBe(0);
    expect(nextQuantity(2, -3, 5)).toBe(0);
  });
});
