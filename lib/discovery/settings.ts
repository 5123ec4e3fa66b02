import 'server-only';
import type { AuditActor } from '../audit';
import { cacheFor, cacheTags, readAtRequestTime } from '../cache';
import { getDb, type Db, type DbOrTx } from '../db/client';
import { storeSettings } from '../db/schema';
import { readSettingsRow, writeSettingsRow } from '../db/settings-row';
import { inTransaction } from '../db/transaction';
import { paiseToRupees } from '../money';
import type { DiscoveryPricesDto, DiscoverySetSize } from './types';

/** The set prices (paise, GST included). */
export interface DiscoveryPrices {
  set3Paise: number;
  set5Paise: number;
}

/** What the migration's defaults are; shown when the settings row is missing. */
const DEFAULT_PRICES: DiscoveryPrices = { set3Paise: 149_900, set5Paise: 229_900 };

export const priceOfSet = (prices: DiscoveryPrices, size: DiscoverySetSize) => (size === 3 ? prices.set3Paise : prices.set5Paise);

export const toDiscoveryPricesDto = (p: DiscoveryPrices): DiscoveryPricesDto => ({ set3Price: paiseToRupees(p.set3Paise), set5Price: paiseToRupees(p.set5Paise) });

const fields = { set3Paise: storeSettings.discoverySet3Paise, set5Paise: storeSettings.discoverySet5Paise };

/**
 * The set prices as stored. Pass the order's transaction to price a set: the price an order is
 * charged is the one in force when it is written, never a cached one.
 */
export async function readDiscoveryPrices(db: DbOrTx): Promise<DiscoveryPrices> {
  return (await readSettingsRow(db, fields)) ?? DEFAULT_PRICES;
}

// What /discovery shows; an admin's save invalidates the tag.
async function cachedPrices(): Promise<DiscoveryPrices> {
  'use cache';
  cacheFor([cacheTags.storeSettings], 3600);
  return readDiscoveryPrices(await getDb());
}

export async function getDiscoveryPrices(): Promise<DiscoveryPrices> {
  await readAtRequestTime();
  return cachedPrices();
}

/** Replaces the set prices (checked by discoveryPricesSchema), audited in the same transaction. */
export async function saveDiscoveryPrices(db: Db, actor: AuditActor, next: DiscoveryPrices): Promise<DiscoveryPrices> {
  await inTransaction(db, async (tx, effects) => {
    effects.invalidate(cacheTags.storeSettings);
    await writeSettingsRow(tx, actor, { action: 'store_settings.discovery', fields, values: { discoverySet3Paise: next.set3Paise, discoverySet5Paise: next.set5Paise }, after: next });
  });
  return next;
}
