import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newId } from '../ids';
import type { DeliveryRules } from '../delivery/estimate';
import type { InvoiceSeller } from '../orders/invoice-seller';
import type { StoreDetails } from '../store';
import type { DiscoverySetItem } from '../discovery/types';

/*
 * Conventions: ids are 24-hex text (lib/ids.ts); money is integer paise; timestamps are
 * timestamptz in UTC. Column names are snake_case (drizzle `casing`).
 */

const id = () =>
  text()
    .primaryKey()
    .$defaultFn(() => newId());
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date());
const ts = () => timestamp({ withTimezone: true });

export const userRole = pgEnum('user_role', ['user', 'admin']);
export const userStatus = pgEnum('user_status', ['active', 'inactive', 'deleted']);
export const productCategory = pgEnum('product_category', ['Male', 'Female', 'Unisex', 'Others']);
export const discountType = pgEnum('discount_type', ['percentage', 'fixed']);
export const orderStatus = pgEnum('order_status', [
  'pending',
  'processing',
  'confirmed',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
]);
/** An order line's kind: goods the shopper paid for, a free sample, or a discovery set of travel sprays. */
export const orderLineKind = pgEnum('order_line_kind', ['goods', 'sample', 'discovery_set']);
export const paymentStatus = pgEnum('payment_status', ['pending', 'completed', 'failed', 'refunded']);
/**
 * 'coupon': an order whose total was ₹0 (a coupon covered the goods), settled without the gateway.
 * 'replacement': a ₹0 order the store sent to replace lines of an upheld claim.
 */
export const paymentMethod = pgEnum('payment_method', ['online', 'COD', 'coupon', 'replacement']);
/**
 * pending: waiting for its next attempt (a retry after a transient failure stays pending);
 * failed: refused for good or out of attempts; suppressed: the address bounced or complained.
 */
export const emailStatus = pgEnum('email_status', ['pending', 'sent', 'failed', 'logged', 'suppressed']);

/** A saved postal address (profile, saved checkout addresses, order snapshot). */
export interface PostalAddress {
  fullName: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  postalCode: string;
  country: 'India';
  phone: string;
}

// ───────────────────────────── people ─────────────────────────────

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text().notNull(),
    /** Stored lower-cased; null once the account is deleted (personal data removed). */
    email: text(),
    passwordHash: text(),
    role: userRole().notNull().default('user'),
    status: userStatus().notNull().default('active'),
    emailVerifiedAt: ts(),
    profileImage: text(),
    phone: text(),
    address: jsonb().$type<PostalAddress>(),
    /** Bumped on password reset or change: tokens and sessions carrying an older value are refused. */
    sessionVersion: integer().notNull().default(1),
    lastLoginAt: ts(),
    deletedAt: ts(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/**
 * Sessions signed out before their cookie or token expired. A session is a signed token (no
 * server row while it lives), so logging out records its id here until the token would have
 * expired anyway; the session check refuses any id found here. "Sign out everywhere" bumps
 * `users.session_version` instead.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sid: text().primaryKey(),
    userId: text().notNull(),
    /** When the token would have expired: past it, the row is useless and swept. */
    expiresAt: ts().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    providerAccountId: text().notNull(),
    email: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('oauth_accounts_provider_key').on(t.provider, t.providerAccountId),
    index('oauth_accounts_user_idx').on(t.userId),
  ],
);

/** Tokens are stored as SHA-256 hashes, so a leaked table cannot verify or reset anyone. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: ts().notNull(),
    usedAt: ts(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_verification_tokens_hash_key').on(t.tokenHash), index('evt_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: ts().notNull(),
    usedAt: ts(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash), index('prt_user_idx').on(t.userId)],
);

/**
 * The 6-digit sign-in codes of lib/auth/email-code.ts: one live code per address (asking again
 * replaces it), kept as an HMAC, so neither the table nor an admin can read one back.
 */
export const emailSignInCodes = pgTable('email_sign_in_codes', {
  /** Lower-cased, as users.email. */
  email: text().primaryKey(),
  codeHash: text().notNull(),
  /** Wrong codes tried against this one; at EMAIL_CODE_MAX_TRIES it is spent. */
  attempts: integer().notNull().default(0),
  expiresAt: ts().notNull(),
  createdAt: createdAt(),
});

export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text(),
    address: jsonb().$type<PostalAddress>().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('saved_addresses_user_idx').on(t.userId)],
);

