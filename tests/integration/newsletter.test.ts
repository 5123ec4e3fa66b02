import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailOutbox, newsletterSubscribers } from '@/lib/db/schema';
import { CONFIRM_RESEND_WINDOW_MS } from '@/lib/newsletter/subscribe';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';

// The confirmation email stays in the outbox (the signup's transaction promises it, but no
// delivery happens here), so each test can read the link in it the way its recipient would.
vi.mock('@/lib/email/send-queued', () => ({ sendQueuedEmails: vi.fn(async () => {}), deliverThenSweep: vi.fn(async () => {}) }));

const db = useTestDatabase();

type Handler = typeof import('@/app/api/v1/newsletter/route').POST;
let POST: Handler;
let CONFIRM: Handler;
let UNSUBSCRIBE: Handler;
let deliverThenSweep: typeof import('@/lib/email/send-queued').deliverThenSweep;
beforeAll(async () => {
  // The setup file (tests/helpers/in-process-webhooks.ts) loaded the transaction helper, and with
  // it the real delivery, before the stand-in above was declared: loaded again, it takes it.
  vi.resetModules();
  ({ POST } = await import('@/app/api/v1/newsletter/route'));
  ({ POST: CONFIRM } = await import('@/app/api/v1/newsletter/confirm/route'));
  ({ POST: UNSUBSCRIBE } = await import('@/app/api/v1/newsletter/unsubscribe/route'));
  ({ deliverThenSweep } = await import('@/lib/email/send-queued'));
});

const CHECK_INBOX = 'Please check your inbox to confirm your subscription.';

let ipCounter = 0;
/** A fresh client address per test, so one test never uses up another's allowance. */
const freshIp = () => `203.0.113.${++ipCounter}`;

let addressCounter = 0;
const fresh = (tag = 'reader') => `${tag}${++addressCounter}@example.in`;

function subscribe(body: unknown, ip = freshIp()) {
  return call(POST, { method: 'POST', path: '/api/v1/newsletter', body, headers: { 'x-forwarded-for': ip } });
}
const confirm = (token: unknown) => call(CONFIRM, { method: 'POST', path: '/api/v1/newsletter/confirm', body: { token } });
const unsubscribe = (token: unknown) => call(UNSUBSCRIBE, { method: 'POST', path: '/api/v1/newsletter/unsubscribe', body: { token } });

async function storedCount(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(newsletterSubscribers);
  return row?.n ?? 0;
}

async function subscriber(email: string) {
  const [row] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

/** The confirmation emails queued for an address, oldest first. */
function confirmations(to: string) {
  return db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, 'newsletter-confirm')))
    .orderBy(emailOutbox.createdAt, emailOutbox.id);
}

/** The token a link in the latest confirmation email carries (`confirm` or `unsubscribe`). */
async function linkToken(to: string, kind: 'confirm' | 'unsubscribe'): Promise<string> {
  const mails = await confirmations(to);
  const text = mails.at(-1)?.text ?? '';
  const match = text.match(new RegExp(`https?://\\S+/newsletter/${kind}\\?token=([A-Za-z0-9_.-]+)`));
  if (!match) throw new Error(`no ${kind} link for ${to} in:\n${text}`);
  return decodeURIComponent(match[1]!);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(deliverThenSweep).mockClear();
});

/** The ids handed to delivery after a commit, in order. */
const delivered = () => vi.mocked(deliverThenSweep).mock.calls.flatMap(([, ids]) => ids);

