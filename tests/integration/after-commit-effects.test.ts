import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { newsletterSubscribers } from '@/lib/db/schema';
import { useTestDatabase } from '../helpers/db';

/*
 * lib/db/transaction.ts: what a transaction promised runs after its commit, in a fixed order, and
 * never after a rollback; a failing effect is logged and undoes nothing. The carriers of each
 * effect are stood in for, so the test sees when each ran and whether the write was committed then.
 */

const calls: { effect: string; items: unknown; committed: boolean }[] = [];
let marker = '';
let seen: () => Promise<boolean> = async () => false;

/** A stand-in that notes the call, what it was given (`pick`), and whether the write is visible by then. */
function record(effect: string, pick: (args: unknown[]) => unknown) {
  return vi.fn(async (...args: unknown[]) => {
    calls.push({ effect, items: pick(args), committed: await seen() });
  });
}

vi.mock('@/lib/cache', async (original) => ({ ...(await original<typeof import('@/lib/cache')>()), invalidate: record('cache', (tags) => tags) }));
vi.mock('@/lib/stock-alerts/soon', () => ({ sendDueStockAlertsNow: record('stock-alerts', () => null) }));
vi.mock('@/lib/email/send-queued', () => ({ sendQueuedEmails: vi.fn(), deliverThenSweep: record('emails', ([, ids]) => ids) }));
vi.mock('@/lib/payments/refund', async (original) => ({
  ...(await original<typeof import('@/lib/payments/refund')>()),
  processRefunds: record('refunds', ([, options]) => (options as { ids: string[] }).ids),
}));
vi.mock('@/lib/payments/session', async (original) => ({
  ...(await original<typeof import('@/lib/payments/session')>()),
  closeGatewayOrder: record('close-gateway-order', ([order]) => order),
}));
// Inline as outside any Next request, unless a test holds the work back as after() would.
vi.mock('@/lib/runtime/after-response', async (original) => {
  const real = await original<typeof import('@/lib/runtime/after-response')>();
  return { ...real, runAfterResponse: vi.fn(real.runAfterResponse) };
});

const db = useTestDatabase();

let inTransaction: typeof import('@/lib/db/transaction').inTransaction;
let runAfterResponse: typeof import('@/lib/runtime/after-response').runAfterResponse;
let log: typeof import('@/lib/log').log;
beforeAll(async () => {
  // The setup file (tests/helpers/in-process-webhooks.ts) loaded the module before these stand-ins
  // were declared: loaded again, it takes them.
  vi.resetModules();
  ({ inTransaction } = await import('@/lib/db/transaction'));
  ({ runAfterResponse } = await import('@/lib/runtime/after-response'));
  ({ log } = await import('@/lib/log'));
});

beforeEach(() => {
  calls.length = 0;
  marker = `effects-${Math.random().toString(36).slice(2)}@example.in`;
  seen = async () => (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, marker))).length === 1;
});

/** A transaction that writes a row and promises one of everything. */
function promiseEverything(fail?: Error) {
  return inTransaction(db(), async (tx, effects) => {
    await tx.insert(newsletterSubscribers).values({ email: marker });
    effects.closeGatewayOrder({ orderNumber: 'MA-1', cfOrderId: 'cf-1' });
    effects.refund('job-1');
    effects.email('mail-1', null, 'mail-2');
    effects.email('mail-1');
    effects.notifyStockAlerts();
    effects.invalidate('products', 'product:1');
    effects.invalidate('products');
    // An order without a gateway order has nothing to close.
    effects.closeGatewayOrder({ orderNumber: 'MA-2', cfOrderId: null });
    if (fail) throw fail;
    return 'done';
  });
}

describe('inTransaction', () => {
  it('runs the promised effects once the transaction has committed, each once, in a fixed order', async () => {
    expect(await promiseEverything()).toBe('done');
    expect(calls).toEqual([
      { effect: 'cache', items: ['products', 'product:1'], committed: true },
      { effect: 'stock-alerts', items: null, committed: true },
      { effect: 'emails', items: ['mail-1', 'mail-2'], committed: true },
      { effect: 'refunds', items: ['job-1'], committed: true },
      { effect: 'close-gateway-order', items: { orderNumber: 'MA-1', cfOrderId: 'cf-1' }, committed: true },
    ]);
  });

  it('runs none of them when the transaction throws, and the write is rolled back', async () => {
    await expect(promiseEverything(new Error('refused'))).rejects.toThrow('refused');
    expect(calls).toEqual([]);
    expect(await seen()).toBe(false);
  });

  it('drops the caches before it returns, and leaves the rest for after the response', async () => {
    const held: (() => Promise<unknown>)[] = [];
    vi.mocked(runAfterResponse).mockImplementationOnce(async (work) => {
      held.push(work);
    });
    await promiseEverything();
    expect(calls.map((c) => c.effect)).toEqual(['cache']);
    expect(held).toHaveLength(1);
    await held[0]!();
    expect(calls.map((c) => c.effect)).toEqual(['cache', 'stock-alerts', 'emails', 'refunds', 'close-gateway-order']);
  });

  it('logs an effect that fails and goes on: the commit stands and the caller gets its answer', async () => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {});
    const { deliverThenSweep } = await import('@/lib/email/send-queued');
    vi.mocked(deliverThenSweep).mockRejectedValueOnce(new Error('provider down'));
    const { invalidate } = await import('@/lib/cache');
    vi.mocked(invalidate).mockRejectedValueOnce(new Error('cache down'));
    try {
      expect(await promiseEverything()).toBe('done');
      expect(await seen()).toBe(true);
      expect(calls.map((c) => c.effect)).toEqual(['stock-alerts', 'refunds', 'close-gateway-order']);
      expect(errors.mock.calls.map(([where]) => where)).toEqual(['after-commit:cache', 'after-commit:emails']);
    } finally {
      errors.mockRestore();
    }
  });

  it('does nothing after a transaction that promised nothing', async () => {
    vi.mocked(runAfterResponse).mockClear();
    expect(await inTransaction(db(), async (tx) => (await tx.insert(newsletterSubscribers).values({ email: marker }).returning()).length)).toBe(1);
    expect(calls).toEqual([]);
    expect(vi.mocked(runAfterResponse)).not.toHaveBeenCalled();
  });
});
