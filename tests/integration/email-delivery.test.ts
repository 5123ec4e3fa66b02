import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as cron from '@/app/api/v1/cron/follow-ups/route';
import * as retry from '@/app/api/v1/emails/[id]/retry/route';
import * as webhook from '@/app/api/v1/email/webhook/route';
import { auditLog, emailOutbox, emailSuppressions } from '@/lib/db/schema';
import { DELIVERY_LEASE_MS, deliverEmails, enqueueEmail, MAX_DELIVERY_ATTEMPTS, sweepEmails } from '@/lib/email/outbox';
import { sendQueuedEmails } from '@/lib/email/send-queued';
import type { OutgoingEmail } from '@/lib/email/types';
import { svixSignature, WEBHOOK_MAX_BYTES, WEBHOOK_TOLERANCE_SECONDS } from '@/lib/email/webhook';
import { claimDue } from '@/lib/jobs/claim';
import { resetFollowUpThrottle } from '@/lib/jobs/run';
import { useTestDatabase } from '../helpers/db';
import { envSwitcher } from '../helpers/env';
import { call } from '../helpers/http';
import { startResendStandIn, type ResendStandIn } from '../helpers/resend-stand-in';
import { createAdminAndCustomer, type Shopper } from '../helpers/shoppers';

// Two connections on PostgreSQL, so the concurrent sweeps really run side by side.
const db = useTestDatabase({ poolSize: 4 });

const API_KEY = 're_delivery_test';
const WEBHOOK_SECRET = `whsec_${Buffer.from('a test signing secret of 32 bytes').toString('base64')}`;
const CRON_SECRET = 'cron-secret-for-tests';

let standIn: ResendStandIn;
let admin: Shopper;
let customer: Shopper;

const setEnv = envSwitcher(['RESEND_API_KEY', 'RESEND_BASE_URL', 'EMAIL_FROM', 'EMAIL_SENDS_PER_SECOND', 'RESEND_WEBHOOK_SECRET', 'CRON_SECRET'] as const);

/** Resend through the stand-in, paced at `perSecond` sends a second from this process. */
const useResend = (perSecond = 2) =>
  setEnv({
    RESEND_API_KEY: API_KEY,
    RESEND_BASE_URL: standIn.url,
    EMAIL_FROM: 'Maison Aurelle <care@maisonaurelle.test>',
    EMAIL_SENDS_PER_SECOND: String(perSecond),
    RESEND_WEBHOOK_SECRET: WEBHOOK_SECRET,
    CRON_SECRET,
  });

beforeAll(async () => {
  standIn = await startResendStandIn({ apiKey: API_KEY });
  ({ admin, customer } = await createAdminAndCustomer(db()));
});

afterAll(async () => {
  await standIn.close();
});

beforeEach(async () => {
  standIn.reset();
  useResend();
  resetFollowUpThrottle();
  // Each test starts with nothing due, so a sweep only sees its own rows.
  await db().update(emailOutbox).set({ status: 'sent' }).where(eq(emailOutbox.status, 'pending'));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  setEnv({});
});

let counter = 0;
const address = (tag = 'd') => `${tag}${++counter}@delivery.test`;
const orderMail = (to = address()): OutgoingEmail => ({ template: 'welcome', to, name: 'Meera', shopUrl: 'http://localhost:3000/products' });

async function enqueue(n: number, make: () => OutgoingEmail = () => orderMail()): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push((await enqueueEmail(db(), make())).id);
  return ids;
}

const rows = (ids: string[]) => db().select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
const row = async (id: string) => (await rows([id]))[0]!;

/** Sweeps until nothing is pending, looking two hours further ahead each round instead of waiting. */
async function sweepUntilSettled(ids: string[], maxRounds = MAX_DELIVERY_ATTEMPTS + 2): Promise<number> {
  for (let round = 1; round <= maxRounds; round++) {
    await sweepEmails(db(), { now: new Date(Date.now() + round * 2 * 3600_000) });
    if ((await rows(ids)).every((r) => r.status !== 'pending')) return round;
  }
  throw new Error('rows still pending');
}

