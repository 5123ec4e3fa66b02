import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as POST_REVIEW } from '@/app/api/v1/reviews/route';
import { signInWithGoogle } from '@/lib/auth/google';
import { rateLimitBuckets, reviews, users } from '@/lib/db/schema';
import { rateLimitKey } from '@/lib/rate-limit';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createProduct, createShopper, type Shopper } from '../helpers/shoppers';

/* Only an account that proved its email address may write a review. */
const db = useTestDatabase();
const COMMENT = 'A warm, resinous trail that lasts all evening.';

const post = (who: Shopper, productId: string) =>
  call(POST_REVIEW, { method: 'POST', path: '/api/v1/reviews', body: { productId, rating: 5, comment: COMMENT, userName: 'Asha' }, headers: who.headers });

describe('POST /api/v1/reviews needs a verified email', () => {
  it('refuses an unverified account with 403 and a clear message, without using up its hourly allowance', async () => {
    const product = await createProduct(db(), { stock: 5 });
    const unverified = await createShopper(db(), { verified: false });
    const res = await post(unverified, product.id);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Please verify your email address before writing a review');
    expect(await db().select().from(reviews).where(eq(reviews.userId, unverified.id))).toEqual([]);
    expect(await db().select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, rateLimitKey('reviews:user', unverified.id)))).toEqual([]);

    // Once the address is verified, the same request goes through.
    await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, unverified.id));
    expect((await post(unverified, product.id)).status).toBe(201);
  });

  it('accepts a verified account', async () => {
    const product = await createProduct(db(), { stock: 5 });
    expect((await post(await createShopper(db()), product.id)).status).toBe(201);
  });

  it('counts a Google sign-in as verified (and keeps no invisible characters from its profile name)', async () => {
    const result = await signInWithGoogle(db(), { sub: `google-${Date.now()}`, email: `g${Date.now()}@example.in`, emailVerified: true, name: '\u202EGi\u200Bta\u2066' });
    expect(result.emailVerifiedAt).toBeInstanceOf(Date);
    expect(result.name).toBe('Gita');
  });
});
