import { describe, expect, it } from 'vitest';
import { buildRows } from '@/components/cart/cart-model';
import { cardSizes } from '@/components/catalog/card-sizes';
import { quantityIn } from '@/components/catalog/shop-actions';
import type { CartProduct, CartView, LineSize } from '@/lib/cart/types';
import { toProductDto, type SizeRow } from '@/lib/catalog/dto';
import { productRow } from '../helpers/product-row';

function sizeRow(volumeMl: number, pricePaise: number, stock: number, position: number): SizeRow {
  const at = new Date('2025-01-02T03:04:05.678Z');
  return {
    id: `67748580aaaaaaaaaaaa${String(volumeMl).padStart(4, '0')}`,
    productId: '67748580abcdef0123456789',
    label: `${volumeMl} ml`,
    volumeMl,
    pricePaise,
    originalPricePaise: null,
    mrpPaise: pricePaise,
    stock,
    sku: `FIORITA-${volumeMl}ML`,
    isActive: true,
    position,
    createdAt: at,
    updatedAt: at,
  };
}

describe('cardSizes (what a product card says of its sizes)', () => {
  it('quotes the one price of a perfume in one size, with its volume and stock', () => {
    const p = toProductDto(productRow(), [sizeRow(100, 395_000, 72, 0)]);
    expect(cardSizes(p)).toEqual({ several: false, fromPaise: null, stock: 72, volume: '100 ml', defaultLabel: '100 ml' });
  });

  it('says "from" the cheapest of sizes whose prices differ, over the volume range and the stock of all', () => {
    const p = toProductDto(productRow({ sizeCount: 3 }), [sizeRow(50, 249_900, 0, 0), sizeRow(10, 89_900, 4, 1), sizeRow(100, 395_000, 8, 2)]);
    // Quick Add puts in the default (first) size, sold out here: the card's button says so by its stock.
    expect(cardSizes(p)).toEqual({ several: true, fromPaise: 89_900, stock: 12, volume: '10–100 ml', defaultLabel: '50 ml' });
  });

  it('quotes no "from" when every size costs the same', () => {
    const p = toProductDto(productRow({ sizeCount: 2 }), [sizeRow(50, 249_900, 3, 0), sizeRow(30, 249_900, 0, 1)]);
    expect(cardSizes(p)).toMatchObject({ several: true, fromPaise: null, stock: 3 });
  });

  it('reads the product aggregates when a listing carries no sizes', () => {
    const p = toProductDto(productRow({ sizeCount: 3, minPricePaise: 89_900, pricePaise: 249_900, stock: 5 }));
    expect(cardSizes(p)).toEqual({ several: true, fromPaise: 89_900, stock: 5, volume: '100 ml', defaultLabel: '100 ml' });
  });
});

const product = { _id: 'p1', id: 'p1', slug: 'fiorita', name: 'Fiorita', price: 899, originalPrice: null, stock: 9, images: [] } as unknown as CartProduct;
const ten: LineSize = { _id: 'size-10', label: '10 ml', volumeMl: 10 };
const fifty: LineSize = { _id: 'size-50', label: '50 ml', volumeMl: 50 };

/** Fiorita twice in the bag: 2 × 10 ml and 1 × 50 ml. */
function bag(): CartView {
  const lines = [
    { id: 'line-10', size: ten, qty: 2 },
    { id: 'line-50', size: fifty, qty: 1 },
  ];
  return {
    _id: 'cart',
    items: lines.map((l) => ({ _id: l.id, productId: 'p1', product, variantId: l.size._id, size: l.size, quantity: l.qty, originalPrice: 899, addedAt: '2026-01-01T00:00:00.000Z' })),
    itemsWithDetails: lines.map((l) => ({
      lineId: l.id,
      productId: 'p1',
      variantId: l.size._id,
      size: l.size,
      product,
      productAvailable: true,
      itemTotal: 899 * l.qty,
      inStock: true,
      maxQuantity: 9,
    })),
    summary: { totalItems: 3, totalPrice: 2697, totalWeight: 0, availableItems: 2, outOfStockItems: 0, estimatedShipping: 0, subtotal: 2697, total: 2697 },
    count: 3,
  };
}

describe('two sizes of one perfume in the bag', () => {
  it('are two rows with their own keys and sizes, each addressed by its line id', () => {
    const rows = buildRows(bag(), new Map(), new Set());
    expect(rows.map((r) => [r.key, r.apiId, r.size?.label, r.quantity])).toEqual([
      ['p1:size-10', 'line-10', '10 ml', 2],
      ['p1:size-50', 'line-50', '50 ml', 1],
    ]);
  });

  it('a pending change to one size leaves the other alone', () => {
    const rows = buildRows(bag(), new Map([['p1:size-50', 4]]), new Set());
    expect(rows.map((r) => r.quantity)).toEqual([2, 4]);
  });

  it('count per size, or for the perfume as a whole', () => {
    expect(quantityIn(bag(), 'p1', 'size-10')).toBe(2);
    expect(quantityIn(bag(), 'p1', 'size-50')).toBe(1);
    expect(quantityIn(bag(), 'p1')).toBe(3);
    expect(quantityIn(bag(), 'p1', 'size-100')).toBe(0);
  });
});
