import { describe, expect, it } from 'vitest';
import type { ProductDto } from '@/lib/catalog/dto';
import type { WishlistItem } from '@/lib/wishlist/types';
import { addToCartErrorMessage, isEmptyWishlistError, WISHLIST_UI_MESSAGES } from '@/components/wishlist/messages';
import {
  availableForCart,
  canAddToCart,
  cartQuantities,
  clearMissing,
  isListed,
  itemKey,
  selectAll,
  selectAllState,
  selectedKeys,
  toggle,
  toggleAll,
} from '@/components/wishlist/selection';
import { firstParagraph, formatAddedDate, itemCount, summarize } from '@/components/wishlist/summary';

function product(id: string, over: Partial<ProductDto> = {}): ProductDto {
  return { _id: id, id, name: `Scent ${id}`, price: 1000, stock: 5, isActive: true, ...over } as ProductDto;
}

function item(id: string, over: Partial<ProductDto> | null = {}): WishlistItem {
  return {
    _id: `line-${id}`,
    productId: id,
    variantId: null,
    size: null,
    product: over === null ? null : product(id, over),
    addedAt: '2026-11-12T06:00:00.000Z',
  };
}

const a = item('a');
const b = item('b', { stock: 0 });
const c = item('c', { stock: 12, price: 2499.5 });
const gone = item('d', null);
const withdrawn = item('e', { isActive: false });
const orphan: WishlistItem = { _id: 'line-x', productId: null, variantId: null, size: null, product: null, addedAt: '2026-01-01T00:00:00.000Z' };
const items = [a, b, c, gone, withdrawn];

describe('item keys and listing', () => {
  it('keys by product id, falling back to the line id', () => {
    expect(itemKey(a)).toBe('a');
    expect(itemKey(orphan)).toBe('line-x');
  });

  it('lists only existing, active products', () => {
    expect(items.filter(isListed).map(itemKey)).toEqual(['a', 'b', 'c']);
    expect(isListed(orphan)).toBe(false);
  });

  it('refuses add-to-cart at stock 0 or less', () => {
    expect(canAddToCart(a)).toBe(true);
    expect(canAddToCart(b)).toBe(false);
    expect(canAddToCart(item('n', { stock: -2 }))).toBe(false);
    expect(canAddToCart(gone)).toBe(false);
    expect(canAddToCart(withdrawn)).toBe(false);
  });
});

describe('toggle', () => {
  it('flips a key without touching the original set', () => {
    const start = new Set(['a']);
    expect([...toggle(start, 'b')]).toEqual(['a', 'b']);
    expect([...toggle(start, 'a')]).toEqual([]);
    expect([...start]).toEqual(['a']);
  });

  it('sets an explicit state', () => {
    expect([...toggle(new Set(['a']), 'a', true)]).toEqual(['a']);
    expect([...toggle(new Set<string>(), 'a', false)]).toEqual([]);
  });
});

describe('select all', () => {
  it('selects every listed item and nothing unavailable', () => {
    expect([...selectAll(items)]).toEqual(['a', 'b', 'c']);
    expect([...selectAll([gone, withdrawn])]).toEqual([]);
  });

  it.each([
    [[], false],
    [['a'], 'indeterminate'],
    [['a', 'b', 'c'], true],
    [['d', 'e'], false],
  ] as const)('state with %j selected is %j', (keys, expected) => {
    expect(selectAllState(items, new Set(keys))).toBe(expected);
  });

  it('has nothing to select in an empty or unavailable-only list', () => {
    expect(selectAllState([], new Set())).toBe(false);
    expect(selectAllState([gone], new Set())).toBe(false);
  });

  it('toggles all on, and off again once everything is selected', () => {
    const on = toggleAll(items, new Set(['a']));
    expect([...on]).toEqual(['a', 'b', 'c']);
    expect([...toggleAll(items, on)]).toEqual([]);
  });
});

describe('clearMissing', () => {
  it('drops keys whose item left the list or became unavailable', () => {
    const next = clearMissing(new Set(['a', 'c', 'd', 'zz']), [a, c, gone]);
    expect([...next]).toEqual(['a', 'c']);
  });

  it('returns the same set when nothing changed', () => {
    const same = new Set(['a', 'b']);
    expect(clearMissing(same, items)).toBe(same);
  });

  it('empties the selection when the list is cleared', () => {
    expect([...clearMissing(new Set(['a', 'b']), [])]).toEqual([]);
  });
});

describe('selectedKeys', () => {
  it('keeps the list order and ignores stale keys', () => {
    expect(selectedKeys(items, new Set(['c', 'zz', 'a']))).toEqual(['a', 'c']);
  });
});