// ───────────────────────────── catalogue ─────────────────────────────

export const products = pgTable(
  'products',
  {
    id: id(),
    slug: text().notNull(),
    name: text().notNull(),
    brand: text().notNull(),
    category: productCategory().notNull(),
    description: jsonb().$type<string[]>().notNull().default([]),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    pricePaise: integer().notNull(),
    originalPricePaise: integer(),
    /** Maximum retail price, inclusive of all taxes (Legal Metrology). */
    mrpPaise: integer().notNull(),
    /**
     * pricePaise, originalPricePaise, mrpPaise, stock and volumeMl are the default size's (the
     * first by position; kept for old clients and old cart lines without a size). They, and the
     * aggregates below, are maintained by the products_sizes_sync trigger on product_variants
     * (migration 0012), so no write path can leave them behind the sizes.
     */
    stock: integer().notNull().default(0),
    /** The cheapest active size's price ("from ₹…" on the card; the listing's price filter and sort). */
    minPricePaise: integer().notNull().default(0),
    maxPricePaise: integer().notNull().default(0),
    /** Units over all active sizes: the listing's "in stock" means some size can be bought. */
    totalStock: integer().notNull().default(0),
    sizeCount: integer().notNull().default(1),
    weightGrams: integer().notNull().default(0),
    concentration: text().notNull(),
    volumeMl: integer().notNull(),
    notesTop: text().array().notNull().default(sql`'{}'::text[]`),
    notesHeart: text().array().notNull().default(sql`'{}'::text[]`),
    notesBase: text().array().notNull().default(sql`'{}'::text[]`),
    /** lib/catalog/character.ts: a FAMILIES value or '' (not stated); steps 1 to 5 or 0 (not stated). */
    family: text().notNull().default(''),
    longevity: smallint().notNull().default(0),
    sillage: smallint().notNull().default(0),
    countryOfOrigin: text().notNull().default('India'),
    manufacturer: text().notNull(),
    hsnCode: text().notNull().default('3303'),
    isFeatured: boolean().notNull().default(false),
    /** Where a featured perfume stands in the listing's default sort (Featured): 1 first; 0 after the numbered ones. */
    featuredRank: integer().notNull().default(0),
    isNew: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    /** Set instead of deleting a product that orders refer to. */
    archivedAt: ts(),
    averageRating: doublePrecision().notNull().default(0),
    numReviews: integer().notNull().default(0),
    /**
     * What reviewers say of longevity and sillage (reviews.longevity, reviews.sillage): the mean of
     * the visible reviews that rated it (two decimals; 0 while none did) and how many did, recomputed
     * with averageRating in each review write's transaction. Apart from longevity and sillage above,
     * which are the house's own statement.
     */
    reviewLongevityAvg: doublePrecision().notNull().default(0),
    reviewLongevityCount: integer().notNull().default(0),
    reviewSillageAvg: doublePrecision().notNull().default(0),
    reviewSillageCount: integer().notNull().default(0),
    /**
     * Lower-cased name, brand, category, description, tags and notes, kept by lib/catalog on
     * every write; one trigram index on it serves the catalogue's substring search.
     */
    searchText: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_category_idx').on(t.category),
    index('products_price_idx').on(t.pricePaise),
    index('products_rating_idx').on(t.averageRating),
    index('products_created_at_idx').on(t.createdAt),
    index('products_name_idx').on(t.name),
    index('products_active_idx').on(t.isActive),
    index('products_featured_idx').on(t.isFeatured),
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('products_price_nonnegative', sql`${t.pricePaise} >= 0`),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_longevity_scale', sql`${t.longevity} BETWEEN 0 AND 5`),
    check('products_sillage_scale', sql`${t.sillage} BETWEEN 0 AND 5`),
  ],
);

/**
 * The sizes of a product (e.g. 10 ml travel spray, 50 ml, 100 ml), each with its own SKU, price
 * and stock. Every product has at least one (migration 0012 made one from each product's own
 * columns); the first by `position` is the default size. `volumeMl` is unique within a product,
 * so `?size=50ml` names one size.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: text()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text().notNull(),
    volumeMl: integer().notNull(),
    pricePaise: integer().notNull(),
    originalPricePaise: integer(),
    mrpPaise: integer().notNull(),
    stock: integer().notNull().default(0),
    sku: text(),
    isActive: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.position),
    uniqueIndex('product_variants_sku_key').on(t.sku),
    uniqueIndex('product_variants_volume_key').on(t.productId, t.volumeMl),
    check('product_variants_stock_nonnegative', sql`${t.stock} >= 0`),
    check('product_variants_price_nonnegative', sql`${t.pricePaise} >= 0`),
    check('product_variants_volume_positive', sql`${t.volumeMl} > 0`),
  ],
);

/**
 * A free sample the house stocks for a product (a 2 ml vial): never sold, so not a size of the
 * product (a ₹0 size would become its "From" price, a chip and a bag line). A shopper picks up to
 * two at checkout (lib/samples); each is an order line at ₹0 whose stock is taken with the order's
 * and given back with it. `volumeMl` is unique within a product, like a size's.
 */
