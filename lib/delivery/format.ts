/*
 * The estimate in words for the shopper ('Sat, 28 Nov – Tue, 1 Dec'). Imports only lib/india-time
 * (itself import-free): the product page and the checkout bundle it.
 */
import { formatIstDayMonth, istKeyStart } from '../india-time';

/** 'YYYY-MM-DD' (an Indian calendar day) as 'Sat, 28 Nov'. */
function deliveryDayText(key: string): string {
  return formatIstDayMonth(istKeyStart(key), { weekday: true });
}

export function deliveryRangeText(from: string, to: string): string {
  return from === to ? deliveryDayText(from) : `${deliveryDayText(from)} – ${deliveryDayText(to)}`;
}