describe('availableForCart', () => {
  it('takes in-stock items not already in the cart', () => {
    expect(availableForCart(items, new Set())).toEqual(['a', 'c']);
    expect(availableForCart(items, new Set(['a']))).toEqual(['c']);
  });

  it('never takes out-of-stock, deleted or withdrawn products', () => {
    expect(availableForCart([b, gone, withdrawn, orphan], new Set())).toEqual([]);
  });

  it('limits to the selection when asked', () => {
    expect(availableForCart(items, new Set(), new Set(['c', 'b']))).toEqual(['c']);
    expect(availableForCart(items, new Set(['c']), new Set(['c']))).toEqual([]);
    expect(availableForCart(items, new Set(), new Set())).toEqual([]);
  });

  it('treats a null selection as "all"', () => {
    expect(availableForCart(items, new Set(), null)).toEqual(['a', 'c']);
  });
});

describe('cartQuantities', () => {
  it('sums quantities per product and skips deleted lines', () => {
    const map = cartQuantities({
      items: [
        { productId: 'a', quantity: 2 },
        { productId: 'a', quantity: 1 },
        { productId: 'c', quantity: 4 },
        { productId: null, quantity: 9 },
        { productId: 'z', quantity: 0 },
      ] as never,
    });
    expect([...map]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });

  it('reads a missing cart as empty', () => {
    expect(cartQuantities(null).size).toBe(0);
    expect(cartQuantities(undefined).size).toBe(0);
  });
});

describe('summarize', () => {
  it('counts items, value in paise, available and the rest', () => {
    expect(summarize(items)).toEqual({
      totalItems: 5,
      // a 1000 + b 1000 + c 2499.50 + withdrawn 1000; the deleted product has no price.
      totalValuePaise: 549_950,
      availableItems: 2,
      outOfStockItems: 3,
    });
  });

  it('adds float-unsafe rupee prices exactly', () => {
    const s = summarize([item('p', { price: 0.1 }), item('q', { price: 0.2 })]);
    expect(s.totalValuePaise).toBe(30);
  });

  it('is all zeros when empty', () => {
    expect(summarize([])).toEqual({ totalItems: 0, totalValuePaise: 0, availableItems: 0, outOfStockItems: 0 });
  });
});

describe('texts', () => {
  it('formats the added date in India', () => {
    expect(formatAddedDate('2026-11-12T06:00:00.000Z')).toBe('12 Nov 2026');
    // 20:00 UTC is already the next day in Kolkata.
    expect(formatAddedDate('2026-11-11T20:00:00.000Z')).toBe('12 Nov 2026');
    expect(formatAddedDate('not a date')).toBeNull();
    expect(formatAddedDate(null)).toBeNull();
  });

  it('shows the first non-blank paragraph', () => {
    expect(firstParagraph(['', ' First. ', 'Second.'])).toBe('First.');
    expect(firstParagraph('One text')).toBe('One text');
    expect(firstParagraph([])).toBe('');
    expect(firstParagraph(undefined)).toBe('');
  });

  it('counts items', () => {
    expect(itemCount(1)).toBe('1 item');
    expect(itemCount(0)).toBe('0 items');
    expect(itemCount(3)).toBe('3 items');
  });

  it('uses the wishlist screen wording', () => {
    expect(WISHLIST_UI_MESSAGES.addedMany(3)).toBe('3 items added to cart!');
    expect(WISHLIST_UI_MESSAGES.failedMany(2)).toBe('2 items failed to add');
    expect(WISHLIST_UI_MESSAGES.removedMany(4)).toBe('4 items removed from wishlist');
    expect(WISHLIST_UI_MESSAGES.added('Fiorita')).toBe('Fiorita added to cart!');
    expect(WISHLIST_UI_MESSAGES.increased('Fiorita')).toBe('Fiorita quantity increased in cart!');
  });

  it('hides the load-failure toast for "empty" errors only', () => {
    expect(isEmptyWishlistError('Wishlist is empty')).toBe(true);
    expect(isEmptyWishlistError('EMPTY wishlist')).toBe(true);
    expect(isEmptyWishlistError('Failed to fetch wishlist')).toBe(false);
  });

  it.each([
    ['Only 2 items available in stock', 'Insufficient stock available'],
    ['This product is out of stock', 'Insufficient stock available'],
    ['Product not found', 'Product not found'],
    ['Network error. Please check your connection.', 'Network error. Please check your connection.'],
    ['', 'Failed to add to cart'],
    [null, 'Failed to add to cart'],
  ])('add-to-cart error %j reads %j', (message, expected) => {
    expect(addToCartErrorMessage(message)).toBe(expected);
  });
});