export const samples = pgTable(
  'samples',
  {
    id: id(),
    productId: text()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text().notNull(),
    volumeMl: integer().notNull(),
    stock: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('samples_product_volume_key').on(t.productId, t.volumeMl),
    check('samples_stock_nonnegative', sql`${t.stock} >= 0`),
    check('samples_volume_positive', sql`${t.volumeMl} > 0`),
  ],
);

/**
 * Why a size's stock moved. 'opening': the stock a size had when the ledger began (migration 0015)
 * or was created with; 'unattributed': a change made without saying why (a direct SQL update),
 * kept so the ledger still adds up and the change is visible.
 */
export const stockMovementReason = pgEnum('stock_movement_reason', [
  'opening',
  'order',
  'order_released',
  'claim_replacement',
  'received',
  'damaged',
  'count_correction',
  'csv_import',
  'unattributed',
]);

/**
 * The stock ledger: one row per change of a size's stock, written by the
 * `product_variants_stock_ledger` trigger whatever made the change, so a size's stock is always the
 * sum of its rows' `delta` (and `stock_after` is the running total). Why, and for which order,
 * claim or admin, comes from the transaction's `app.stock_movement` setting (lib/stock/ledger.ts).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    /** Order of the rows: several moves in one transaction share `created_at`. */
    seq: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    variantId: text()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    productId: text()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    delta: integer().notNull(),
    stockAfter: integer().notNull(),
    reason: stockMovementReason().notNull(),
    orderId: text().references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    claimId: text().references((): AnyPgColumn => claims.id, { onDelete: 'set null' }),
    actorId: text().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_variant_idx').on(t.variantId, t.seq),
    index('stock_movements_product_idx').on(t.productId, t.seq),
    index('stock_movements_order_idx').on(t.orderId).where(sql`${t.orderId} IS NOT NULL`),
  ],
);

