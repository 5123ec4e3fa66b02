import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orders, users, type PostalAddress } from '../db/schema';
import { addressKey, normalizeAddress, type AddressInput } from './check';
import { formatIstDate } from '../india-time';

/** An address the checkout offers as a card: the account's, or one a past order went to. */
export interface SavedAddress {
  id: string;
  label: string;
  address: PostalAddress;
}

/** The card of the account's own delivery address. */
export const ACCOUNT_ADDRESS_ID = 'account';
const ACCOUNT_ADDRESS_LABEL = 'Your saved address';

/** Past orders offer at most this many addresses beyond the profile's. */
const MAX_ORDER_ADDRESSES = 4;
// Orders repeat addresses; read a few more than we show so duplicates do not crowd new ones out.
const ORDERS_SCANNED = 25;


/** Older order snapshots may carry zipCode instead of postalCode (the original order screens read either). */
function asInput(value: unknown): AddressInput | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  return { ...v, postalCode: v.postalCode ?? v.zipCode, country: v.country ?? undefined } as AddressInput;
}

/**
 * The addresses checkout offers, most useful first: the account's delivery address, the one My
 * Account edits and checkout saves to (lib/addresses/account.ts; the account's name and mobile
 * fill its gaps), then the distinct addresses of the most recent orders. Anything that would fail the checkout's own check is left out, so picking
 * a card never leads straight to an error.
 */
export async function listSavedAddresses(db: DbOrTx, userId: string): Promise<SavedAddress[]> {
  const [userRows, orderRows] = await Promise.all([
    db.select({ name: users.name, phone: users.phone, address: users.address }).from(users).where(eq(users.id, userId)).limit(1),
    db
      .select({ id: orders.id, address: orders.shippingAddress, createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt))
      .limit(ORDERS_SCANNED),
  ]);

  const out: SavedAddress[] = [];
  const seen = new Set<string>();
  const offer = (id: string, label: string, raw: AddressInput | null): boolean => {
    if (!raw) return false;
    const address = normalizeAddress(raw);
    if (!address) return false;
    const key = addressKey(address);
    if (seen.has(key)) return false;
    seen.add(key);
    out.push({ id, label, address });
    return true;
  };

  const user = userRows[0];
  if (user?.address) {
    const profile = asInput(user.address);
    if (profile) {
      offer(ACCOUNT_ADDRESS_ID, ACCOUNT_ADDRESS_LABEL, {
        ...profile,
        fullName: typeof profile.fullName === 'string' && profile.fullName.trim() ? profile.fullName : user.name,
        phone: typeof profile.phone === 'string' && profile.phone.trim() ? profile.phone : (user.phone ?? ''),
      });
    }
  }

  let fromOrders = 0;
  for (const row of orderRows) {
    if (fromOrders >= MAX_ORDER_ADDRESSES) break;
    if (offer(`order-${row.id}`, `Used on ${formatIstDate(row.createdAt)}`, asInput(row.address))) fromOrders++;
  }

  return out;
}
