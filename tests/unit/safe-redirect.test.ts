import { describe, expect, it } from 'vitest';
import {
  afterGoogleDestination,
  afterLoginDestination,
  afterLogoutDestination,
  authJsRedirect,
  isAuthEntryPath,
  isCartTarget,
  pickStoredTarget,
  safeLocalPath,
  sanitizeRedirect,
} from '@/lib/auth/redirects';
import { gatewayReturnLocation, isValidReturnUrl } from '@/lib/payments/local-gateway/return-url';

const SITE = 'https://shop.example';

/*
 * Inputs that reach a redirect from a query string, storage or a gateway. Each either leaves the
 * site as typed, or only after a browser, a router or a second decoding normalises it:
 * `/.//evil.example/` becomes `//evil.example/` once the `.` segment is removed.
 */
const HOSTILE = [
  '//evil.example',
  '//evil.example/path',
  '///evil.example',
  '////evil.example',
  '/.//evil.example/',
  '/././/evil.example/',
  '/../..//x',
  '/a/../..//evil.example',
  '/%2e%2e/%2e%2e//x',
  '/%2E//evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\u0000/evil.example',
  '/\u0085/evil.example',
  'https://evil.example',
  'http://evil.example/cart',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '%2F%2Fevil.example',
  '/.%2F/evil.example',
  '/.%2f/evil.example',
  '/..%2F..%2F/evil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%0D%0A/evil.example',
  '/%0a%0d/evil.example',
  '/%',
  ' /cart',
  'cart',
  '',
  `/${'a'.repeat(3000)}`,
  `/products?q=${'a'.repeat(2100)}`,
];

const API_PATHS = ['/api', '/api/v1/auth/logout', '/api/v1/auth/logout?x=1', '/%61pi/v1/auth/logout', '/x/../api/v1/users/me'];

/** Good destinations that must come back exactly as given. */
const GOOD = ['/', '/products?q=oud#reviews', '/orders/ABC', '/checkout', '/admin/orders?status=pending', '/products/fiorita#reviews'];

/** What every accepted result must be: a root-relative path on this site, also after one more decoding. */
function expectStaysOnSite(result: string) {
  expect(result).toMatch(/^\/(?![/\\])/);
  expect(result).not.toMatch(/[\\\u0000-\u001f\u007f-\u009f]/);
  expect(new URL(result, SITE).origin).toBe(SITE);
  expect(new URL(decodeURIComponent(result), SITE).origin).toBe(SITE);
  expect(new URL(decodeURIComponent(result), SITE).pathname.startsWith('//')).toBe(false);
}

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

  it.each(HOSTILE.map((raw) => [raw]))('refuses the hostile %j', (raw) => {
    expect(sanitizeRedirect(raw)).toBeNull();
  });

  it.each(API_PATHS.map((raw) => [raw]))('refuses the API path %j', (raw) => {
    expect(sanitizeRedirect(raw)).toBeNull();
  });

  it.each(GOOD.map((raw) => [raw]))('keeps %j unchanged', (raw) => {
    expect(sanitizeRedirect(raw)).toBe(raw);
  });

  it('gives back a result that checks out unchanged again', () => {
    for (const raw of [...GOOD, '/a/../cart', '/parfüm?q=rose oud', '/%0A', '/a%5Cb']) {
      const once = sanitizeRedirect(raw);
      expect(once, raw).not.toBeNull();
      expectStaysOnSite(once!);
      expect(sanitizeRedirect(once)).toBe(once);
    }
  });

  it('never returns a path that leaves the site, whatever the mix of dots, slashes and encodings', () => {
    const parts = ['/', '.', '..', '%2e', '%2E%2e', '%2F', '%5C', '\\', '%252F', 'evil.example', '%09', '%0A', '?', '#', '@'];
    const seen: string[] = [];
    for (const a of parts) for (const b of parts) for (const c of parts) for (const d of parts) {
      const raw = `/${a}${b}${c}${d}`;
      const result = sanitizeRedirect(raw);
      if (result !== null) {
        expectStaysOnSite(result);
        seen.push(result);
      }
    }
    // The table is no empty vacuum: plenty of ordinary paths pass.
    expect(seen.length).toBeGreaterThan(1000);
  });
});

describe('safeLocalPath', () => {
  it.each(HOSTILE.map((raw) => [raw]))('refuses the hostile %j', (raw) => {
    expect(safeLocalPath(raw)).toBeNull();
  });

  it('keeps API paths (the Google flow returns through one) and good paths', () => {
    expect(safeLocalPath('/api/v1/auth/google/complete?redirectTo=%2Forders')).toBe('/api/v1/auth/google/complete?redirectTo=%2Forders');
    for (const raw of GOOD) expect(safeLocalPath(raw)).toBe(raw);
  });
});