/**
 * "Notify me when it is back": one row per address and size. The products_sizes_sync trigger
 * sets `due_at` when the size's stock rises from zero, whichever path raised it (an admin edit, a
 * cancelled or expired order, an import); a job then mails each due alert once through the
 * outbox and sets `notified_at` (the alert is spent).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    productId: text()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: text()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text().notNull(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    dueAt: ts(),
    notifiedAt: ts(),
    unsubscribedAt: ts(),
  },
  (t) => [
    uniqueIndex('stock_alerts_waiting_key')
      .on(t.variantId, t.email)
      .where(sql`${t.notifiedAt} IS NULL AND ${t.unsubscribedAt} IS NULL`),
    index('stock_alerts_due_idx').on(t.dueAt).where(sql`${t.dueAt} IS NOT NULL AND ${t.notifiedAt} IS NULL AND ${t.unsubscribedAt} IS NULL`),
  ],
);

// ───────────────────────────── cart and wishlist ─────────────────────────────

/** A cart belongs to a user or to a guest (the signed guest cookie), never both. */
export const carts = pgTable(
  'carts',
  {
    id: id(),
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    guestId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carts_user_key').on(t.userId),
    uniqueIndex('carts_guest_key').on(t.guestId),
    check('carts_owner', sql`(${t.userId} IS NULL) <> (${t.guestId} IS NULL)`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: text()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** Null once the product is deleted: the line then shows as unavailable. */
    productId: text().references(() => products.id, { onDelete: 'set null' }),
    variantId: text().references(() => productVariants.id, { onDelete: 'set null' }),
    quantity: integer().notNull(),
    /** The price when the line was added, for the price-change warning. */
    unitPriceAtAddPaise: integer().notNull(),
    size: text(),
    color: text(),
    addedAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('cart_items_line_key').on(t.cartId, t.productId, t.variantId).nullsNotDistinct(),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * A discovery set in a bag: 3 or 5 distinct 10 ml sizes of distinct perfumes (lib/discovery).
 * One line in the bag, priced from the store settings when the bag is read and when it is ordered.
 */
export const cartDiscoverySets = pgTable(
  'cart_discovery_sets',
  {
    id: id(),
    cartId: text()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    setSize: smallint().notNull(),
    /** The chosen sizes (product_variants ids), in the order chosen. */
    variantIds: text().array().notNull(),
    addedAt: createdAt(),
  },
  (t) => [
    index('cart_discovery_sets_cart_idx').on(t.cartId),
    check('cart_discovery_sets_size', sql`${t.setSize} IN (3, 5) AND cardinality(${t.variantIds}) = ${t.setSize}`),
  ],
);

export const wishlists = pgTable(
  'wishlists',
  {
    id: id(),
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    guestId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('wishlists_user_key').on(t.userId),
    uniqueIndex('wishlists_guest_key').on(t.guestId),
    check('wishlists_owner', sql`(${t.userId} IS NULL) <> (${t.guestId} IS NULL)`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: id(),
    wishlistId: text()
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: text().references(() => products.id, { onDelete: 'set null' }),
    variantId: text().references(() => productVariants.id, { onDelete: 'set null' }),
    addedAt: createdAt(),
  },
  (t) => [unique('wishlist_items_line_key').on(t.wishlistId, t.productId, t.variantId).nullsNotDistinct()],
);

// ───────────────────────────── reviews ─────────────────────────────

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: text()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null for reviews imported without an account, or after the author deleted theirs. */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    displayName: text().notNull(),
    rating: smallint().notNull(),
    comment: text().notNull(),
    /** How long it lasted and how far it carried on the reviewer, 1 to 5; null when not rated (every review before migration 0020). */
    longevity: smallint(),
    sillage: smallint(),
    /** The seasons it suits (lib/reviews/messages.ts REVIEW_SEASONS), each once, in that order; empty when not said. */
    seasons: text().array().notNull().default(sql`'{}'::text[]`),
    helpfulCount: integer().notNull().default(0),
    isVerifiedPurchase: boolean().notNull().default(false),
    isHidden: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_longevity_range', sql`${t.longevity} BETWEEN 1 AND 5`),
    check('reviews_sillage_range', sql`${t.sillage} BETWEEN 1 AND 5`),
    check('reviews_seasons_known', sql`${t.seasons} <@ ARRAY['summer', 'monsoon', 'autumn', 'winter', 'spring']::text[] AND cardinality(${t.seasons}) <= 5`),
  ],
);

export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: text()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

// ───────────────────────────── coupons ─────────────────────────────

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** Stored upper-cased; unique case-insensitively. */
    code: text().notNull(),
    description: text().notNull().default(''),
    discountType: discountType().notNull(),
    /** Percent (1–100) for percentage coupons. */
    discountPercent: integer(),
    /** Amount off for fixed coupons. */
    discountAmountPaise: integer(),
    maxDiscountPaise: integer(),
    minOrderPaise: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    startDate: ts(),
    expiryDate: ts().notNull(),
    /** Null means unlimited. */
    usageLimit: integer(),
    usedCount: integer().notNull().default(0),
    /** How often one customer may use the code. */
    perCustomerLimit: integer().notNull().default(1),
    /** False keeps the code off every list (the offers, the checkout's suggestions); it still works when typed. */
    isPublic: boolean().notNull().default(true),
    /** Only for a customer with no earlier order that counts (lib/coupons/first-order.ts says which do). */
    firstOrderOnly: boolean().notNull().default(false),
    /**
     * A private code for one account (a discovery set's credit, lib/discovery): anyone else is
     * answered as for an unknown code. Null: anyone may use it.
     */
    ownerUserId: text().references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    /**
     * The products whose lines the coupon applies to (null: the whole bag). Its discount is capped
     * by those lines' value, so it never comes off other goods.
     */
    productIds: text().array(),
    /** With productIds: only lines of a size of at least this many ml count (a full bottle). */
    minVolumeMl: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(sql`upper(${t.code})`),
    index('coupons_active_expiry_idx').on(t.isActive, t.expiryDate),
    check('coupons_used_count_nonnegative', sql`${t.usedCount} >= 0`),
    check(
      'coupons_value_matches_type',
      sql`(${t.discountType} = 'percentage' AND ${t.discountPercent} BETWEEN 1 AND 100) OR (${t.discountType} = 'fixed' AND ${t.discountAmountPaise} > 0)`,
    ),
  ],
);

