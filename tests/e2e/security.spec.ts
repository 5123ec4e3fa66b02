import { expect, test, type Page } from '@playwright/test';
import { CUSTOMER, newAccount, ONE_PIXEL_PNG, registerViaApi, signInViaApi, uniqueIp } from './support/accounts';

// This file's sign-ins count against its own made-up address.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const UPLOADS_CSP = "default-src 'none'; sandbox";

/*
 * Each normalises to the protocol-relative `//evil.example/` once a URL parser removes its dot
 * segments (the third arrives percent-encoded, so the query string still carries `%2e%2e`).
 */
const HOSTILE_CALLBACKS = ['/.//evil.example/', '/../..//evil.example/', '/%2e%2e/%2e%2e//evil.example/'];

/** Records every request the page makes to a host other than the store's, and answers none of them. */
async function recordForeignRequests(page: Page, storeOrigin: string): Promise<string[]> {
  const foreign: string[] = [];
  await page.context().route(
    (url) => url.origin !== storeOrigin,
    (route) => {
      foreign.push(route.request().url());
      return route.abort();
    },
  );
  return foreign;
}

for (const callbackUrl of HOSTILE_CALLBACKS) {
  test(`a signed-in visitor at /login?callbackUrl=${callbackUrl} stays on the store`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const foreign = await recordForeignRequests(page, origin);
    await signInViaApi(page.request, CUSTOMER.email, CUSTOMER.password);

    await page.goto(`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    // Signed in already: the login page sends the visitor on by itself (home, or the cart when it has items).
    await expect(page).toHaveURL((url) => url.origin === origin && (url.pathname === '/' || url.pathname === '/cart'));
    // Nothing tried to go there meanwhile (nor once the page has stopped fetching).
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).origin).toBe(origin);
    expect(foreign.filter((u) => u.includes('evil.example'))).toEqual([]);
  });
}

test('Auth.js keeps a hostile callbackUrl out of its redirect and its cookie', async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  for (const callbackUrl of [...HOSTILE_CALLBACKS, '//evil.example/', 'https://evil.example/']) {
    const res = await request.get(`/api/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`, { maxRedirects: 0 });
    expect(res.status(), callbackUrl).toBeGreaterThanOrEqual(300);
    expect(res.status(), callbackUrl).toBeLessThan(400);
    const location = res.headers()['location'] ?? '';
    const cookies = res.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => decodeURIComponent(h.value));
    expect(decodeURIComponent(location), callbackUrl).not.toContain('evil.example');
    expect(cookies.join('\n'), callbackUrl).not.toContain('evil.example');
    // The callback URL Auth.js keeps is this site's own.
    const kept = cookies.find((c) => /callback-url=/.test(c));
    if (kept) expect(kept.split('=')[1]!.split(';')[0]).toBe(origin);
  }
});

test('files under /uploads answer with the strict uploads policy, not the pages one', async ({ request }) => {
  // A stored upload: a fresh shopper's profile photo.
  const account = newAccount('uploads-csp');
  await registerViaApi(request, account);
  const login = await request.post('/api/v1/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { data: me } = (await login.json()) as { data: { user: { id: string } } };
  const upload = await request.post(`/api/v1/users/${me.user.id}/profile-image`, {
    multipart: { image: { name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { data: user } = (await upload.json()) as { data: { profileImage: string } };
  expect(user.profileImage).toMatch(/^\/uploads\//);

  const file = await request.get(user.profileImage);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/webp');
  expect(file.headers()['content-security-policy']).toBe(UPLOADS_CSP);
  expect(file.headers()['x-content-type-options']).toBe('nosniff');

  // A missing file too; and a page keeps the pages policy.
  const missing = await request.get('/uploads/avatars/000000000000000000000000.webp');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-security-policy']).toBe(UPLOADS_CSP);
  const page = await request.get('/products');
  expect(page.headers()['content-security-policy']).toContain("default-src 'self'");
});
