import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { e2eInbox, inboxText } from './inbox';

/*
 * Accounts for the end-to-end tests. The e2e server's email goes to the local inbox in
 * ./inbox.ts (which holds it, so the outbox keeps it pending); the tests find a message at
 * /admin/emails like an operator would, and read its link from the inbox like its recipient.
 */

export const ADMIN = { email: 'admin@maisonaurelle.test', password: 'Admin@12345', name: 'Aarav Mehta' } as const;
export const CUSTOMER = { email: 'customer@maisonaurelle.test', password: 'Customer@12345', name: 'Priya Sharma' } as const;

const rand = () => Math.random().toString(36).slice(2, 8);

/** A fresh address per test, so tests never share an account or a per-email rate limit. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${rand()}@example.in`;
}

/**
 * A made-up client address (the e2e server trusts one proxy hop, so a lone x-forwarded-for entry
 * is taken as the client's, as if a proxy had appended it): the per-IP limits
 * (20 registrations, failed logins, resets per 15 minutes) then count per test file, not for the
 * whole suite that shares 127.0.0.1.
 */
export function uniqueIp(): string {
  const b = () => Math.floor(Math.random() * 250) + 1;
  return `10.${b()}.${b()}.${b()}`;
}

export interface NewAccount {
  name: string;
  email: string;
  password: string;
}

export function newAccount(tag: string, name = 'Ananya Rao'): NewAccount {
  return { name, email: uniqueEmail(tag), password: `Jasmine#${rand()}42` };
}

/** Registers through the API (for tests about something else than the registration form). */
export async function registerViaApi(request: APIRequestContext, account: NewAccount): Promise<void> {
  // The verification email's first try must find the inbox listening (else it waits out a back-off).
  // A server without Resend (the UploadThing run) needs no inbox: a failure to listen shows only
  // where a link is read (inboxText).
  await e2eInbox().catch(() => {});
  const res = await request.post('/api/v1/auth/register', {
    data: { ...account, confirmPassword: account.password, acceptTerms: true },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Signs a browser context in through the API: its cookies land in the context's cookie jar. */
export async function signInViaApi(request: APIRequestContext, email: string, password: string, rememberMe = false): Promise<void> {
  const res = await request.post('/api/v1/auth/login', { data: { email, password, rememberMe } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Fills the /login form (the page must already show it) and submits it. */
export async function fillLogin(page: Page, email: string, password: string, { remember = false } = {}): Promise<void> {
  // By role: a page the visitor came from can stay in the document, hidden, with an Email field of its own.
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signInThroughForm(page: Page, email: string, password: string, opts: { remember?: boolean } = {}) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await fillLogin(page, email, password, opts);
}

/** An admin's page in its own browser context (the shopper's session stays untouched). */
export async function openAdminPage(browser: Browser, baseURL: string | undefined, extraHTTPHeaders?: Record<string, string>): Promise<Page> {
  // Wide, whatever the calling test's viewport: the outbox is a table from 768 px up.
  const context = await browser.newContext({ baseURL, extraHTTPHeaders, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInViaApi(page.request, ADMIN.email, ADMIN.password);
  return page;
}

/**
 * Opens the newest email to `to` in the admin outbox (list, then detail) and returns the site
 * path of the first link in its text part that starts with `pathPrefix` (e.g. '/verify-email/').
 * The link comes from the e2e inbox (what the recipient got): the back office shows it hidden,
 * which is checked here on the way.
 */
export async function readLinkFromOutbox(admin: Page, to: string, pathPrefix: string, subject?: RegExp): Promise<string> {
  await admin.goto(`/admin/emails?q=${encodeURIComponent(to)}`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Emails' })).toBeVisible();
  // Newest first: the first row addressed to `to` (optionally with the expected subject).
  const rows = admin.getByRole('row').filter({ hasText: to });
  const row = subject ? rows.filter({ hasText: subject }).first() : rows.first();
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  await expect(admin).toHaveURL(/\/admin\/emails\/[^/?]+$/);
  await expect(admin.getByRole('heading', { name: 'Headers' })).toBeVisible();
  const id = new URL(admin.url()).pathname.split('/').pop()!;
  const text = await inboxText(id);
  const escaped = pathPrefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = text.match(new RegExp(`https?://[^\\s/]+(${escaped}[A-Za-z0-9_-]+)`));
  expect(match, `no ${pathPrefix} link in the text part:\n${text}`).not.toBeNull();
  await expect(admin.locator('main')).not.toContainText(match![1]!);
  return match![1]!;
}

/** A 1×1 transparent PNG. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** How far the document is wider than the viewport (0 or less: no horizontal scrolling). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Registers a new customer, verifies the email through the admin outbox (as an operator would)
 * and signs the page's context in. `ip` keeps the sign-ups inside the per-IP limit of one spec.
 */
export async function verifiedCustomer(browser: Browser, page: Page, baseURL: string | undefined, ip: string, name = 'Meera Iyer'): Promise<NewAccount> {
  const account = newAccount('shopper', name);
  await registerViaApi(page.request, account);
  const admin = await openAdminPage(browser, baseURL, { 'x-forwarded-for': ip });
  const verifyPath = await readLinkFromOutbox(admin, account.email, '/verify-email/', /Confirm your email/);
  await admin.context().close();
  await page.goto(verifyPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Verified!' })).toBeVisible();
  await signInViaApi(page.request, account.email, account.password);
  return account;
}