// ───────────────────────────── orders and payments ─────────────────────────────

/** Feeds human-readable order numbers (MA-2026-000123). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1001 });

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text().notNull(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    /** Snapshots, so an order reads the same after the customer edits or deletes the account. */
    customerName: text().notNull(),
    customerEmail: text(),
    shippingAddress: jsonb().$type<PostalAddress>().notNull(),
    status: orderStatus().notNull().default('pending'),
    paymentStatus: paymentStatus().notNull().default('pending'),
    paymentMethod: paymentMethod().notNull().default('online'),
    subtotalPaise: integer().notNull(),
    discountPaise: integer().notNull().default(0),
    shippingPaise: integer().notNull().default(0),
    totalPaise: integer().notNull(),
    couponId: text().references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text(),
    cfOrderId: text(),
    paymentSessionId: text(),
    transactionId: text(),
    /** A client-chosen key, so a double-clicked Place Order creates one order. */
    idempotencyKey: text(),
    /** A pending online order not paid by then is expired and its stock given back. */
    expiresAt: ts(),
    /** Set when the order's stock was returned, so it is returned once. */
    stockReleasedAt: ts(),
    /** Set when a payment disagreed with the order (e.g. amount): never fulfilled automatically. */
    paymentFlag: text(),
    /** GST tax invoice number (≤ 16 characters, unique within its financial year), given when the order is paid. */
    invoiceNumber: text(),
    invoiceDate: ts(),
    /** The tax rate the invoice was computed at, so a later change of the setting does not rewrite old invoices. */
    gstRatePercent: integer(),
    /**
     * The seller as the invoice was issued (legal name, GSTIN, address, CIN), copied from the store
     * details in the payment's transaction; null on invoices issued before it was kept, which print
     * the current details.
     */
    invoiceSeller: jsonb().$type<InvoiceSeller>(),
    /** The CGST/SGST split rule the invoice was issued under (lib/orders/invoice.ts); null on invoices before it was kept (rule 1). */
    taxSplitRule: smallint(),
    /** Gift options chosen at checkout; the wrap's price is in the totals (taxed like the goods). */
    giftWrap: boolean().notNull().default(false),
    giftWrapPaise: integer().notNull().default(0),
    /** Printed on the packing slip (≤ 250 characters). */
    giftMessage: text(),
    /** The parcel carries a gift receipt without prices; the GST invoice still goes to the buyer. */
    giftHidePrices: boolean().notNull().default(false),
    /** Shipment tracking: a courier key of lib/orders/couriers.ts and its AWB. */
    courier: text(),
    trackingNumber: text(),
    paidAt: ts(),
    /** Timeline steps: packed when fulfilment starts (processing), out for delivery as the courier reports. */
    packedAt: ts(),
    shippedAt: ts(),
    outForDeliveryAt: ts(),
    deliveredAt: ts(),
    cancelledAt: ts(),
    cancellationReason: text(),
    /** A replacement order: the order whose claim it answers (its claim names it too). */
    replacesOrderId: text().references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    index('orders_replaces_idx').on(t.replacesOrderId).where(sql`${t.replacesOrderId} IS NOT NULL`),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_cf_order_id_key').on(t.cfOrderId),
    uniqueIndex('orders_invoice_number_key').on(t.invoiceNumber),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_payment_status_created_idx').on(t.paymentStatus, t.createdAt),
    // The back office searches order number, name and email by substring (ILIKE '%…%'): one
    // trigram index each, combined by a BitmapOr, keeps that fast at 50,000 orders. fastupdate
    // off: PGlite has no autovacuum, and an unflushed GIN pending list makes the planner fall
    // back to a sequential scan; one order's three short strings cost little to index at once.
    index('orders_order_number_trgm_idx').using('gin', t.orderNumber.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('orders_customer_name_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('orders_customer_email_trgm_idx').using('gin', t.customerEmail.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('orders_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending' AND ${t.paymentStatus} = 'pending'`),
    check('orders_total_nonnegative', sql`${t.totalPaise} >= 0`),
  ],
);

