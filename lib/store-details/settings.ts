import 'server-only';
import type { AuditActor } from '../audit';
import { building, cacheFor, cacheForBuildDefaults, cacheTags, invalidate } from '../cache';
import { getDb, type Db, type DbOrTx } from '../db/client';
import { storeSettings } from '../db/schema';
import { readSettingsRow, writeSettingsRow } from '../db/settings-row';
import { invoiceSellerOf, type InvoiceSeller } from '../orders/invoice-seller';
import { DEFAULT_STORE_DETAILS, storeInfo, type StoreDetails, type StoreInfo } from '../store';

const fields = { details: storeSettings.storeDetails };

/*
 * The store's identity (lib/store.ts, StoreDetails) as the owner saved it in the one
 * store_settings row, or the defaults until the first save. Every page, policy, email, JSON-LD
 * block and invoice reads it through here.
 */

/**
 * The stored details over the defaults: a field added to StoreDetails after the owner's last save
 * shows its default instead of nothing. Pass a transaction to read inside it (an email rendered
 * in the transaction that queues it, an invoice being issued).
 */
export async function readStoreDetails(db: DbOrTx): Promise<StoreDetails> {
  const row = await readSettingsRow(db, fields);
  return row?.details ? { ...DEFAULT_STORE_DETAILS, ...row.details } : DEFAULT_STORE_DETAILS;
}

/**
 * The stored details, cached and tagged (a save invalidates them at once). `next build` renders
 * the static pages (the policies, contact, the footer on every page) without a database
 * (docs/decisions.md#store-details-in-the-database): they get the defaults, kept one second, so
 * the first visit after a deployment has each such page rendered again from the database.
 */
export async function getStoreDetailsData(): Promise<StoreDetails> {
  'use cache';
  if (building()) {
    cacheForBuildDefaults([cacheTags.storeSettings]);
    return DEFAULT_STORE_DETAILS;
  }
  cacheFor([cacheTags.storeSettings], 3600);
  return readStoreDetails(await getDb());
}

/** The store as pages and emails quote it: the stored details, what follows from them, and the fixed rules. */
export async function getStoreDetails(): Promise<StoreInfo> {
  return storeInfo(await getStoreDetailsData());
}

/** Replaces the store details (checked by storeDetailsSchema), audited in the same transaction. */
export async function saveStoreDetails(db: Db, actor: AuditActor, next: StoreDetails): Promise<StoreDetails> {
  // Not through inTransaction's effects like the other settings: the emails those effects send
  // quote the store's details, so that helper imports this module (an import cycle).
  await db.transaction((tx) =>
    writeSettingsRow(tx, actor, {
      action: 'store_settings.store_details',
      fields,
      values: { storeDetails: next },
      after: next,
      // Never saved before: the change is from the defaults.
      before: (row) => row?.details ?? DEFAULT_STORE_DETAILS,
    }),
  );
  await invalidate(cacheTags.storeSettings);
  return next;
}

/** The seller block to copy onto an invoice being issued, read in the issuing transaction. */
export async function invoiceSellerSnapshot(tx: DbOrTx): Promise<InvoiceSeller> {
  return invoiceSellerOf(await readStoreDetails(tx));
}

/**
 * What GET /settings/store answers: the fields the shop prints anyway, listed one by one so a
 * field added to the stored row is never published by accident.
 */
export function toPublicStoreDetails(d: StoreDetails): StoreDetails {
  return {
    name: d.name,
    tagline: d.tagline,
    legalName: d.legalName,
    cin: d.cin,
    gstin: d.gstin,
    foundedYear: d.foundedYear,
    studio: { line1: d.studio.line1, line2: d.studio.line2, city: d.studio.city, state: d.studio.state, postalCode: d.studio.postalCode },
    phone: d.phone,
    email: d.email,
    hours: d.hours.map((h) => ({ days: h.days, time: h.time })),
    replyWithinHours: d.replyWithinHours,
    grievanceOfficer: { name: d.grievanceOfficer.name, email: d.grievanceOfficer.email, phone: d.grievanceOfficer.phone },
    social: d.social.map((s) => ({ name: s.name, href: s.href })),
    houses: d.houses.map((h) => ({ name: h.name, line: h.line })),
    claimWindowHours: d.claimWindowHours,
    dispatchBusinessDays: { min: d.dispatchBusinessDays.min, max: d.dispatchBusinessDays.max },
    deliveryBusinessDays: { min: d.deliveryBusinessDays.min, max: d.deliveryBusinessDays.max },
  };
}

export { storeDetailsReadiness } from './readiness';
