import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import * as settingsRoute from '@/app/api/v1/settings/store/route';
import { auditLog, orders, storeSettings } from '@/lib/db/schema';
import { saveGiftSettings, readGiftSettings } from '@/lib/gifts/settings';
import { loadInvoice } from '@/lib/orders/invoice-query';
import { DEFAULT_STORE_DETAILS, type StoreDetails } from '@/lib/store';
import { STORE_DETAILS_GSTIN_MESSAGES } from '@/lib/store-details/messages';
import { readStoreDetails } from '@/lib/store-details/settings';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { placePaidOrder } from '../helpers/orders';
import { createShopper, type Shopper } from '../helpers/shoppers';

const db = useTestDatabase();

let admin: Shopper;

beforeAll(async () => {
  admin = await createShopper(db(), { role: 'admin' });
});

afterAll(async () => {
  await db().update(storeSettings).set({ storeDetails: null }).where(eq(storeSettings.id, 1));
});

/** What a real owner in Karnataka saves: their own names and a GSTIN with a correct check character. */
const OWN: StoreDetails = {
  ...DEFAULT_STORE_DETAILS,
  name: 'Attar House',
  tagline: 'Perfumers since 1990',
  legalName: 'Attar House Perfumers Private Limited',
  cin: 'U24240KA1990PTC012345',
  gstin: '29AAGCB7383J1Z4',
  foundedYear: 1990,
  studio: { line1: '3, Commercial Street', line2: '', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001' },
  phone: '+91 80 2558 0000',
  email: 'care@attarhouse.in',
  grievanceOfficer: { name: 'Kavya Menon', email: 'grievance@attarhouse.in', phone: '+91 98450 12345' },
  houses: [{ name: 'Attar House', line: 'Three generations of attar makers on Commercial Street.' }],
};

const PUBLIC_KEYS = [
  'name',
  'tagline',
  'legalName',
  'cin',
  'gstin',
  'foundedYear',
  'studio',
  'phone',
  'email',
  'hours',
  'replyWithinHours',
  'grievanceOfficer',
  'social',
  'houses',
  'claimWindowHours',
  'dispatchBusinessDays',
  'deliveryBusinessDays',
].sort();

const put = (body: unknown, headers: Record<string, string> = admin.headers) =>
  call(settingsRoute.PUT, { method: 'PUT', path: '/api/v1/settings/store', body, headers });

const get = () => call(settingsRoute.GET, { path: '/api/v1/settings/store' });

async function latestAudit() {
  const [entry] = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'store_settings.store_details'), eq(auditLog.actorId, admin.id)))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return entry;
}

/** A shopper's paid order: its invoice is issued by the payment, in the webhook's transaction. */
async function paidOrder() {
  const { shopper, order } = await placePaidOrder(db(), { stock: 5, pricePaise: 150_000 });
  const orderId: string = order.id;
  return { orderId, invoice: () => loadInvoice(db(), { userId: shopper.id, role: 'user' }, orderId) };
}

describe('GET /api/v1/settings/store', () => {
  it('answers anyone the defaults of a fresh database: today’s store, public fields only', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(DEFAULT_STORE_DETAILS);
    expect(Object.keys(res.body.data).sort()).toEqual(PUBLIC_KEYS);
    expect(res.headers.get('cache-control')).toContain('public');
  });

  it('never answers what is stored beside the public fields', async () => {
    await db()
      .update(storeSettings)
      .set({ storeDetails: { ...OWN, ownerNote: 'private' } as StoreDetails })
      .where(eq(storeSettings.id, 1));
    const res = await get();
    expect(res.body.data).toEqual(OWN);
    expect(Object.keys(res.body.data).sort()).toEqual(PUBLIC_KEYS);
    expect(JSON.stringify(res.body)).not.toContain('private');
    await db().update(storeSettings).set({ storeDetails: null }).where(eq(storeSettings.id, 1));
  });
});