/** One counter per financial year (April–March), so invoice numbers restart each year and never repeat within one. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text().primaryKey(),
  lastNumber: integer().notNull(),
});

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text().references(() => products.id, { onDelete: 'set null' }),
    variantId: text().references(() => productVariants.id, { onDelete: 'set null' }),
    /** What the line is: goods bought, or a free sample (`sampleId`, at ₹0). Kept even when the sample's row is gone. */
    kind: orderLineKind().notNull().default('goods'),
    sampleId: text().references(() => samples.id, { onDelete: 'set null' }),
    /**
     * A discovery set's sprays (kind 'discovery_set'): each the product, its 10 ml size and the
     * name as chosen, so the invoice, slip and emails list the scents and a cancel gives each
     * size its unit back. The line itself has no productId or variantId.
     */
    setItems: jsonb().$type<DiscoverySetItem[]>(),
    name: text().notNull(),
    image: text(),
    brand: text(),
    category: text(),
    variantLabel: text(),
    hsnCode: text().notNull().default('3303'),
    unitPricePaise: integer().notNull(),
    quantity: integer().notNull(),
    lineTotalPaise: integer().notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: text()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discountPaise: integer().notNull(),
    /** Set when the order expired or was cancelled and the use was given back. */
    releasedAt: ts(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_key').on(t.orderId),
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
  ],
);

/**
 * The credit a delivered discovery set earned: one per set line (unique), a private coupon for
 * the buyer's account (lib/discovery/credit.ts says its terms).
 */
