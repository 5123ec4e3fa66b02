/*
 * The account's delivery address: one value, users.address. My Account edits it and checkout
 * saves to it ("Save this address to my account"), both through saveAccountAddress, and
 * checkout offers it first (lib/addresses/saved.ts). The saved_addresses table is not read or
 * written by the store: a second place for the same address is how the two drifted apart.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users, type PostalAddress } from '../db/schema';
import { normalizeAddress, type AddressInput } from './check';

/**
 * Stores (or, with null, clears) the account's delivery address. The address must already have
 * passed postalAddressSchema at the boundary; it is normalised again here so both callers store
 * the same shape (canonical state, bare PIN and mobile digits, country India). Returns what was
 * stored; throws if the address is not one (a caller that skipped the schema).
 */
export async function saveAccountAddress(db: DbOrTx, userId: string, address: AddressInput | null): Promise<PostalAddress | null> {
  const stored = address === null ? null : normalizeAddress(address);
  if (address !== null && stored === null) throw new TypeError('saveAccountAddress: not a valid address');
  await db.update(users).set({ address: stored }).where(eq(users.id, userId));
  return stored;
}
