import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/v1/newsletter/route';
import { newsletterSubscribers } from '@/lib/db/schema';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';

const db = useTestDatabase();

let ipCounter = 0;
/** A fresh client address per test, so one test never uses up another's allowance. */
const freshIp = () => `203.0.113.${++ipCounter}`;

function subscribe(body: unknown, ip = freshIp()) {
  return call(POST, { method: 'POST', path: '/api/v1/newsletter', body, headers: { 'x-forwarded-for': ip } });
}

async function storedCount(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(newsletterSubscribers);
  return row?.n ?? 0;
}

describe('POST /api/v1/newsletter', () => {
  it('subscribes a new address with 201 and stores it lower-cased', async () => {
    const res = await subscribe({ email: '  Priya.Menon@Example.IN ', source: 'about' });

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: 'Thank you for subscribing!',
      data: { email: 'priya.menon@example.in', subscribed: true },
    });
    const rows = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'priya.menon@example.in'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'about', unsubscribedAt: null });
  });

  it('answers 200 "You are already subscribed" for the same address in another case, without a second row', async () => {
    const first = await subscribe({ email: 'arjun@example.in' });
    expect(first.status).toBe(201);
    const before = await storedCount();

    const again = await subscribe({ email: 'ARJUN@Example.in' });

    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, message: 'You are already subscribed' });
    expect(again.body.data.email).toBe('arjun@example.in');
    expect(await storedCount()).toBe(before);
  });

  it('subscribes again someone who had unsubscribed', async () => {
    await subscribe({ email: 'meera@example.in' });
    await db()
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.email, 'meera@example.in'));

    const res = await subscribe({ email: 'meera@example.in' });

    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Thank you for subscribing!');
    const [row] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'meera@example.in'));
    expect(row?.unsubscribedAt).toBeNull();
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
      const res = await subscribe({ email: `reader${i}@example.in` }, ip);
      expect(res.status).toBe(201);
    }
    const before = await storedCount();

    const blocked = await subscribe({ email: 'reader11@example.in' }, ip);

    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many subscription attempts. Please try again later.',
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedCount()).toBe(before);

    // Another visitor is not affected.
    expect((await subscribe({ email: 'reader11@example.in' })).status).toBe(201);
  });
});