export const discoveryCredits = pgTable(
  'discovery_credits',
  {
    id: id(),
    orderItemId: text()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: text()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    valuePaise: integer().notNull(),
    issuedAt: ts().notNull(),
  },
  (t) => [
    uniqueIndex('discovery_credits_order_item_key').on(t.orderItemId),
    uniqueIndex('discovery_credits_coupon_key').on(t.couponId),
    index('discovery_credits_user_idx').on(t.userId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    cfOrderId: text(),
    cfPaymentId: text(),
    status: text().notNull(),
    amountPaise: integer().notNull(),
    currency: text().notNull().default('INR'),
    paymentGroup: text(),
    paymentMethod: jsonb(),
    message: text(),
    paidAt: ts(),
    raw: jsonb(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('payments_cf_payment_id_key').on(t.cfPaymentId), index('payments_order_idx').on(t.orderId)],
);

/** Every webhook as received, deduplicated, so a retried delivery is processed once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: text().notNull(),
    dedupeKey: text().notNull(),
    eventType: text().notNull(),
    orderNumber: text(),
    payload: jsonb().notNull(),
    receivedAt: createdAt(),
    processedAt: ts(),
    error: text(),
  },
  (t) => [uniqueIndex('payment_events_dedupe_key').on(t.dedupeKey), index('payment_events_order_idx').on(t.orderNumber)],
);

export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    refundId: text().notNull(),
    cfRefundId: text(),
    amountPaise: integer().notNull(),
    status: text().notNull(),
    arn: text(),
    note: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('refunds_refund_id_key').on(t.refundId), index('refunds_order_idx').on(t.orderId)],
);

/**
 * A refund the store has promised, until the gateway says it is done: written in the same
 * transaction as the cancellation (or the late payment) that promised it, then worked by the
 * follow-up worker (lib/payments/refund.ts): created at the gateway with its idempotent refund
 * id, then checked until SUCCESS, CANCELLED or FAILED. Same claim columns as email_outbox.
 */
export const refundJobs = pgTable(
  'refund_jobs',
  {
    id: id(),
    refundRowId: text()
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    /** pending: work left; done: the gateway settled it; failed: gave up or refused (the order is flagged). */
    status: text().$type<'pending' | 'done' | 'failed'>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: ts(),
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refund_jobs_refund_key').on(t.refundRowId),
    index('refund_jobs_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** The local payment gateway's own books (it stands in for Cashfree's servers). */
export const gatewayOrders = pgTable(
  'gateway_orders',
  {
    cfOrderId: text().primaryKey(),
    orderId: text().notNull(),
    amount: text().notNull(),
    currency: text().notNull(),
    status: text().notNull(),
    paymentSessionId: text().notNull(),
    customerDetails: jsonb().notNull(),
    orderMeta: jsonb().notNull(),
    expiryTime: ts(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gateway_orders_order_id_key').on(t.orderId),
    uniqueIndex('gateway_orders_session_key').on(t.paymentSessionId),
  ],
);

export const gatewayPayments = pgTable(
  'gateway_payments',
  {
    cfPaymentId: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 5114910000 }),
    orderId: text().notNull(),
    status: text().notNull(),
    amount: text().notNull(),
    paymentGroup: text().notNull(),
    paymentMethod: jsonb().notNull(),
    message: text(),
    createdAt: createdAt(),
  },
  (t) => [index('gateway_payments_order_idx').on(t.orderId)],
);

export const gatewayRefunds = pgTable(
  'gateway_refunds',
  {
    cfRefundId: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 7700000 }),
    orderId: text().notNull(),
    refundId: text().notNull(),
    amount: text().notNull(),
    status: text().notNull(),
    note: text(),
    speed: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('gateway_refunds_key').on(t.orderId, t.refundId)],
);

// ───────────────────────────── claims ─────────────────────────────

export const claimReason = pgEnum('claim_reason', ['wrong', 'damaged', 'leaking']);
/** open: waiting for the store; replaced / refunded / rejected: the store's decision. */
export const claimStatus = pgEnum('claim_status', ['open', 'replaced', 'refunded', 'rejected']);

/**
 * A shopper's report that delivered lines arrived wrong, damaged or leaking, within the store's
 * claim window (store details, 48 h by default) after delivery. The store decides once: a
 * replacement order at ₹0 for the lines, a refund of the lines' amount, or a rejection with a reason.
 */
export const claims = pgTable(
  'claims',
  {
    id: id(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    reason: claimReason().notNull(),
    description: text().notNull(),
    /** Photos or a short video, each a URL the store's upload path received for this customer. */
    media: jsonb().$type<ClaimMedia[]>().notNull(),
    status: claimStatus().notNull().default('open'),
    /** The admin's note with the decision (the reason, for a rejection): shown to the shopper. */
    decisionNote: text(),
    decidedBy: text().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts(),
    replacementOrderId: text().references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    refundRowId: text().references(() => refunds.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('claims_order_idx').on(t.orderId),
    index('claims_user_idx').on(t.userId),
    index('claims_status_created_idx').on(t.status, t.createdAt),
  ],
);

export interface ClaimMedia {
  url: string;
  kind: 'image' | 'video';
}

/** The lines a claim is about, and how many units of each. */
export const claimItems = pgTable(
  'claim_items',
  {
    id: id(),
    claimId: text()
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    orderItemId: text()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
  },
  (t) => [
    uniqueIndex('claim_items_line_key').on(t.claimId, t.orderItemId),
    index('claim_items_order_item_idx').on(t.orderItemId),
    check('claim_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

// ───────────────────────────── messages, email, limits, audit ─────────────────────────────

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    company: text(),
    location: text(),
    subject: text().notNull(),
    message: text().notNull(),
    isRead: boolean().notNull().default(false),
    ip: text(),
    userAgent: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt), index('contact_messages_read_idx').on(t.isRead)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text().notNull(),
    source: text(),
    createdAt: createdAt(),
    /** Double opt-in: set when the address's owner follows the emailed confirmation link. */
    confirmedAt: ts(),
    /** SHA-256 of the pending confirmation token (the link carries the token itself). */
    confirmTokenHash: text(),
    confirmTokenExpiresAt: ts(),
    /** When the last confirmation email was queued, to send at most one per address per window. */
    confirmSentAt: ts(),
    unsubscribedAt: ts(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(t.email),
    uniqueIndex('newsletter_subscribers_confirm_token_key').on(t.confirmTokenHash),
  ],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    template: text().notNull(),
    status: emailStatus().notNull().default('pending'),
    providerMessageId: text(),
    attempts: integer().notNull().default(0),
    /** The last failure's reason; cleared once the message goes out. */
    error: text(),
    /** When a pending row may be tried (again); the sweep picks rows whose time has come. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A worker's lease: until then no other worker may claim the row (a crashed one's lapses). */
    lockedUntil: ts(),
    createdAt: createdAt(),
    sentAt: ts(),
    /**
     * Set when the body carries a one-time link (password reset, verification, confirmations):
     * when that link stops working. Admins see such bodies with the link redacted, and the body is
     * cleared once the message is delivered or this time has passed.
     */
    secretExpiresAt: ts(),
    /** When a secret-bearing body was cleared (delivered or expired). */
    bodyClearedAt: ts(),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt),
    index('email_outbox_status_idx').on(t.status),
    // The sweep's "anything due?" reads only pending rows, so an idle store answers from a tiny index.
    index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Addresses the store no longer mails: Resend reported a permanent bounce or a spam complaint
 * (signed webhook). Stored lower-cased; the latest event wins.
 */
export const emailSuppressions = pgTable('email_suppressions', {
  email: text().primaryKey(),
  reason: text({ enum: ['bounced', 'complained'] }).notNull(),
  /** Resend's email id and the webhook message id, to trace the event. */
  providerMessageId: text(),
  eventId: text(),
  detail: text(),
  createdAt: createdAt(),
});

/** Fixed-window counters for rate limits, in the database so they hold across instances. */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    windowStart: ts().notNull(),
    expiresAt: ts().notNull(),
  },
  (t) => [index('rate_limit_buckets_expires_idx').on(t.expiresAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: text(),
    actorEmail: text(),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    ip: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);

/**
 * Facts about this database itself. `instance_id` is random per database, so caches that outlive
 * a process (Next's data cache on disk) never serve one database's rows for another's.
 */
export const storeMeta = pgTable('store_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
});

/**
 * When each cache tag was last invalidated. Every instance polls it (at most once a second, on
 * traffic) and drops its own cached reads for tags another instance invalidated: self-hosted
 * instances share no memory, and an in-process memo sits in front of the data cache even on Vercel.
 */
export const cacheInvalidations = pgTable('cache_invalidations', {
  tag: text().primaryKey(),
  invalidatedAt: ts().notNull(),
}, (t) => [index('cache_invalidations_at_idx').on(t.invalidatedAt)]);

/**
 * The delivery rules the estimate applies (lib/delivery/estimate.ts): one row, edited at
 * /admin/delivery, its defaults seeded by the migration that made it.
 */
export const deliveryRules = pgTable(
  'delivery_rules',
  {
    id: smallint().primaryKey().default(1),
    rules: jsonb().$type<DeliveryRules>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('delivery_rules_single_row', sql`${t.id} = 1`)],
);

/** Store-wide settings the back office edits: one row. */
export const storeSettings = pgTable(
  'store_settings',
  {
    id: smallint().primaryKey().default(1),
    giftWrapEnabled: boolean().notNull().default(true),
    /** Price of gift wrap, inclusive of GST like the goods. */
    giftWrapPaise: integer().notNull().default(14900),
    /**
     * The store's identity as the owner edited it at /admin/settings (checked by
     * lib/store-details/schema.ts). Null until the first save: the defaults in lib/store.ts.
     */
    storeDetails: jsonb().$type<StoreDetails>(),
    /** The discovery sets' prices (3 and 5 travel sprays), GST included, set at /admin/discovery. */
    discoverySet3Paise: integer().notNull().default(149900),
    discoverySet5Paise: integer().notNull().default(229900),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('store_settings_single_row', sql`${t.id} = 1`),
    check('store_settings_gift_wrap_nonnegative', sql`${t.giftWrapPaise} >= 0`),
    check('store_settings_discovery_prices_positive', sql`${t.discoverySet3Paise} > 0 AND ${t.discoverySet5Paise} > 0`),
  ],
);

// ───────────────────────────── uploads ─────────────────────────────

export const uploadPurpose = pgEnum('upload_purpose', ['product', 'avatar', 'claim']);

/**
 * Files the store's UploadThing app received, written by its signed upload callback. Product and
 * profile writes accept only URLs found here for the same uploader, so nobody can point the shop
 * at a file the store never received. A replaced or removed file gets `delete_requested_at`; it
 * is deleted from UploadThing after the response, and a delete that fails stays pending here (with
 * its error) and is tried again with the next delete.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    /** UploadThing's file key. */
    key: text().notNull(),
    /** The file's public URL as UploadThing reported it (https://<app>.ufs.sh/f/<key>). */
    url: text().notNull(),
    purpose: uploadPurpose().notNull(),
    uploaderId: text().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    size: integer().notNull(),
    type: text().notNull(),
    /** Why the store refused the file (wrong type, too large): refused files are never accepted and are deleted. */
    rejectedReason: text(),
    createdAt: createdAt(),
    deleteRequestedAt: ts(),
    deletedAt: ts(),
    deleteAttempts: integer().notNull().default(0),
    lastDeleteError: text(),
  },
  (t) => [
    uniqueIndex('uploads_key_key').on(t.key),
    index('uploads_url_idx').on(t.url),
    index('uploads_uploader_idx').on(t.uploaderId),
    index('uploads_delete_pending_idx').on(t.deleteRequestedAt).where(sql`${t.deletedAt} IS NULL AND ${t.deleteRequestedAt} IS NOT NULL`),
  ],
);
