import { paiseToRupees } from '../money';
import type { CreditView, DiscoveryReport } from './credits';

/** A credit as the API answers it: rupees and ISO dates. */
export function toCreditDto(c: CreditView) {
  return {
    code: c.code,
    value: paiseToRupees(c.valuePaise),
    perfumes: c.productNames,
    issuedAt: c.issuedAt.toISOString(),
    expiresAt: c.expiresAt.toISOString(),
    state: c.state,
    orderId: c.orderId,
  };
}

/** GET /admin/discovery's answer: rupees and ISO dates. */
export function toReportDto(r: DiscoveryReport) {
  const { issuedPaise, redeemedPaise, ...counts } = r.credits;
  return {
    sets: r.sets.map((s) => ({ setSize: s.setSize, sold: s.sold, revenue: paiseToRupees(s.revenuePaise) })),
    credits: { ...counts, issuedValue: paiseToRupees(issuedPaise), redeemedValue: paiseToRupees(redeemedPaise) },
    recent: r.recent.map((c) => ({ ...toCreditDto(c), orderNumber: c.orderNumber, customerName: c.customerName })),
  };
}