describe('POST /api/v1/newsletter (double opt-in)', () => {
  it('stores a new address as pending, lower-cased, and emails it a confirmation link', async () => {
    const res = await subscribe({ email: '  Priya.Menon@Example.IN ', source: 'about' });

    expect(res.status).toBe(202);
    expect(res.body).toEqual({ success: true, message: CHECK_INBOX, data: { email: 'priya.menon@example.in' } });
    const row = await subscriber('priya.menon@example.in');
    // Pending: on the table, but not subscribed until the link is followed.
    expect(row).toMatchObject({ source: 'about', confirmedAt: null, unsubscribedAt: null });
    expect(row?.confirmSentAt).toBeInstanceOf(Date);
    expect(row!.confirmTokenExpiresAt!.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const [mail] = await confirmations('priya.menon@example.in');
    expect(mail).toMatchObject({ status: 'pending', subject: 'Confirm your subscription to the Maison Aurelle newsletter' });
    // The email carries the token; the table only its SHA-256. The outbox knows it is a secret.
    const token = await linkToken('priya.menon@example.in', 'confirm');
    expect(row?.confirmTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row?.confirmTokenHash).not.toContain(token);
    expect(mail!.secretExpiresAt!.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    // Handed to delivery once the signup has committed.
    expect(delivered()).toEqual([mail!.id]);
  });

  it('answers exactly the same for a new, a pending, a subscribed and an unsubscribed address', async () => {
    const pending = fresh('pending');
    await subscribe({ email: pending });
    const confirmed = fresh('confirmed');
    const gone = fresh('gone');
    const long = new Date(Date.now() - 30 * 86_400_000);
    await db()
      .insert(newsletterSubscribers)
      .values([
        { email: confirmed, confirmedAt: long, confirmSentAt: long },
        { email: gone, confirmedAt: long, confirmSentAt: long, unsubscribedAt: new Date(Date.now() - 86_400_000) },
      ]);

    const answers = [];
    for (const email of [fresh('new'), pending, confirmed, gone]) {
      const res = await subscribe({ email });
      answers.push({ status: res.status, body: { ...res.body, data: { ...res.body.data, email: '<address>' } }, email: res.body.data.email });
      expect(res.body.data.email).toBe(email);
    }
    const [first, ...rest] = answers;
    for (const answer of rest) {
      expect(answer.status).toBe(first!.status);
      expect(answer.body).toEqual(first!.body);
    }
    expect(first).toMatchObject({ status: 202, body: { success: true, message: CHECK_INBOX } });
  });

  it('sends a subscribed address nothing, and leaves it subscribed', async () => {
    const email = fresh('subscribed');
    const since = new Date(Date.now() - 86_400_000);
    await db().insert(newsletterSubscribers).values({ email, confirmedAt: since, confirmSentAt: since });

    expect((await subscribe({ email })).status).toBe(202);

    expect(await confirmations(email)).toHaveLength(0);
    expect(delivered()).toEqual([]);
    expect(await subscriber(email)).toMatchObject({ confirmedAt: since, unsubscribedAt: null, confirmTokenHash: null });
  });

  it('sends a pending address at most one confirmation per window, however often the form is sent', async () => {
    const email = fresh('hammered');
    for (let i = 0; i < 4; i++) expect((await subscribe({ email: i % 2 ? email.toUpperCase() : email })).status).toBe(202);
    expect(await confirmations(email)).toHaveLength(1);
    expect(delivered()).toEqual((await confirmations(email)).map((m) => m.id));
    expect(await storedCount()).toBeGreaterThan(0);
    const firstToken = await linkToken(email, 'confirm');

    // Once the window has passed, one more, with a new link; the old one stops working.
    await db()
      .update(newsletterSubscribers)
      .set({ confirmSentAt: new Date(Date.now() - CONFIRM_RESEND_WINDOW_MS - 1000) })
      .where(eq(newsletterSubscribers.email, email));
    await subscribe({ email });
    await subscribe({ email });
    expect(await confirmations(email)).toHaveLength(2);
    const secondToken = await linkToken(email, 'confirm');
    expect(secondToken).not.toBe(firstToken);
    expect((await confirm(firstToken)).status).toBe(400);
    expect((await confirm(secondToken)).status).toBe(200);
  });

  it('does not resubscribe an unsubscribed address until the new link is followed', async () => {
    const email = fresh('returning');
    const long = new Date(Date.now() - 30 * 86_400_000);
    await db()
      .insert(newsletterSubscribers)
      .values({ email, confirmedAt: long, confirmSentAt: long, unsubscribedAt: long });

    expect((await subscribe({ email })).status).toBe(202);

    let row = await subscriber(email);
    expect(row?.unsubscribedAt).toEqual(long);
    expect(await confirmations(email)).toHaveLength(1);

    const res = await confirm(await linkToken(email, 'confirm'));
    expect(res.status).toBe(200);
    row = await subscriber(email);
    expect(row?.unsubscribedAt).toBeNull();
    expect(row!.confirmedAt!.getTime()).toBeGreaterThan(long.getTime());
  });

  it.each([
    ['missing', {}],
    ['empty', { email: '' }],
    ['not an address', { email: 'not-an-email' }],
    ['missing its domain', { email: 'priya@' }],
    ['not a string', { email: ['a@b.in'] }],
  ])('rejects an email that is %s with 400 and stores nothing', async (_label, body) => {
    const before = await storedCount();

    const res = await subscribe(body);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Please enter a valid email address',
    });
    expect(res.body.errors?.email).toContain('Please enter a valid email address');
    expect(await storedCount()).toBe(before);
  });

  it('rejects malformed JSON with 400 and stores nothing', async () => {
    const before = await storedCount();

    const res = await call(POST, {
      method: 'POST',
      path: '/api/v1/newsletter',
      rawBody: '{"email": "broken@example.in"',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
    });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST', message: 'Request body must be valid JSON' });
    expect(await storedCount()).toBe(before);
  });

  it('allows 10 signups an hour from one address, then answers 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 1; i <= 10; i++) {
      const res = await subscribe({ email: `limited${i}@example.in` }, ip);
      expect(res.status).toBe(202);
    }
    const before = await storedCount();

    const blocked = await subscribe({ email: 'limited11@example.in' }, ip);

    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many subscription attempts. Please try again later.',
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedCount()).toBe(before);
    expect(await confirmations('limited11@example.in')).toHaveLength(0);

    // Another visitor is not affected.
    expect((await subscribe({ email: 'limited11@example.in' })).status).toBe(202);
  });
});

