import { describe, expect, it } from 'vitest';
import {
  afterGoogleDestination,
  afterLoginDestination,
  afterLogoutDestination,
  isAuthEntryPath,
  isCartTarget,
  pickStoredTarget,
  sanitizeRedirect,
} from '@/lib/auth/redirects';

describe('sanitizeRedirect', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/orders?page=2', '/orders?page=2'],
    ['/products/fiorita#reviews', '/products/fiorita#reviews'],
    ['/admin/orders', '/admin/orders'],
    ['/', '/'],
    ['/a/../cart', '/cart'],
    ['/search?q=%2F%2Fevil.com', '/search?q=%2F%2Fevil.com'],
    // An encoded newline is only text inside the path.
    ['/%0A', '/%0A'],
  ])('keeps the same-origin path %j', (raw, expected) => {
    expect(sanitizeRedirect(raw)).toBe(expected);
  });

  it.each([
    ['//evil.com'],
    ['//evil.com/path'],
    ['///evil.com'],
    ['https://evil.com'],
    ['http://localhost:3000/cart'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['/\\/evil.com'],
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    [' /cart'],
    ['cart'],
    [''],
    ['/api/v1/auth/logout'],
    ['/api'],
    [`/${'a'.repeat(3000)}`],
  ])('refuses %j', (raw) => {
    expect(sanitizeRedirect(raw)).toBeNull();
  });

  it.each([[null], [undefined], [42], [{}], [['/cart']]])('refuses the non-string %j', (raw) => {
    expect(sanitizeRedirect(raw)).toBeNull();
  });
});

describe('path kinds', () => {
  it.each([
    ['/login', true],
    ['/login/', true],
    ['/login?callbackUrl=%2Fcart', true],
    ['/register', true],
    ['/loginx', false],
    ['/account', false],
  ])('isAuthEntryPath(%j) = %j', (path, expected) => {
    expect(isAuthEntryPath(path)).toBe(expected);
  });

  it.each([
    ['/cart', true],
    ['/cart?x=1', true],
    ['/checkout', true],
    ['/checkout/confirmation', true],
    ['/cartier', false],
    ['/products', false],
  ])('isCartTarget(%j) = %j', (path, expected) => {
    expect(isCartTarget(path)).toBe(expected);
  });
});

describe('pickStoredTarget', () => {
  it('prefers the callbackUrl, then the saved path', () => {
    expect(pickStoredTarget('/orders', '/wishlist')).toBe('/orders');
    expect(pickStoredTarget(null, '/wishlist')).toBe('/wishlist');
  });

  it('skips foreign, malformed and sign-in values', () => {
    expect(pickStoredTarget('//evil.com', '/wishlist')).toBe('/wishlist');
    expect(pickStoredTarget('https://evil.com', null)).toBeNull();
    expect(pickStoredTarget('/login', '/register')).toBeNull();
    expect(pickStoredTarget('/login?callbackUrl=/cart', '/orders')).toBe('/orders');
  });
});

describe('afterLoginDestination (spec: after email/password login)', () => {
  it.each([
    // [target, isAdmin, cartCount, expected]
    ['/checkout', false, 2, '/checkout'],
    ['/cart', false, 1, '/cart'],
    ['/checkout', true, 3, '/checkout'],
    // A checkout or cart target only counts while the cart has something.
    ['/checkout', false, 0, '/'],
    ['/cart', false, 0, '/'],
    ['/checkout', true, 0, '/admin'],
    // Admins go to the dashboard, or back into the back office where the guard stopped them.
    [null, true, 0, '/admin'],
    [null, true, 5, '/admin'],
    ['/orders', true, 0, '/admin'],
    ['/admin/orders?status=pending', true, 0, '/admin/orders?status=pending'],
    // Everyone else: the stored target, else /cart when it has items, else home.
    ['/orders', false, 0, '/orders'],
    ['/orders', false, 4, '/orders'],
    [null, false, 4, '/cart'],
    [null, false, 0, '/'],
    [null, false, Number.NaN, '/'],
  ] as const)('target %j, admin %j, cart %j → %j', (target, isAdmin, cartCount, expected) => {
    expect(afterLoginDestination({ target, isAdmin, cartCount })).toBe(expected);
  });
});

describe('afterGoogleDestination (spec: Google sign-in)', () => {
  it.each([
    ['/checkout', false, '/checkout'],
    ['/orders', true, '/orders'],
    ['/login', false, '/'],
    ['/register', true, '/admin'],
    [null, true, '/admin'],
    [null, false, '/'],
    ['//evil.com', false, '/'],
    ['https://evil.com/x', true, '/admin'],
  ] as const)('saved %j, admin %j → %j', (saved, isAdmin, expected) => {
    expect(afterGoogleDestination({ saved, isAdmin })).toBe(expected);
  });
});

describe('afterLogoutDestination', () => {
  it.each([
    ['/admin', '/login'],
    ['/admin/products', '/login'],
    ['/administrator', '/'],
    ['/orders', '/'],
    ['/', '/'],
  ])('%j → %j', (path, expected) => {
    expect(afterLogoutDestination(path)).toBe(expected);
  });
});
