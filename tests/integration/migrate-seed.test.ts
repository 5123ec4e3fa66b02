import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '@/lib/auth/password';
import { isNewArrival } from '@/lib/catalog/newness';
import { getDbHandle, openPglite, type Db } from '@/lib/db/client';
import { prepareDatabase } from '@/lib/db/migrate';
import { coupons, products, reviews, users } from '@/lib/db/schema';
import { seedAccountAllowed, seedIfEmpty } from '@/lib/db/seed';
import { env } from '@/lib/env';
import { useTestDatabase } from '../helpers/db';

const db = useTestDatabase();

async function countRows(d: Db, table: typeof products | typeof reviews | typeof coupons | typeof users): Promise<number> {
  const [row] = await d.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

async function appliedMigrations(d: Db): Promise<{ n: number; last: string | null }> {
  const result = await d.execute<{ n: number; last: string | null }>(
    sql`select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number; last: string | null }[];
  return rows[0]!;
}

describe('prepareDatabase', () => {
  it('is idempotent on a prepared database: nothing new applied, nothing seeded twice', async () => {
    const handle = await getDbHandle();
    const before = {
      migrations: await appliedMigrations(db()),
      products: await countRows(db(), products),
      reviews: await countRows(db(), reviews),
      coupons: await countRows(db(), coupons),
      users: await countRows(db(), users),
    };
    expect(before.migrations.n).toBeGreaterThan(0);
    expect(before.products).toBeGreaterThan(0);

    const lines: string[] = [];
    const first = await prepareDatabase(handle, { seed: true, log: (l) => lines.push(l) });
    const second = await prepareDatabase(handle, { seed: true });
    expect(first).toEqual({ seeded: false });
    expect(second).toEqual({ seeded: false });
    expect(lines.some((l) => l.startsWith('seed:'))).toBe(false);

    expect(await appliedMigrations(db())).toEqual(before.migrations);
    expect(await countRows(db(), products)).toBe(before.products);
    expect(await countRows(db(), reviews)).toBe(before.reviews);
    expect(await countRows(db(), coupons)).toBe(before.coupons);
    expect(await countRows(db(), users)).toBe(before.users);
    expect(await seedIfEmpty(db())).toBe(false);
    expect(await countRows(db(), products)).toBe(before.products);
  });

  it('can be run by two starters at once without seeding twice', async () => {
    const handle = await getDbHandle();
    const before = await countRows(db(), products);
    const results = await Promise.all([prepareDatabase(handle, { seed: true }), prepareDatabase(handle, { seed: true })]);
    expect(results).toEqual([{ seeded: false }, { seeded: false }]);
    expect(await countRows(db(), products)).toBe(before);
  });

  it('on an empty database: migrates without seeding when told, then seeds once and leaves it alone', async () => {
    const fresh = await openPglite();
    try {
      expect(await prepareDatabase(fresh, { seed: false })).toEqual({ seeded: false });
      expect(await countRows(fresh.db, products)).toBe(0);
      const migrations = await appliedMigrations(fresh.db);
      expect(migrations.n).toBeGreaterThan(0);

      const lines: string[] = [];
      expect(await prepareDatabase(fresh, { seed: true, log: (l) => lines.push(l) })).toEqual({ seeded: true });
      expect(lines.some((l) => l.startsWith('seed:'))).toBe(true);
      const once = await countRows(fresh.db, products);
      expect(once).toBeGreaterThanOrEqual(30);

      expect(await prepareDatabase(fresh, { seed: true })).toEqual({ seeded: false });
      expect(await countRows(fresh.db, products)).toBe(once);
      expect(await appliedMigrations(fresh.db)).toEqual(migrations);
    } finally {
      await fresh.close();
    }
  }, 60_000);
});

describe('seedAccountAllowed', () => {
  const production = { NODE_ENV: 'production', usesEmbeddedDatabase: false };

  it('refuses a default password in production on a real database', () => {
    expect(seedAccountAllowed(production, 'Admin@12345', 'Admin@12345')).toBe(false);
  });

  it.each([
    ['a chosen password in production', production, 'S0mething-Else'],
    ['the default on the embedded database in production', { NODE_ENV: 'production', usesEmbeddedDatabase: true }, 'Admin@12345'],
    ['the default in development on PostgreSQL', { NODE_ENV: 'development', usesEmbeddedDatabase: false }, 'Admin@12345'],
    ['the default in tests', { NODE_ENV: 'test', usesEmbeddedDatabase: true }, 'Admin@12345'],
  ])('allows %s', (_label, e, password) => {
    expect(seedAccountAllowed(e, password, 'Admin@12345')).toBe(true);
  });
});

describe('the seeded catalogue', () => {
  it('has at least 30 products across all four categories', async () => {
    const rows = await db().select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(['Male', 'Female', 'Unisex', 'Others']));
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    for (const r of rows) expect(r.isActive, r.slug).toBe(true);
  });

  it('includes the hero scents', async () => {
    const names = new Set((await db().select({ name: products.name }).from(products)).map((r) => r.name));
    for (const hero of ['Fiorita', 'Calyx', 'Old Money', 'Virenza', 'Sole', 'Cloe', 'Rosea']) expect(names, hero).toContain(hero);
  });

  it('features the four lead heroes', async () => {
    const rows = await db().select().from(products);
    const featured = new Set(rows.filter((r) => r.isFeatured).map((r) => r.name));
    for (const hero of ['Fiorita', 'Calyx', 'Old Money', 'Virenza']) expect(featured, hero).toContain(hero);
  });

  it('dates the perfumes over a year, so only a few recent ones are new arrivals', async () => {
    const rows = await db().select().from(products);
    const fresh = rows.filter((r) => isNewArrival(r.createdAt));
    expect(fresh.length).toBeGreaterThanOrEqual(3);
    expect(fresh.length).toBeLessThanOrEqual(Math.ceil(rows.length / 5));
    for (const r of rows) expect(r.isNew, r.slug).toBe(isNewArrival(r.createdAt));
    // The lead heroes are long-standing, however featured.
    for (const r of rows.filter((x) => ['Fiorita', 'Calyx', 'Old Money', 'Virenza'].includes(x.name))) expect(isNewArrival(r.createdAt), r.name).toBe(false);
    expect(new Set(rows.map((r) => r.createdAt.toISOString().slice(0, 10))).size).toBeGreaterThan(rows.length / 2);
  });

  it('prices every product between ₹1,200 and ₹4,900, never above its MRP', async () => {
    for (const r of await db().select().from(products)) {
      expect(r.pricePaise, r.slug).toBeGreaterThanOrEqual(120_000);
      expect(r.pricePaise, r.slug).toBeLessThanOrEqual(490_000);
      expect(Number.isInteger(r.pricePaise)).toBe(true);
      expect(r.pricePaise, r.slug).toBeLessThanOrEqual(r.mrpPaise);
      if (r.originalPricePaise != null) expect(r.originalPricePaise, r.slug).toBeGreaterThan(r.pricePaise);
    }
  });

  it('has products out of stock, low on stock (1 to 10) and well stocked', async () => {
    const stocks = (await db().select({ stock: products.stock }).from(products)).map((r) => r.stock);
    expect(stocks.some((s) => s === 0)).toBe(true);
    expect(stocks.some((s) => s >= 1 && s <= 10)).toBe(true);
    expect(stocks.some((s) => s > 10)).toBe(true);
    expect(stocks.every((s) => s >= 0)).toBe(true);
  });

  it('gives each product 2 to 4 images whose files exist under public/', async () => {
    for (const r of await db().select().from(products)) {
      expect(r.images.length, r.slug).toBeGreaterThanOrEqual(2);
      expect(r.images.length, r.slug).toBeLessThanOrEqual(4);
      expect(new Set(r.images).size, r.slug).toBe(r.images.length);
      for (const image of r.images) {
        expect(image.startsWith('/'), image).toBe(true);
        expect(existsSync(path.join(process.cwd(), 'public', image)), image).toBe(true);
      }
    }
  });

  it('fills the search text and the stored ratings', async () => {
    for (const r of await db().select().from(products)) {
      expect(r.searchText, r.slug).toContain(r.name.toLowerCase());
      expect(r.searchText).toBe(r.searchText.toLowerCase());
      const shown = await db().select().from(reviews).where(eq(reviews.productId, r.id));
      expect(r.numReviews, r.slug).toBe(shown.length);
      if (shown.length) {
        const avg = Math.round((shown.reduce((s, x) => s + x.rating, 0) / shown.length) * 100) / 100;
        expect(r.averageRating, r.slug).toBeCloseTo(avg, 10);
      } else {
        expect(r.averageRating).toBe(0);
      }
    }
  });

  it('stores reviewers’ longevity and sillage averages that equal their reviews’, counting only those that rated them', async () => {
    const mean = (xs: number[]) => (xs.length ? Math.round((xs.reduce((s, x) => s + x, 0) / xs.length) * 100) / 100 : 0);
    for (const r of await db().select().from(products)) {
      const shown = await db().select().from(reviews).where(eq(reviews.productId, r.id));
      const longevity = shown.flatMap((x) => (x.longevity == null ? [] : [x.longevity]));
      const sillage = shown.flatMap((x) => (x.sillage == null ? [] : [x.sillage]));
      expect([r.reviewLongevityCount, r.reviewSillageCount], r.slug).toEqual([longevity.length, sillage.length]);
      expect(r.reviewLongevityAvg, r.slug).toBeCloseTo(mean(longevity), 10);
      expect(r.reviewSillageAvg, r.slug).toBeCloseTo(mean(sillage), 10);
    }
  });

  it('gives some seeded reviews longevity, sillage and seasons, and leaves others without, as old reviews are', async () => {
    const rows = await db().select().from(reviews);
    expect(rows.filter((r) => r.longevity != null).length).toBeGreaterThan(rows.length / 2);
    expect(rows.filter((r) => r.sillage != null).length).toBeGreaterThan(rows.length / 2);
    expect(rows.filter((r) => r.seasons.length > 0).length).toBeGreaterThan(rows.length / 3);
    expect(rows.some((r) => r.longevity == null && r.sillage == null && r.seasons.length === 0)).toBe(true);
    const perfumes = await db().select().from(products);
    expect(perfumes.filter((p) => p.reviewLongevityCount > 0 && p.reviewLongevityAvg >= 4).length).toBeGreaterThan(3);
  });

  it('has reviews on most products', async () => {
    const rows = await db().select().from(products);
    expect(await countRows(db(), reviews)).toBeGreaterThan(rows.length);
    expect(rows.filter((r) => r.numReviews > 0).length).toBeGreaterThan(rows.length / 2);
  });

  it('has coupons that are active, expired, used up and not yet started', async () => {
    const now = Date.now();
    const rows = await db().select().from(coupons);
    const expired = rows.filter((c) => c.expiryDate.getTime() < now);
    const usedUp = rows.filter((c) => c.usageLimit != null && c.usedCount >= c.usageLimit);
    const notStarted = rows.filter((c) => c.startDate != null && c.startDate.getTime() > now);
    const redeemable = rows.filter(
      (c) =>
        c.isActive &&
        c.expiryDate.getTime() > now &&
        (c.startDate == null || c.startDate.getTime() <= now) &&
        (c.usageLimit == null || c.usedCount < c.usageLimit),
    );
    expect(expired.length).toBeGreaterThan(0);
    expect(usedUp.length).toBeGreaterThan(0);
    expect(notStarted.length).toBeGreaterThan(0);
    expect(redeemable.length).toBeGreaterThan(0);
    for (const c of rows) expect(c.code).toBe(c.code.toUpperCase());
  });
});

describe('the seeded accounts', () => {
  it('creates the admin and the customer with argon2id hashes of the configured passwords', async () => {
    const settings = env();
    const cases = [
      { email: settings.SEED_ADMIN_EMAIL, password: settings.SEED_ADMIN_PASSWORD, role: 'admin' },
      { email: settings.SEED_CUSTOMER_EMAIL, password: settings.SEED_CUSTOMER_PASSWORD, role: 'user' },
    ];
    for (const c of cases) {
      const [user] = await db().select().from(users).where(eq(users.email, c.email.toLowerCase()));
      expect(user, c.email).toBeDefined();
      expect(user!.role).toBe(c.role);
      expect(user!.status).toBe('active');
      expect(user!.emailVerifiedAt).not.toBeNull();
      expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(user!.passwordHash).not.toContain(c.password);
      expect(await verifyPassword(user!.passwordHash, c.password)).toBe(true);
      expect(await verifyPassword(user!.passwordHash, `${c.password}x`)).toBe(false);
    }
  });

  const defaultsInUse =
    [undefined, '', 'Admin@12345'].includes(process.env.SEED_ADMIN_PASSWORD) &&
    [undefined, '', 'Customer@12345'].includes(process.env.SEED_CUSTOMER_PASSWORD);

  it.runIf(defaultsInUse)('uses the documented default accounts when nothing is configured', async () => {
    const [admin] = await db().select().from(users).where(eq(users.email, 'admin@maisonaurelle.test'));
    const [customer] = await db().select().from(users).where(eq(users.email, 'customer@maisonaurelle.test'));
    expect(admin?.role).toBe('admin');
    expect(customer?.role).toBe('user');
    expect(await verifyPassword(admin?.passwordHash, 'Admin@12345')).toBe(true);
    expect(await verifyPassword(customer?.passwordHash, 'Customer@12345')).toBe(true);
  });

  it('verifyPassword refuses a missing hash and garbage', async () => {
    expect(await verifyPassword(null, 'Admin@12345')).toBe(false);
    expect(await verifyPassword(undefined, 'Admin@12345')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Admin@12345')).toBe(false);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('prepareDatabase on PostgreSQL (through the pooler when DATABASE_URL is one)', () => {
  it('three starters on an empty database: one migrates and seeds, none waits on a lock left behind', async () => {
    const { adminUrl, withDatabase } = await import('../helpers/pg');
    const { openPostgres, pgClient } = await import('@/lib/db/client');
    const url = process.env.DATABASE_URL!.trim();
    const name = `store_test_fresh_${process.pid}_${Date.now() % 100000}`;
    const admin = await pgClient(adminUrl(url));
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const handles = await Promise.all([1, 2, 3].map(() => openPostgres(withDatabase(url, name), 2)));
    try {
      const results = await Promise.all(handles.map((h) => prepareDatabase(h, { seed: true })));
      expect(results.filter((r) => r.seeded)).toHaveLength(1);
      const seededProducts = await countRows(handles[0]!.db, products);
      expect(seededProducts).toBeGreaterThanOrEqual(30);

      // The lock is transaction-scoped: nothing is held once the starters are done, so a
      // fourth start (a second cold start) goes straight through.
      const locks = await handles[1]!.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_locks where locktype = 'advisory'`);
      expect(((Array.isArray(locks) ? locks : (locks as { rows: { n: number }[] }).rows) as { n: number }[])[0]!.n).toBe(0);
      const started = Date.now();
      expect(await prepareDatabase(handles[2]!, { seed: true })).toEqual({ seeded: false });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await countRows(handles[2]!.db, products)).toBe(seededProducts);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 90_000);
});
