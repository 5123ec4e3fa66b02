import 'server-only';
import { onVercel } from '../urls';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import { buildSearchText } from '../../catalog/search-text';
import { isNewArrival } from '../../catalog/newness';
import { env } from '../../env';
import { rupeesToPaise } from '../../money';
import type { Db } from '../client';
import { coupons, products, productVariants, reviews, samples, users } from '../schema';
import { seedCharacter, seedCoupons, seedProducts, seedReviews, seedReviewWear } from './catalog-data';
import { seedSizesOf } from './sizes';
import { ownerAdminRefusal, SeedRefusedError } from './plan';

const DAY = 86_400_000;
/** How many perfumes the seed stocks a free sample of. */
const SEED_SAMPLE_COUNT = 8;

export interface SeedOptions {
  log?: (line: string) => void;
  now?: Date;
}

export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  if ((rows[0]?.n ?? 0) > 0) return false;
  await seedDatabase(db, options);
  return true;
}

/**
 * A production deployment's first run (SEED=true): the owner's admin account from
 * SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD, and nothing else. Idempotent: once any admin exists it
 * does nothing, so a SEED=true left in the settings never resets a password someone has changed.
 * Refuses (SeedRefusedError, nothing written) the demo address or password, and an email that
 * already belongs to a customer: promoting an account someone else may have opened is not a seed's call.
 */
export async function seedOwnerAdmin(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const log = options.log ?? (() => {});
  const settings = env();
  const [anyAdmin] = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (anyAdmin) {
    log('seed: an admin account already exists; nothing to do');
    return false;
  }
  const account = { email: settings.SEED_ADMIN_EMAIL.trim().toLowerCase(), password: settings.SEED_ADMIN_PASSWORD };
  const refusal = ownerAdminRefusal(account);
  if (refusal) throw new SeedRefusedError(refusal);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email)).limit(1);
  if (existing) {
    throw new SeedRefusedError(
      `SEED_ADMIN_EMAIL (${account.email}) already belongs to a customer account; choose another address for the owner's admin account.`,
    );
  }
  await db.insert(users).values({
    name: 'Store owner',
    email: account.email,
    passwordHash: await hashPassword(account.password),
    role: 'admin',
    emailVerifiedAt: options.now ?? new Date(),
  });
  log(`seed: the admin account ${account.email} (production: no demo products, reviews, coupons or customers)`);
  return true;
}

/**
 * Seed accounts are for local use; a deployment must name its own passwords. Vercel counts as a
 * deployment whatever NODE_ENV says: its build step (which seeds) does not set it.
 */
export function seedAccountAllowed(
  e: { NODE_ENV: string; usesEmbeddedDatabase: boolean; onVercel?: boolean },
  password: string,
  defaultPassword: string,
): boolean {
  const deployed = e.onVercel || (e.NODE_ENV === 'production' && !e.usesEmbeddedDatabase);
  return !(deployed && password === defaultPassword);
}

