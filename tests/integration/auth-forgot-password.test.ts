import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

// As in production: work handed to after() runs once the response has gone, not before it.
const deferred: (() => Promise<unknown>)[] = [];
vi.mock('@/lib/runtime/after-response', async (importOriginal) => ({
  // The rest as it is (route()'s once-a-minute sweep asks whether it runs inside a Next request).
  ...(await importOriginal<typeof import('@/lib/runtime/after-response')>()),
  runAfterResponse: async (work: () => Promise<unknown>) => {
    deferred.push(work);
  },
}));

import { POST as forgot } from '@/app/api/v1/auth/forgot-password/route';
import { POST as resend } from '@/app/api/v1/auth/resend-confirmation/route';
import { emailOutbox, passwordResetTokens, users } from '@/lib/db/schema';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { freshIp, SEED_CUSTOMER } from '../helpers/auth';
import { createShopper } from '../helpers/shoppers';

/*
 * forgot-password and resend-confirmation must not tell, by their answer or by how long it took,
 * whether an address has an account: everything that depends on it happens after the response.
 */
const db = useTestDatabase();

async function runDeferred() {
  while (deferred.length) await deferred.shift()!();
}

const post = (handler: typeof forgot, path: string, email: string) =>
  call(handler, { method: 'POST', path, body: { email }, headers: { 'x-forwarded-for': freshIp() } });

const headerList = (h: Headers) => [...h.entries()].sort();

describe('POST /api/v1/auth/forgot-password', () => {
  it('answers a known and an unknown address identically, before any work that depends on which it is', async () => {
    const [customer] = await db().select().from(users).where(eq(users.email, SEED_CUSTOMER.email));
    const outboxBefore = (await db().select({ id: emailOutbox.id }).from(emailOutbox)).length;

    const known = await post(forgot, '/api/v1/auth/forgot-password', SEED_CUSTOMER.email);
    // Nothing about the account has been touched when the answer leaves.
    expect(await db().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, customer!.id))).toEqual([]);
    expect((await db().select({ id: emailOutbox.id }).from(emailOutbox)).length).toBe(outboxBefore);
    const unknown = await post(forgot, '/api/v1/auth/forgot-password', `nobody.${Date.now()}@example.in`);

    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(headerList(unknown.headers)).toEqual(headerList(known.headers));
    expect(known.body.message).toBe('If an account exists for this email, a password reset link is on its way.');

    // After the response, the known address gets its link; the unknown one gets nothing.
    await runDeferred();
    expect(await db().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, customer!.id))).toHaveLength(1);
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.template, 'password-reset'));
    expect(mails.map((m) => m.to)).toEqual([SEED_CUSTOMER.email]);
  });

  it('still answers 429 before the response once an address is over its limit', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(forgot, '/api/v1/auth/forgot-password', 'limit.me@example.in')).status);
    await runDeferred();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('POST /api/v1/auth/resend-confirmation', () => {
  it('answers an unverified account and an unknown address identically, before issuing the link', async () => {
    const pending = await createShopper(db(), { verified: false });
    const waiting = await post(resend, '/api/v1/auth/resend-confirmation', pending.email);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, pending.email))).toEqual([]);
    const unknown = await post(resend, '/api/v1/auth/resend-confirmation', `nobody2.${Date.now()}@example.in`);
    expect(waiting.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(waiting.body);
    expect(headerList(unknown.headers)).toEqual(headerList(waiting.headers));
    await runDeferred();
    const sent = await db().select().from(emailOutbox).where(eq(emailOutbox.to, pending.email));
    expect(sent.map((m) => m.template)).toEqual(['verify-email']);
  });
});
