import { inlineText } from '../escape';
import { Details } from '../layout';
import type { OrderEmailAddress } from '../types';

/*
 * Pieces the order emails share, so the refund timeline, the way an order is named and the
 * delivery address cannot drift between them.
 */

/** What banks take to credit a refund or reverse a failed debit; the refund policy page quotes the same. */
export const BANK_CREDIT_WINDOW = '5–7 business days';

/**
 * Order numbers are ours, but they reach subjects and the plain-text part, so they are kept to
 * one short line like any other value that was not typed here.
 */
export function orderRef(orderNumber: string): string {
  return inlineText(orderNumber, 40);
}

function addressLine(a: OrderEmailAddress): string {
  const parts = [a.addressLine1, a.addressLine2 ?? '', a.city, `${a.state} ${a.postalCode}`, a.country];
  return parts
    .map((part) => inlineText(part, 120))
    .filter(Boolean)
    .join(', ');
}

/** Who the parcel goes to, where, and the phone the courier calls. */
export function DeliveryAddress({ address }: { address: OrderEmailAddress }) {
  return (
    <Details
      rows={[
        { label: 'Deliver to', value: inlineText(address.fullName, 120) },
        { label: 'Address', value: addressLine(address) },
        { label: 'Phone', value: inlineText(address.phone, 40) },
      ]}
    />
  );
}

/** An order line as emails name it: the product, and its size when the order kept one. */
export function lineName(item: { name: string; size?: string | null }): string {
  return item.size ? `${item.name} (${item.size})` : item.name;
}
