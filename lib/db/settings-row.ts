import 'server-only';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { recordAudit, type AuditActor } from '../audit';
import type { DbOrTx } from './client';
import { storeSettings } from './schema';

/*
 * The store's one settings row (`store_settings`, id 1), read and written a group of columns at a
 * time: the gifting settings, the discovery set prices, the store details. Each group keeps its
 * own defaults and cached read; the row's reading, locking, upserting and auditing are here once.
 */

type SettingsValues = Partial<Omit<typeof storeSettings.$inferInsert, 'id' | 'updatedAt'>>;

type Fields = Record<string, AnyPgColumn>;
type SettingsRow<S extends Fields> = SelectResultFields<S> | undefined;
// Drizzle does not resolve a query's row type for a selection that is a type parameter; this is
// the row type it gives the same selection written out.
type Rows<S extends Fields> = SelectResultFields<S>[];

/** The `fields` of the settings row; undefined while nothing has been saved (the caller's defaults apply). */
export async function readSettingsRow<S extends Fields>(db: DbOrTx, fields: S): Promise<SettingsRow<S>> {
  const rows = await db.select(fields).from(storeSettings).where(eq(storeSettings.id, 1)).limit(1);
  return (rows as Rows<S>)[0];
}

/**
 * Writes `values` to the settings row inside the caller's transaction, audited as `action` with
 * what `fields` held before (read under a row lock, so two admins' saves are ordered) and `after`.
 * `before` shapes the audit's before (the defaults, when the row never held the group). The
 * caller drops the settings' cached reads once the transaction commits.
 */
export async function writeSettingsRow<S extends Fields>(
  tx: DbOrTx,
  actor: AuditActor,
  change: { action: string; fields: S; values: SettingsValues; after: unknown; before?: (row: SettingsRow<S>) => unknown },
): Promise<void> {
  const rows = await tx.select(change.fields).from(storeSettings).where(eq(storeSettings.id, 1)).for('update');
  const row = (rows as Rows<S>)[0];
  await tx
    .insert(storeSettings)
    .values({ id: 1, ...change.values })
    .onConflictDoUpdate({ target: storeSettings.id, set: { ...change.values, updatedAt: new Date() } });
  await recordAudit(tx, actor, {
    action: change.action,
    entityType: 'store_settings',
    entityId: null,
    before: change.before ? change.before(row) : (row ?? null),
    after: change.after,
  });
}
