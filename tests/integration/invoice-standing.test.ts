import { describe, expect, it } from 'vitest';
import { DELETE as cancelRoute } from '@/app/api/v1/orders/cancel/[id]/route';
import { refunds } from '@/lib/db/schema';
import { loadInvoice } from '@/lib/orders/invoice-query';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { placePaidOrder } from '../helpers/orders';

const db = useTestDatabase();

describe('loadInvoice: the standing of an issued invoice', () => {
  it('stays in force through a second payment’s refund, and is marked cancelled with its credit note when the order is cancelled', async () => {
    const { shopper, order } = await placePaidOrder(db(), { stock: 4, pricePaise: 320_000 });
    const actor = { userId: shopper.id, role: 'user' as const };

    const paid = await loadInvoice(db(), actor, order.id);
    expect(paid.standing).toEqual({ kind: 'issued' });

    // The refund of a duplicate payment is not a credit note: the supply stands.
    await db().insert(refunds).values({ orderId: order.id, refundId: `RF-${order.orderNumber}-P2`, amountPaise: 320_000, status: 'SUCCESS' });
    expect((await loadInvoice(db(), actor, order.id)).standing).toEqual({ kind: 'issued' });

    const cancelled = await call(cancelRoute, { method: 'DELETE', path: '/x', params: { id: order.id }, headers: shopper.headers });
    expect(cancelled.status).toBe(200);
    const view = await loadInvoice(db(), actor, order.id);
    expect(view.invoiceNumber).toBe(paid.invoiceNumber);
    expect(view.standing).toMatchObject({
      kind: 'cancelled',
      refunded: true,
      creditNote: { number: paid.invoiceNumber.replace(/^MA\//, 'CN/'), amountPaise: 320_000, refundId: `RF-${order.orderNumber}` },
    });
  });
});