async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<void> {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const settings = env();
  const accounts = [
    { name: 'Aarav Mehta', email: settings.SEED_ADMIN_EMAIL, password: settings.SEED_ADMIN_PASSWORD, fallback: 'Admin@12345', role: 'admin' as const },
    { name: 'Priya Sharma', email: settings.SEED_CUSTOMER_EMAIL, password: settings.SEED_CUSTOMER_PASSWORD, fallback: 'Customer@12345', role: 'user' as const },
  ];
  // Hash before the transaction: argon2 is deliberately slow and need not hold a lock.
  const userRows: (typeof users.$inferInsert)[] = [];
  for (const a of accounts) {
    if (!seedAccountAllowed({ ...settings, onVercel: onVercel() }, a.password, a.fallback)) {
      log(`seed: refusing to create ${a.email} with the default password in production; set its SEED_*_PASSWORD`);
      continue;
    }
    userRows.push({
      name: a.name,
      email: a.email.toLowerCase(),
      passwordHash: await hashPassword(a.password),
      role: a.role,
      emailVerifiedAt: now,
      phone: a.role === 'user' ? '9876543210' : null,
    });
  }

  const featuredOrder = seedProducts.filter((p) => p.isFeatured).map((p) => p.slug);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(products)
      .values(
        seedProducts.map((p) => ({
          slug: p.slug,
          name: p.name,
          brand: p.brand,
          category: p.category,
          description: p.description,
          tags: p.tags,
          images: p.images,
          pricePaise: rupeesToPaise(p.price),
          originalPricePaise: p.originalPrice != null ? rupeesToPaise(p.originalPrice) : null,
          mrpPaise: rupeesToPaise(p.mrp),
          stock: p.stock,
          weightGrams: p.weightGrams,
          concentration: p.concentration,
          volumeMl: p.volumeMl,
          notesTop: p.notes.top,
          notesHeart: p.notes.heart,
          notesBase: p.notes.base,
          countryOfOrigin: p.countryOfOrigin,
          manufacturer: p.manufacturer,
          isFeatured: p.isFeatured,
          // The house's heroes open the shop in the order the seed lists them.
          featuredRank: p.isFeatured ? featuredOrder.indexOf(p.slug) + 1 : 0,
          ...seedCharacter[p.slug],
          // The stored flag agrees with the shop's own rule on the day of seeding; the shop itself
          // always decides from createdAt (lib/catalog/newness.ts).
          isNew: isNewArrival(new Date(now.getTime() - p.createdDaysAgo * DAY), now),
          searchText: buildSearchText({ ...p, notesTop: p.notes.top, notesHeart: p.notes.heart, notesBase: p.notes.base }),
          createdAt: new Date(now.getTime() - p.createdDaysAgo * DAY),
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    const idBySlug = new Map(inserted.map((r) => [r.slug, r.id]));
    // Every perfume's sizes, its listed one first (its default); the sizes trigger keeps each
    // product's price, stock and "from" price in step.
    await tx.insert(productVariants).values(
      seedProducts.flatMap((p) =>
        seedSizesOf(p).map((s, position) => ({
          productId: idBySlug.get(p.slug)!,
          label: s.label,
          volumeMl: s.volumeMl,
          pricePaise: rupeesToPaise(s.price),
          originalPricePaise: s.originalPrice != null ? rupeesToPaise(s.originalPrice) : null,
          mrpPaise: rupeesToPaise(s.mrp),
          stock: s.stock,
          sku: s.sku,
          position,
        })),
      ),
    );

    // Free samples (a 2 ml vial) of the house's perfumes, the featured ones first: what the
    // checkout offers two of with every order.
    const sampled = [...seedProducts.filter((p) => p.isFeatured), ...seedProducts.filter((p) => !p.isFeatured)]
      .filter((p) => p.category !== 'Others')
      .slice(0, SEED_SAMPLE_COUNT);
    await tx.insert(samples).values(sampled.map((p) => ({ productId: idBySlug.get(p.slug)!, label: '2 ml', volumeMl: 2, stock: 40 })));

    const reviewRows = seedReviews.flatMap((r) => {
      const productId = idBySlug.get(r.productSlug);
      if (!productId) return [];
      return [
        {
          productId,
          displayName: r.authorName,
          rating: r.rating,
          comment: r.comment,
          ...seedReviewWear(r),
          helpfulCount: r.helpfulCount,
          createdAt: new Date(now.getTime() - r.daysAgo * DAY),
        },
      ];
    });
    if (reviewRows.length) await tx.insert(reviews).values(reviewRows);
    // The same aggregates, rounded the same way, as lib/reviews/write.ts recomputeProductRating keeps.
    await tx.execute(sql`
      UPDATE products p SET
        average_rating = s.avg, num_reviews = s.n,
        review_longevity_avg = coalesce(s.longevity_avg, 0), review_longevity_count = s.longevity_n,
        review_sillage_avg = coalesce(s.sillage_avg, 0), review_sillage_count = s.sillage_n
      FROM (SELECT product_id, round(avg(rating)::numeric, 2)::float8 AS avg, count(*)::int AS n,
                   round(avg(longevity)::numeric, 2)::float8 AS longevity_avg, count(longevity)::int AS longevity_n,
                   round(avg(sillage)::numeric, 2)::float8 AS sillage_avg, count(sillage)::int AS sillage_n
            FROM reviews WHERE NOT is_hidden GROUP BY product_id) s
      WHERE s.product_id = p.id`);

    await tx.insert(coupons).values(
      seedCoupons.map((c) => ({
        code: c.code.toUpperCase(),
        description: c.description,
        discountType: c.discountType,
        discountPercent: c.discountType === 'percentage' ? c.discountValue : null,
        discountAmountPaise: c.discountType === 'fixed' ? rupeesToPaise(c.discountValue) : null,
        maxDiscountPaise: c.maxDiscountAmount != null ? rupeesToPaise(c.maxDiscountAmount) : null,
        minOrderPaise: c.minOrderAmount != null ? rupeesToPaise(c.minOrderAmount) : 0,
        isActive: c.isActive,
        startDate: new Date(now.getTime() + c.startsInDays * DAY),
        expiryDate: new Date(now.getTime() + c.expiresInDays * DAY),
        usageLimit: c.usageLimit ?? null,
        usedCount: c.usedCount,
        isPublic: c.isPublic ?? true,
        firstOrderOnly: c.firstOrderOnly ?? false,
      })),
    );

    if (userRows.length) await tx.insert(users).values(userRows).onConflictDoNothing();
  });
  log(
    `seed: ${seedProducts.length} products, ${seedReviews.length} reviews, ${seedCoupons.length} coupons, ${userRows.length} accounts`,
  );
}
