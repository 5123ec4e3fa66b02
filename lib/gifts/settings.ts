import 'server-only';
import type { AuditActor } from '../audit';
import { cacheFor, cacheTags, readAtRequestTime } from '../cache';
import { getDb, type Db, type DbOrTx } from '../db/client';
import { storeSettings } from '../db/schema';
import { readSettingsRow, writeSettingsRow } from '../db/settings-row';
import { DEFAULT_GIFT_SETTINGS, type GiftSettings } from './rules';
import { inTransaction } from '../db/transaction';

const fields = { wrapEnabled: storeSettings.giftWrapEnabled, wrapPaise: storeSettings.giftWrapPaise };

/**
 * The gifting settings as stored. Pass the order's transaction to price a wrap: the price the
 * order is charged is the one in force when it is written, never a cached one.
 */
export async function readGiftSettings(db: DbOrTx): Promise<GiftSettings> {
  return (await readSettingsRow(db, fields)) ?? DEFAULT_GIFT_SETTINGS;
}

// What the checkout shows and the public GET answers; an admin's save invalidates the tag.
async function cachedSettings(): Promise<GiftSettings> {
  'use cache';
  cacheFor([cacheTags.storeSettings], 3600);
  return readGiftSettings(await getDb());
}

export async function getGiftSettings(): Promise<GiftSettings> {
  await readAtRequestTime();
  return cachedSettings();
}

/** Replaces the gifting settings (checked by giftSettingsSchema), audited in the same transaction. */
export async function saveGiftSettings(db: Db, actor: AuditActor, next: GiftSettings): Promise<GiftSettings> {
  await inTransaction(db, async (tx, effects) => {
    effects.invalidate(cacheTags.storeSettings);
    await writeSettingsRow(tx, actor, { action: 'store_settings.gifting', fields, values: { giftWrapEnabled: next.wrapEnabled, giftWrapPaise: next.wrapPaise }, after: next });
  });
  return next;
}
