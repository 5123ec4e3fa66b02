/*
 * Due follow-up work (emails, refunds) is swept when an instance starts and after the response
 * of any request, at most once a minute per instance. The after-response scheduling is replaced
 * by a queue this file runs by hand, so "after the response" is observable; the clock is
 * injected, never slept on.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GET as cartCount } from '@/app/api/v1/cart/count/route';
import { DELETE as cancelRoute } from '@/app/api/v1/orders/cancel/[id]/route';
import { emailOutbox, refundJobs, refunds } from '@/lib/db/schema';
import { enqueueEmail } from '@/lib/email/outbox';
import { followUpGate, intervalGate, OPPORTUNISTIC_INTERVAL_MS } from '@/lib/jobs/run';
import { setSweepScheduleForTests, sweepAfterResponse, sweepAtStart, sweepNow } from '@/lib/jobs/trigger';
import { useTestDatabase } from '../helpers/db';
import { useRecordingGateway } from '../helpers/gateway';
import { call } from '../helpers/http';
import { placePaidOrder } from '../helpers/orders';

// Inside a "request" the sweep's work is queued to run after the answer; outside one it cannot
// be scheduled, as with Next's after().
const afterQueue: (() => unknown)[] = [];
let inRequest = false;

const db = useTestDatabase();
const gateway = useRecordingGateway();

async function drainAfter() {
  while (afterQueue.length) await afterQueue.shift()!();
}

beforeEach(async () => {
  setSweepScheduleForTests((work) => (inRequest ? (afterQueue.push(work), true) : false));
  followUpGate.reset();
  afterQueue.length = 0;
  inRequest = false;
  // Only this test's rows are due.
  await db().update(emailOutbox).set({ status: 'sent' }).where(eq(emailOutbox.status, 'pending'));
});
afterEach(() => {
  inRequest = false;
  setSweepScheduleForTests(undefined);
});

/** An email an instance was sending when it died: claimed, its lease run out, never finished. */
async function halfSentEmail() {
  const { id } = await enqueueEmail(db(), { template: 'welcome', to: `orphan${Date.now()}@sweep.test`, name: 'Meera', shopUrl: 'http://localhost:3000/products' });
  const past = new Date(Date.now() - 5_000);
  await db().update(emailOutbox).set({ attempts: 1, lockedUntil: past, nextAttemptAt: past }).where(eq(emailOutbox.id, id));
  return id;
}
const emailStatus = async (id: string) => (await db().select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!.status;

describe('the trigger, on an injected clock', () => {
  it('schedules after the response at most once a minute per instance; outside a request it schedules nothing and keeps the gate', () => {
    let now = 1_000_000;
    const scheduled: unknown[] = [];
    let canSchedule = true;
    const deps = {
      now: () => now,
      schedule: (work: () => Promise<void>) => (canSchedule ? (scheduled.push(work), true) : false),
      sweep: async () => {},
      gate: intervalGate(OPPORTUNISTIC_INTERVAL_MS),
    };
    canSchedule = false;
    expect(sweepAfterResponse(deps)).toBe(false);
    canSchedule = true;
    expect(sweepAfterResponse(deps)).toBe(true);
    expect(scheduled).toHaveLength(1);
    now += 30_000;
    expect(sweepAfterResponse(deps)).toBe(false);
    now += 29_999;
    expect(sweepAfterResponse(deps)).toBe(false);
    now += 1;
    expect(sweepAfterResponse(deps)).toBe(true);
    expect(scheduled).toHaveLength(2);
  });

  it('the start-up sweep takes the gate, so the first requests after it do not sweep again', async () => {
    const gate = intervalGate(OPPORTUNISTIC_INTERVAL_MS);
    let sweeps = 0;
    const deps = { now: () => 5_000_000, schedule: () => true, sweep: async () => void (sweeps += 1), gate };
    await sweepAtStart(deps);
    expect(sweeps).toBe(1);
    expect(sweepAfterResponse(deps)).toBe(false);
    await sweepAtStart(deps);
    expect(sweeps).toBe(1);
  });
});

describe('due work is swept at start-up and by any request', () => {
  it('at start-up: an email left half-sent by a dead instance goes out', async () => {
    const id = await halfSentEmail();
    await sweepAtStart({ now: Date.now, sweep: sweepNow, gate: intervalGate(OPPORTUNISTIC_INTERVAL_MS) });
    expect(await emailStatus(id)).not.toBe('pending');
  });

  it('after the response of an unrelated request (the bag count), once a minute: the half-sent email goes out and a refund left due is worked', async () => {
    // A paid order whose refund's first try met a gateway outage, then the instance died.
    gateway.install((c) => (c.method === 'POST' && c.path.endsWith('/refunds') ? { status: 503, body: { message: 'Service unavailable', code: 'internal_error', type: 'api_error' } } : null));
    const { shopper, order } = await placePaidOrder(db(), { pricePaise: 250_000 });
    const orderId = order._id;
    expect((await call(cancelRoute, { method: 'DELETE', path: '/x', params: { id: orderId }, headers: shopper.headers })).status).toBe(200);
    const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, orderId));
    const past = new Date(Date.now() - 5_000);
    await db().update(refundJobs).set({ nextAttemptAt: past, lockedUntil: past }).where(eq(refundJobs.refundRowId, refund!.id));
    gateway.install();
    const emailId = await halfSentEmail();
    followUpGate.reset();

    inRequest = true;
    const res = await call(cartCount, { path: '/api/v1/cart/count' });
    expect(res.status).toBe(200);
    // Nothing was done before the answer...
    expect(await emailStatus(emailId)).toBe('pending');
    // ...and all of it after.
    await drainAfter();
    expect(await emailStatus(emailId)).not.toBe('pending');
    const [job] = await db().select().from(refundJobs).where(eq(refundJobs.refundRowId, refund!.id));
    expect(job).toMatchObject({ status: 'done' });

    // Within the minute another request schedules no sweep.
    const later = await halfSentEmail();
    expect((await call(cartCount, { path: '/api/v1/cart/count' })).status).toBe(200);
    expect(afterQueue).toHaveLength(0);
    expect(await emailStatus(later)).toBe('pending');
  });
});
