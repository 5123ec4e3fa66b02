import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orderItems, type PostalAddress } from '../db/schema';
import type { Paise } from '../money';
import { getOrderForActor, type OrderActor } from '../orders/queries';
import type { OrderStatus } from '../orders/types';

interface PackingSlipLine {
  name: string;
  brand: string | null;
  variantLabel: string | null;
  quantity: number;
  /** Absent on a gift receipt: the slip never carries a price the buyer asked to hide. */
  unitPricePaise?: Paise;
  lineTotalPaise?: Paise;
}

export interface PackingSlip {
  orderId: string;
  orderNumber: string;
  orderDate: string;
  status: OrderStatus;
  shipTo: PostalAddress;
  lines: PackingSlipLine[];
  itemCount: number;
  /** False for a gift receipt (the buyer ticked "hide prices"). */
  showPrices: boolean;
  /** The goods' sum and the wrap, present only when prices are shown. */
  totals?: { subtotalPaise: Paise; discountPaise: Paise; giftWrapPaise: Paise; totalPaise: Paise };
  gift: { wrap: boolean; message: string | null };
}

/**
 * What goes into the parcel: ship-to, lines and quantities, the gift message. Prices are left out
 * of the data itself when the buyer asked for a gift receipt, so no page can print them by mistake.
 * Someone else's order answers 404, as the invoice does.
 */
export async function loadPackingSlip(db: DbOrTx, actor: OrderActor, orderRef: string): Promise<PackingSlip> {
  const order = await getOrderForActor(db, actor, orderRef);
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const showPrices = !order.giftHidePrices;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    status: order.status,
    shipTo: order.shippingAddress,
    lines: items.map((item) => ({
      name: item.name,
      brand: item.brand,
      variantLabel: item.variantLabel,
      quantity: item.quantity,
      ...(showPrices ? { unitPricePaise: item.unitPricePaise, lineTotalPaise: item.lineTotalPaise } : {}),
    })),
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    showPrices,
    ...(showPrices
      ? { totals: { subtotalPaise: order.subtotalPaise, discountPaise: order.discountPaise, giftWrapPaise: order.giftWrapPaise, totalPaise: order.totalPaise } }
      : {}),
    gift: { wrap: order.giftWrap, message: order.giftMessage },
  };
}
