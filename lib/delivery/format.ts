/*
 * The estimate in words for the shopper ('Sat, 28 Nov – Tue, 1 Dec'). Import-free: the product
 * page and the checkout bundle it.
 */

const DAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** 'YYYY-MM-DD' (an Indian calendar day) as 'Sat, 28 Nov'; read at UTC so the day never shifts. */
export function deliveryDayText(key: string): string {
  return DAY.format(new Date(`${key}T00:00:00Z`));
}

export function deliveryRangeText(from: string, to: string): string {
  return from === to ? deliveryDayText(from) : `${deliveryDayText(from)} – ${deliveryDayText(to)}`;
}