describe('PUT /api/v1/settings/store', () => {
  it('refuses a guest (401) and a customer (403), changing nothing', async () => {
    expect((await put(OWN, {})).status).toBe(401);
    const customer = await createShopper(db());
    expect((await put(OWN, customer.headers)).status).toBe(403);
    expect(await readStoreDetails(db())).toEqual(DEFAULT_STORE_DETAILS);
  });

  it('refuses a GSTIN with a wrong check character with 400 naming the field', async () => {
    const res = await put({ ...OWN, gstin: '29AAGCB7383J1Z5' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: STORE_DETAILS_GSTIN_MESSAGES.checkCharacter,
      errors: { gstin: [STORE_DETAILS_GSTIN_MESSAGES.checkCharacter] },
    });
    expect(await readStoreDetails(db())).toEqual(DEFAULT_STORE_DETAILS);
  });

  it('refuses a GSTIN of another state than the registered address', async () => {
    const res = await put({ ...OWN, gstin: '27AAPFU0939F1ZV' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ gstin: ['GSTIN starts with 27 (Maharashtra) but the registered address is in Karnataka (29)'] });
  });

  it.each([
    [{ ...OWN, gstin: '29AAGCB7383J1Z' }, 'gstin'],
    [{ ...OWN, email: 'care' }, 'email'],
    [{ ...OWN, studio: { ...OWN.studio, postalCode: '56001' } }, 'studio.postalCode'],
    [{ ...OWN, dispatchBusinessDays: { min: 5, max: 2 } }, 'dispatchBusinessDays.max'],
    [{ ...OWN, grievanceOfficer: { name: '', email: 'g@attarhouse.in', phone: '+91 98450 12345' } }, 'grievanceOfficer.name'],
    [{ ...OWN, social: [{ name: 'Instagram', href: 'javascript:alert(1)' }] }, 'social.0.href'],
    [{ ...OWN, houses: [{ name: 'Atelier Kesar', line: 'x'.repeat(301) }] }, 'houses.0.line'],
    [{ ...OWN, houses: [{ name: '', line: 'A house.' }] }, 'houses.0.name'],
    // Two names with one page (/houses/maison-verane) are one house named twice.
    [{ ...OWN, houses: [{ name: 'Maison Vérane', line: 'One.' }, { name: 'maison verane', line: 'Two.' }] }, 'houses'],
    [{ ...OWN, houses: Array.from({ length: 13 }, (_, i) => ({ name: `House ${i}`, line: 'A house.' })) }, 'houses'],
    [{ ...OWN, foundedYear: '1990' }, 'foundedYear'],
    [{ name: 'Attar House' }, 'gstin'],
  ])('refuses a bad body with 400 naming %#: %s', async (body, field) => {
    const res = await put(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await call(settingsRoute.PUT, {
      method: 'PUT',
      path: '/api/v1/settings/store',
      rawBody: 'name=Attar',
      headers: { ...admin.headers, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
  });

  it('an admin saves them, audited from the defaults, and everyone reads the new ones; gifting is untouched', async () => {
    const gifting = await readGiftSettings(db());
    const res = await put({ ...OWN, gstin: '29aagcb7383j1z4', studio: { ...OWN.studio, state: 'karnataka' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Store details saved', data: OWN });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await readStoreDetails(db())).toEqual(OWN);
    expect((await get()).body.data).toEqual(OWN);
    expect(await latestAudit()).toMatchObject({
      entityType: 'store_settings',
      before: DEFAULT_STORE_DETAILS,
      after: OWN,
    });
    expect(await readGiftSettings(db())).toEqual(gifting);

    // Saving gifting leaves the details alone (one row, two settings).
    await saveGiftSettings(db(), { id: admin.id, email: admin.email }, gifting);
    expect(await readStoreDetails(db())).toEqual(OWN);
  });
});

describe('a tax invoice keeps the seller it was issued by', () => {
  it('an invoice issued before a GSTIN change keeps the old GSTIN; the next one gets the new', async () => {
    expect((await put(OWN)).status).toBe(200);
    const first = await paidOrder();
    const [row] = await db().select({ invoiceSeller: orders.invoiceSeller }).from(orders).where(eq(orders.id, first.orderId));
    expect(row!.invoiceSeller).toMatchObject({ gstin: OWN.gstin, legalName: OWN.legalName, cin: OWN.cin, stateCode: '29' });
    expect((await first.invoice()).seller).toMatchObject({
      legalName: OWN.legalName,
      tradeName: 'Attar House',
      gstin: '29AAGCB7383J1Z4',
      cin: OWN.cin,
      stateName: 'Karnataka',
      stateCode: '29',
      addressLines: ['3, Commercial Street', 'Bengaluru, Karnataka 560001', 'India'],
    });

    // The owner moves to Maharashtra: a new GSTIN, address and legal name.
    const moved: StoreDetails = {
      ...OWN,
      legalName: 'Attar House Perfumers (Mumbai) Private Limited',
      gstin: '27AAPFU0939F1ZV',
      studio: { line1: '12, Linking Road', line2: 'Bandra West', city: 'Mumbai', state: 'Maharashtra', postalCode: '400050' },
    };
    expect((await put(moved)).status).toBe(200);

    const old = await first.invoice();
    expect(old.seller).toMatchObject({ gstin: '29AAGCB7383J1Z4', legalName: OWN.legalName, stateCode: '29' });
    // Its taxes are still split as issued: the buyer (Karnataka, ADDRESS) was in the seller's state.
    expect(old.invoice.totals.igstPaise).toBe(0);

    const second = await paidOrder();
    const fresh = await second.invoice();
    expect(fresh.seller).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      legalName: moved.legalName,
      stateName: 'Maharashtra',
      stateCode: '27',
      addressLines: ['12, Linking Road', 'Bandra West', 'Mumbai, Maharashtra 400050', 'India'],
    });
    // Now a sale to another state: IGST.
    expect(fresh.invoice.totals.igstPaise).toBeGreaterThan(0);
  });

  it('an invoice issued before sellers were kept prints the current details', async () => {
    const { orderId, invoice } = await paidOrder();
    await db().update(orders).set({ invoiceSeller: null }).where(eq(orders.id, orderId));
    expect((await invoice()).seller.gstin).toBe((await readStoreDetails(db())).gstin);
  });
});