describe('delivery against a provider that refuses before it accepts', () => {
  it('delivers every email exactly once through 429s, 500s and a lost answer, at no more than 2 requests a second', async () => {
    const ids = await enqueue(6);
    standIn.inject('429', 2);
    standIn.inject('500', 2);
    standIn.inject('accept-then-500', 1);

    const first = await deliverEmails(db(), ids);
    expect(first).toMatchObject({ sent: 1, retrying: 5, failed: 0 });

    await sweepUntilSettled(ids);
    const stored = await rows(ids);
    expect(stored.every((r) => r.status === 'sent')).toBe(true);

    // One email per idempotency key reached the (stand-in's) outbox, though some keys were sent twice.
    const perKey = standIn.acceptedPerKey();
    expect([...perKey.keys()].sort()).toEqual([...ids].sort());
    expect([...perKey.values()].every((n) => n === 1)).toBe(true);
    expect(standIn.accepted).toHaveLength(6);
    expect(Math.max(...standIn.requestsPerKey().values())).toBeGreaterThan(1);
    // The lost answer's retry got the first result back: the row records the id Resend gave then.
    for (const r of stored) expect(r.providerMessageId).toBe(standIn.accepted.find((a) => a.idempotencyKey === r.id)?.id);
    expect(stored.every((r) => r.error === null && r.lockedUntil === null)).toBe(true);

    // Paced: the stand-in's own limit of 2 a second never had to refuse this instance.
    expect(standIn.rateLimited, JSON.stringify(standIn.received.map((r) => r.at))).toBe(0);
  }, 60_000);

  it('honours the rate limit’s 429 and Retry-After when this instance sends too fast', async () => {
    // Ten a second against a limit of two: the stand-in answers 429 with retry-after.
    useResend(10);
    const ids = await enqueue(5);
    const before = Date.now();
    const tally = await deliverEmails(db(), ids);
    expect(tally.retrying).toBeGreaterThan(0);

    const limited = (await rows(ids)).filter((r) => r.status === 'pending');
    expect(limited.length).toBe(tally.retrying);
    for (const r of limited) {
      expect(r.error).toMatch(/^Resend answered 429 \(rate_limit_exceeded\)/);
      // retry-after is 1 s; up to a second of jitter on top.
      expect(r.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(1000);
      expect(r.nextAttemptAt.getTime() - Date.now()).toBeLessThanOrEqual(2100);
    }

    // Once their time has come, an ordinary sweep (at the right pace) sends them, once each.
    useResend(2);
    // 2.2 s on (past any retry-after with its jitter) by the sweep's clock and Resend's, instead of waiting.
    standIn.advanceClock(2200);
    await sweepEmails(db(), { now: new Date(Date.now() + 2200) });
    expect((await rows(ids)).every((r) => r.status === 'sent')).toBe(true);
    expect([...standIn.acceptedPerKey().values()]).toEqual([1, 1, 1, 1, 1]);
  }, 30_000);

  it('gives up after the maximum attempts, shows it as failed, and Retry (admin, audited) makes it due again', async () => {
    const [id] = await enqueue(1);
    standIn.inject('500', MAX_DELIVERY_ATTEMPTS);
    standIn.setRateLimit(null);
    useResend(50);
    await sweepUntilSettled([id!]);
    let stored = await row(id!);
    expect(stored).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });
    expect(stored.error).toMatch(new RegExp(`^Gave up after ${MAX_DELIVERY_ATTEMPTS} attempts\\. Last error: Resend answered 500`));
    expect(standIn.received).toHaveLength(MAX_DELIVERY_ATTEMPTS);

    const path = `/api/v1/emails/${id}/retry`;
    expect((await call(retry.POST, { method: 'POST', path, params: { id: id! } })).status).toBe(401);
    expect((await call(retry.POST, { method: 'POST', path, params: { id: id! }, headers: customer.headers })).status).toBe(403);
    expect((await call(retry.POST, { method: 'POST', path: '/x', params: { id: 'nope' }, headers: admin.headers })).status).toBe(400);

    const res = await call(retry.POST, { method: 'POST', path, params: { id: id! }, headers: admin.headers });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The email will be sent again');
    // Outside a Next request the after-response delivery runs at once: it went out.
    stored = await row(id!);
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(standIn.accepted).toHaveLength(1);

    const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'email'), eq(auditLog.entityId, id!)));
    expect(entry).toMatchObject({ action: 'email.retry', actorId: admin.id, after: { status: 'pending', attempts: 0 } });
    expect(entry?.before).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });

    // Only failed rows can be retried.
    const again = await call(retry.POST, { method: 'POST', path, params: { id: id! }, headers: admin.headers });
    expect(again.status).toBe(409);
  }, 30_000);
});