describe('POST /api/v1/newsletter/confirm', () => {
  it('subscribes with the emailed token, once', async () => {
    const email = fresh('confirming');
    await subscribe({ email });
    const token = await linkToken(email, 'confirm');

    const res = await confirm(token);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { email }, message: 'Your subscription is confirmed. Welcome to the newsletter.' });
    const row = await subscriber(email);
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ unsubscribedAt: null, confirmTokenHash: null, confirmTokenExpiresAt: null });

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This confirmation link is not valid or has already been used.');
  });

  it('refuses an expired token and leaves the address pending', async () => {
    const email = fresh('late');
    await subscribe({ email });
    const token = await linkToken(email, 'confirm');
    await db()
      .update(newsletterSubscribers)
      .set({ confirmTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, email));

    const res = await confirm(token);

    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This confirmation link has expired. Please subscribe again to receive a new one.');
    expect((await subscriber(email))?.confirmedAt).toBeNull();
  });

  it.each([
    ['made up', 'a'.repeat(43)],
    ['too short', 'abc'],
    ['not a string', 42],
  ])('refuses a %s token with 400', async (_label, token) => {
    const res = await confirm(token);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});

describe('POST /api/v1/newsletter/unsubscribe', () => {
  it('unsubscribes with the link from the confirmation email, idempotently, and voids the pending link', async () => {
    const email = fresh('unwanted');
    await subscribe({ email });
    const confirmToken = await linkToken(email, 'confirm');
    const token = await linkToken(email, 'unsubscribe');

    const res = await unsubscribe(token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('You have been unsubscribed. You will not receive the newsletter at this address.');
    const row = await subscriber(email);
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    expect(row?.confirmTokenHash).toBeNull();

    expect((await unsubscribe(token)).status).toBe(200);
    expect((await subscriber(email))?.unsubscribedAt).toEqual(row?.unsubscribedAt);
    // "Never email me" is not undone by the older confirmation link.
    expect((await confirm(confirmToken)).status).toBe(400);
  });

  it('takes a subscribed address off the list', async () => {
    const email = fresh('leaving');
    await subscribe({ email });
    expect((await confirm(await linkToken(email, 'confirm'))).status).toBe(200);

    expect((await unsubscribe(await linkToken(email, 'unsubscribe'))).status).toBe(200);

    expect((await subscriber(email))?.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('refuses a forged or altered token', async () => {
    const email = fresh('victim');
    await subscribe({ email });
    const token = await linkToken(email, 'unsubscribe');
    const [id, signature] = token.split('.');
    const tampered = `${id}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;

    for (const bad of [tampered, `${id}.${'x'.repeat(43)}`, `not-an-id.${signature}`]) {
      const res = await unsubscribe(bad);
      expect(res.status).toBe(400);
    }
    expect((await subscriber(email))?.unsubscribedAt).toBeNull();
  });
});