describe('authJsRedirect (Auth.js redirect callback)', () => {
  const baseUrl = 'http://localhost:3200';
  const redirect = (url: string) => authJsRedirect({ url, baseUrl });

  it.each(HOSTILE.map((raw) => [raw]))('sends the hostile %j home', (raw) => {
    expect(redirect(raw)).toBe(baseUrl);
  });

  it.each([
    ['http://localhost:3200//evil.example/'],
    ['http://localhost:3200/.//evil.example/'],
    ['http://localhost:3200/%2e%2e//evil.example/'],
    ['http://localhost:3200/%5Cevil.example'],
    ['http://localhost:3200.evil.example/'],
    ['http://localhost:3200@evil.example/'],
    ['https://localhost:3200/'],
    ['http://localhost:3201/'],
    ['http://evil.example\\@localhost:3200/'],
  ])('sends the absolute %j home', (url) => {
    expect(redirect(url)).toBe(baseUrl);
  });

  it.each([
    ['/api/v1/auth/google/complete?redirectTo=%2Forders', `${baseUrl}/api/v1/auth/google/complete?redirectTo=%2Forders`],
    [`${baseUrl}/api/v1/auth/google/complete`, `${baseUrl}/api/v1/auth/google/complete`],
    ['/products?q=oud#reviews', `${baseUrl}/products?q=oud#reviews`],
    [`${baseUrl}/orders/ABC`, `${baseUrl}/orders/ABC`],
    [baseUrl, `${baseUrl}/`],
  ])('keeps the same-origin %j', (url, expected) => {
    expect(redirect(url)).toBe(expected);
  });

  it('lands every result on the base origin', () => {
    for (const raw of [...HOSTILE, ...GOOD, ...API_PATHS]) expect(new URL(redirect(raw)).origin, raw).toBe(baseUrl);
  });
});

describe('gatewayReturnLocation (local payment gateway)', () => {
  const siteUrl = 'http://localhost:3200';

  it('fills in the order number on a return URL of the store', () => {
    expect(gatewayReturnLocation(`${siteUrl}/checkout?order_id={order_id}`, 'MA-1001', siteUrl)).toBe(`${siteUrl}/checkout?order_id=MA-1001`);
    expect(gatewayReturnLocation(`${siteUrl}/checkout?order_id={order_id}`, 'a&b', siteUrl)).toBe(`${siteUrl}/checkout?order_id=a%26b`);
  });

  it.each([
    ...HOSTILE.map((raw) => [raw]),
    ['https://evil.example/checkout?order_id={order_id}'],
    ['http://localhost:3200@evil.example/'],
    ['http://user:pass@localhost:3200/checkout'],
    ['http://localhost:3200.evil.example/'],
    ['https://localhost:3200/checkout'],
    ['/checkout?order_id={order_id}'],
    ['http://{order_id}/checkout'],
  ])('follows no %j', (raw) => {
    expect(gatewayReturnLocation(raw, 'evil.example', siteUrl)).toBeNull();
  });

  it('stores only absolute http(s) return URLs, as Cashfree does', () => {
    expect(isValidReturnUrl('https://shop.example/checkout?order_id={order_id}')).toBe(true);
    for (const raw of ['javascript:alert(1)', '//evil.example', '/checkout', 'data:text/html,x', 'https://u:p@shop.example/']) {
      expect(isValidReturnUrl(raw), raw).toBe(false);
    }
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

  it.each(HOSTILE.map((raw) => [raw]))('skips the hostile %j for the next candidate', (raw) => {
    expect(pickStoredTarget(raw, '/wishlist')).toBe('/wishlist');
    expect(pickStoredTarget(raw)).toBeNull();
  });

  it('skips foreign, malformed and sign-in values', () => {
    expect(pickStoredTarget('//evil.com', '/wishlist')).toBe('/wishlist');
    expect(pickStoredTarget('https://evil.com', null)).toBeNull();
    expect(pickStoredTarget('/login', '/register')).toBeNull();
    expect(pickStoredTarget('/login?callbackUrl=/cart', '/orders')).toBe('/orders');
  });
});

describe('afterLoginDestination (after email/password login)', () => {
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

describe('afterGoogleDestination (after Google sign-in)', () => {
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

describe('the sign-in landings with a hostile stored target', () => {
  it.each(HOSTILE.map((raw) => [raw]))('%j leads to a page of the store', (raw) => {
    for (const isAdmin of [false, true]) {
      expect(afterGoogleDestination({ saved: raw, isAdmin })).toBe(isAdmin ? '/admin' : '/');
      for (const cartCount of [0, 2]) {
        const destination = afterLoginDestination({ target: pickStoredTarget(raw), isAdmin, cartCount });
        expect(destination).toBe(isAdmin ? '/admin' : cartCount ? '/cart' : '/');
      }
    }
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
