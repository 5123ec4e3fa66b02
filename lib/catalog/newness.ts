/*
 * What "New" means on the shop: a perfume is a new arrival for its first NEW_ARRIVAL_DAYS days
 * in the collection, counted from when it was added (products.created_at), which is also what
 * the listing's "Newest First" sorts by, so the badged perfumes are the ones that sort first.
 *
 * It is decided when a page is rendered, from the cached product's createdAt and the clock of
 * that moment, never stored in the catalogue cache: a perfume stops being new on its own, with
 * no deploy, no admin edit and no cache invalidation.
 */

/** How many days a perfume stays a new arrival after it joins the collection. */
export const NEW_ARRIVAL_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * Whether a perfume added at `createdAt` is a new arrival at `now`. A date a little ahead of
 * `now` (another server's clock) still counts as new; an unreadable date never does.
 */
export function isNewArrival(createdAt: Date | string, now: Date | number = Date.now()): boolean {
  const added = new Date(createdAt).getTime();
  if (Number.isNaN(added)) return false;
  return +now - added < NEW_ARRIVAL_DAYS * DAY_MS;
}
