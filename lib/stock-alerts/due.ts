/*
 * What the job does with an alert the trigger marked due, decided from what it read under lock.
 * Pure, so the rule is tested on its own (tests/unit/stock-alerts.test.ts).
 */
import { sizeToken } from '../catalog/sizes';

export interface DueAlertState {
  /** The product is active and not archived. */
  productLive: boolean;
  sizeActive: boolean;
  stock: number;
}

/** 'send': mail it and spend it. 'wait': the size cannot be bought now; it waits for the next return. */
export function dueAlertOutcome(state: DueAlertState): 'send' | 'wait' {
  return state.productLive && state.sizeActive && state.stock > 0 ? 'send' : 'wait';
}

/** The product page with the size chosen: the size picker's URL token (`?size=50ml`). */
export const productSizePath = (slug: string, volumeMl: number) => `/products/${encodeURIComponent(slug)}?size=${sizeToken(volumeMl)}`;

export const stockAlertsUnsubscribePath = (token: string) => `/stock-alerts/unsubscribe?token=${encodeURIComponent(token)}`;