describe('many workers', () => {
  it('two concurrent sweeps never send the same row', async () => {
    standIn.setRateLimit(null);
    useResend(100);
    const ids = await enqueue(12);
    const [a, b] = await Promise.all([sweepEmails(db()), sweepEmails(db())]);
    expect(a.sent + b.sent).toBe(12);
    expect((await rows(ids)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    const requests = standIn.requestsPerKey();
    expect(requests.size).toBe(12);
    expect([...requests.values()].every((n) => n === 1)).toBe(true);
  });

  it('concurrent claims take disjoint rows', async () => {
    const ids = await enqueue(6);
    const now = new Date();
    const claims = await Promise.all([1, 2, 3].map(() => claimDue(db(), emailOutbox, { limit: 6, leaseMs: DELIVERY_LEASE_MS, now })));
    const taken = claims.flatMap((c) => c.ids);
    expect(taken.sort()).toEqual([...ids].sort());
    expect(new Set(taken).size).toBe(taken.length);
  });

  it('a crashed worker’s rows wait out its lease, then another worker sends them', async () => {
    const ids = await enqueue(2);
    // A worker claims them and dies without a word.
    const claim = await claimDue(db(), emailOutbox, { limit: 10, leaseMs: DELIVERY_LEASE_MS, now: new Date() });
    expect(claim.ids.sort()).toEqual([...ids].sort());

    expect((await sweepEmails(db())).sent).toBe(0);
    expect(standIn.received).toHaveLength(0);

    const afterLease = new Date(claim.lease.getTime() + 1);
    expect((await sweepEmails(db(), { now: afterLease })).sent).toBe(2);
    expect((await rows(ids)).every((r) => r.status === 'sent')).toBe(true);
  });
});

describe('the sweep runs from traffic and from the cron', () => {
  it('a request that queues an email also delivers older due rows (throttled to once a minute)', async () => {
    // A row whose after() never ran (the instance was frozen right after the response).
    const [stranded] = await enqueue(1);
    const [fresh] = await enqueue(1);
    await sendQueuedEmails([fresh!]);
    expect((await row(fresh!)).status).toBe('sent');
    expect((await row(stranded!)).status).toBe('sent');

    // Within the minute, the next request delivers only its own email.
    const [later] = await enqueue(1);
    const [other] = await enqueue(1);
    await sendQueuedEmails([other!]);
    expect((await row(other!)).status).toBe('sent');
    expect((await row(later!)).status).toBe('pending');
  }, 20_000);

  it('the cron route needs the secret (or an admin) and delivers what is due', async () => {
    const [id] = await enqueue(1);
    const path = '/api/v1/cron/follow-ups';
    expect((await call(cron.GET, { path })).status).toBe(401);
    expect((await call(cron.GET, { path, headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await call(cron.GET, { path, headers: { authorization: CRON_SECRET } })).status).toBe(401);
    expect((await call(cron.GET, { path, headers: customer.headers })).status).toBe(401);
    expect((await row(id!)).status).toBe('pending');

    const res = await call(cron.GET, { path, headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(res.status).toBe(200);
    expect(res.body.data.emails).toMatchObject({ sent: 1, retrying: 0, failed: 0 });
    expect((await row(id!)).status).toBe('sent');

    // An admin runs it by hand with POST (works before and after GET stopped taking an admin's cookie).
    expect((await call(cron.POST, { method: 'POST', path, headers: admin.headers })).status).toBe(200);

    // Without CRON_SECRET set, no bearer value opens it.
    setEnv({ RESEND_API_KEY: API_KEY, RESEND_BASE_URL: standIn.url, CRON_SECRET: undefined });
    expect((await call(cron.GET, { path, headers: { authorization: 'Bearer ' } })).status).toBe(401);
  });
});

describe('Resend webhooks and suppression', () => {
  const path = '/api/v1/email/webhook';

  function signed(payload: unknown, options: { secret?: string; timestamp?: number; id?: string; rawBody?: string } = {}) {
    const rawBody = options.rawBody ?? JSON.stringify(payload);
    const id = options.id ?? `msg_${++counter}`;
    const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
    const signature = svixSignature(options.secret ?? WEBHOOK_SECRET, id, timestamp, rawBody);
    return { rawBody, headers: { 'content-type': 'application/json', 'svix-id': id, 'svix-timestamp': timestamp, 'svix-signature': signature } };
  }

  const post = (rawBody: string, headers: Record<string, string>) => call(webhook.POST, { method: 'POST', path, rawBody, headers });

  const bounced = (to: string) => ({
    type: 'email.bounced',
    created_at: new Date().toISOString(),
    data: { email_id: 're_123', from: 'care@maisonaurelle.test', to: [to], subject: 'Hello', bounce: { type: 'Permanent', subType: 'General', message: 'mailbox does not exist' } },
  });

  const suppression = async (email: string) => (await db().select().from(emailSuppressions).where(eq(emailSuppressions.email, email)))[0];

  it('accepts a correctly signed bounce and suppresses the address (lower-cased)', async () => {
    const to = address('Bounce');
    const { rawBody, headers } = signed(bounced(to));
    const res = await post(rawBody, headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ type: 'email.bounced', suppressed: 1 });
    expect(await suppression(to.toLowerCase())).toMatchObject({ reason: 'bounced', providerMessageId: 're_123', eventId: headers['svix-id'] });
    expect((await suppression(to.toLowerCase()))?.detail).toContain('mailbox does not exist');

    // A redelivery changes nothing, and still answers 200 so Resend stops.
    expect((await post(rawBody, headers)).status).toBe(200);
    expect(await db().select().from(emailSuppressions).where(eq(emailSuppressions.email, to.toLowerCase()))).toHaveLength(1);
  });

  it('also suppresses on a complaint, and acknowledges other events without acting', async () => {
    const to = address('complaint');
    const complaint = signed({ type: 'email.complained', created_at: new Date().toISOString(), data: { email_id: 're_9', to: [to] } });
    expect((await post(complaint.rawBody, complaint.headers)).status).toBe(200);
    expect(await suppression(to)).toMatchObject({ reason: 'complained' });

    const other = address('delivered');
    const delivered = signed({ type: 'email.delivered', created_at: new Date().toISOString(), data: { email_id: 're_10', to: [other] } });
    const res = await post(delivered.rawBody, delivered.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.suppressed).toBe(0);
    expect(await suppression(other)).toBeUndefined();
  });

  it('refuses a wrong secret, a tampered body, a missing header, a stale or future timestamp, an oversize body and non-JSON', async () => {
    const to = address('forged');
    const good = signed(bounced(to));

    const wrongSecret = signed(bounced(to), { secret: `whsec_${Buffer.from('another secret').toString('base64')}` });
    expect((await post(wrongSecret.rawBody, wrongSecret.headers)).status).toBe(401);

    const tampered = await post(good.rawBody.replace(to, 'someone-else@delivery.test'), good.headers);
    expect(tampered.status).toBe(401);
    expect(tampered.body.message).toBe('Invalid webhook signature');

    const unsigned: Record<string, string> = { ...good.headers };
    delete unsigned['svix-signature'];
    expect((await post(good.rawBody, unsigned)).status).toBe(401);

    const stale = signed(bounced(to), { timestamp: Math.floor(Date.now() / 1000) - WEBHOOK_TOLERANCE_SECONDS - 60 });
    const staleRes = await post(stale.rawBody, stale.headers);
    expect(staleRes.status).toBe(401);
    expect(staleRes.body.message).toBe('Webhook timestamp outside the allowed window');
    const future = signed(bounced(to), { timestamp: Math.floor(Date.now() / 1000) + WEBHOOK_TOLERANCE_SECONDS + 60 });
    expect((await post(future.rawBody, future.headers)).status).toBe(401);

    const huge = signed(null, { rawBody: JSON.stringify({ ...bounced(to), pad: 'x'.repeat(WEBHOOK_MAX_BYTES) }) });
    expect((await post(huge.rawBody, huge.headers)).status).toBe(413);

    const notJson = signed(null, { rawBody: 'not json' });
    expect((await post(notJson.rawBody, notJson.headers)).status).toBe(400);
    const wrongShape = signed({ hello: 'world' });
    expect((await post(wrongShape.rawBody, wrongShape.headers)).status).toBe(400);

    expect(await suppression(to)).toBeUndefined();

    // One of several signatures (a secret rotation) is enough.
    const rotated = { ...good.headers, 'svix-signature': `v1,AAAA ${good.headers['svix-signature']}` };
    expect((await post(good.rawBody, rotated)).status).toBe(200);
  });

  it('answers 503 while no signing secret is configured', async () => {
    setEnv({ RESEND_WEBHOOK_SECRET: undefined });
    const { rawBody, headers } = signed(bounced(address()));
    expect((await post(rawBody, headers)).status).toBe(503);
  });

  it('stops mailing a suppressed address, at enqueue and at delivery, but still sends a password reset it asks for', async () => {
    const to = address('gone');
    const queuedBefore = (await enqueueEmail(db(), orderMail(to))).id;
    const { rawBody, headers } = signed(bounced(to));
    expect((await post(rawBody, headers)).status).toBe(200);

    const queuedAfter = (await enqueueEmail(db(), orderMail(to))).id;
    expect(await row(queuedAfter)).toMatchObject({ status: 'suppressed' });
    expect((await row(queuedAfter)).error).toMatch(/^Not sent: mail to this address bounced permanently/);

    const reset = (
      await enqueueEmail(db(), { template: 'password-reset', to, name: 'Meera', resetUrl: 'http://localhost:3000/reset-password/t', expiresInMinutes: 60 })
    ).id;
    expect((await row(reset)).status).toBe('pending');

    const tally = await deliverEmails(db(), [queuedBefore, queuedAfter, reset]);
    expect(tally).toMatchObject({ sent: 1, suppressed: 1 });
    expect(await row(queuedBefore)).toMatchObject({ status: 'suppressed' });
    expect(await row(reset)).toMatchObject({ status: 'sent' });
    expect(standIn.accepted.map((a) => a.idempotencyKey)).toEqual([reset]);
  });
});
