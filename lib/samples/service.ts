import 'server-only';
import { and, asc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../audit';
import type { Db, DbOrTx, Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { orderItems, products, samples } from '../db/schema';
import { AppError, badRequest, notFound } from '../errors';
import type { OrderItemRow } from '../orders/dto';
import type { CreateSampleInput, UpdateSampleInput } from './schema';
import { defaultSampleLabel, sampleLineLabel, SAMPLE_MESSAGES as M, type AdminSampleDto, type SampleDto } from './rules';

const onSale = and(eq(products.isActive, true), isNull(products.archivedAt));

/**
 * The samples a shopper may choose now (GET /api/v1/samples, the checkout): on offer, in stock,
 * of a perfume on sale; by the perfume's name. One that runs out is simply no longer listed.
 */
export async function listSamplesOnOffer(db: DbOrTx): Promise<SampleDto[]> {
  const rows = await db
    .select({ id: samples.id, productId: samples.productId, name: products.name, label: samples.label, stock: samples.stock })
    .from(samples)
    .innerJoin(products, eq(products.id, samples.productId))
    .where(and(eq(samples.isActive, true), gt(samples.stock, 0), onSale))
    .orderBy(asc(products.name), asc(samples.volumeMl));
  return rows.map((r) => ({ _id: r.id, productId: r.productId, name: r.name, label: r.label, stock: r.stock }));
}

/**
 * Takes one of each chosen sample for an order, inside its transaction, and writes their ₹0 lines.
 * A conditional update per sample (in id order, so two checkouts cannot deadlock): the last vial
 * goes to one of two racing orders, and the other is refused naming it, with its whole order
 * undone. An id that was never a sample on offer is a 400; one that ran out since the page loaded is a
 * 409 SAMPLE_UNAVAILABLE. Both name the `samples` field, so the checkout knows to offer its list again.
 */
export async function takeSamples(tx: Tx, orderId: string, ids: readonly string[], now: Date): Promise<OrderItemRow[]> {
  const lines: OrderItemRow[] = [];
  for (const id of [...ids].sort()) {
    const [taken] = await tx
      .update(samples)
      .set({ stock: sql`${samples.stock} - 1`, updatedAt: now })
      .where(
        and(
          eq(samples.id, id),
          eq(samples.isActive, true),
          gte(samples.stock, 1),
          sql`exists (select 1 from ${products} where ${products.id} = ${samples.productId} and ${products.isActive} and ${products.archivedAt} is null)`,
        ),
      )
      .returning({ id: samples.id, productId: samples.productId, label: samples.label });
    if (!taken) {
      const [known] = await tx
        .select({ name: products.name, isActive: samples.isActive })
        .from(samples)
        .innerJoin(products, eq(products.id, samples.productId))
        .where(and(eq(samples.id, id), onSale));
      if (!known?.isActive) throw badRequest(M.invalid, { samples: [M.invalid] });
      throw new AppError('SAMPLE_UNAVAILABLE', M.soldOut(known.name), { errors: { samples: [M.soldOut(known.name)] } });
    }
    const [product] = await tx
      .select({ name: products.name, slug: products.slug, brand: products.brand, category: products.category, image: sql<string | null>`${products.images}[1]` })
      .from(products)
      .where(eq(products.id, taken.productId));
    const [line] = await tx
      .insert(orderItems)
      .values({
      orderId,
      productId: taken.productId,
      kind: 'sample',
      sampleId: taken.id,
      name: product!.name,
      image: product!.image,
      brand: product!.brand,
      category: product!.category,
      variantLabel: sampleLineLabel(taken.label),
      unitPricePaise: 0,
      quantity: 1,
      lineTotalPaise: 0,
      })
      .returning();
    lines.push({ ...line!, slug: product!.slug });
  }
  return lines;
}

/** Gives an expired or cancelled order's samples back (called once, by releaseOrderHoldings). */
export async function releaseSamples(tx: DbOrTx, orderId: string, now: Date): Promise<void> {
  const lines = await tx
    .select({ sampleId: orderItems.sampleId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'sample')))
    .orderBy(asc(orderItems.sampleId));
  for (const line of lines) {
    if (!line.sampleId) continue;
    await tx
      .update(samples)
      .set({ stock: sql`${samples.stock} + ${line.quantity}`, updatedAt: now })
      .where(eq(samples.id, line.sampleId));
  }
}

// ───────────────────────────── back office ─────────────────────────────

type SampleRow = typeof samples.$inferSelect;

const given = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.sampleId} = ${samples.id})`;

async function readAdminSamples(db: DbOrTx, ids?: readonly string[]): Promise<AdminSampleDto[]> {
  const rows = await db
    .select({
      sample: samples,
      name: products.name,
      slug: products.slug,
      onSale: sql<boolean>`${products.isActive} and ${products.archivedAt} is null`,
      given,
    })
    .from(samples)
    .innerJoin(products, eq(products.id, samples.productId))
    .where(ids ? inArray(samples.id, [...ids]) : undefined)
    .orderBy(asc(products.name), asc(samples.volumeMl));
  return rows.map((r) => ({
    _id: r.sample.id,
    productId: r.sample.productId,
    name: r.name,
    label: r.sample.label,
    stock: r.sample.stock,
    productSlug: r.slug,
    volumeMl: r.sample.volumeMl,
    isActive: r.sample.isActive,
    productOnSale: r.onSale,
    given: Number(r.given),
  }));
}

/** /admin/samples and GET /api/v1/samples?all=1: every sample, offered or not. */
export function listAdminSamples(db: DbOrTx): Promise<AdminSampleDto[]> {
  return readAdminSamples(db);
}

async function readOne(db: DbOrTx, id: string): Promise<AdminSampleDto> {
  const [one] = await readAdminSamples(db, [id]);
  if (!one) throw notFound(M.notFound);
  return one;
}

export async function createSample(db: Db, actor: AuditActor, input: CreateSampleInput): Promise<AdminSampleDto> {
  try {
    return await db.transaction(async (tx) => {
      const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, input.productId));
      if (!product) throw badRequest(M.productNotFound, { productId: [M.productNotFound] });
      const [created] = await tx
        .insert(samples)
        .values({
          productId: input.productId,
          volumeMl: input.volumeMl,
          label: input.label ?? defaultSampleLabel(input.volumeMl),
          stock: input.stock,
          isActive: input.isActive,
        })
        .returning();
      await recordAudit(tx, actor, { action: 'sample.create', entityType: 'sample', entityId: created!.id, after: created });
      return readOne(tx, created!.id);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('CONFLICT', M.duplicate, { errors: { volumeMl: [M.duplicate] } });
    throw e;
  }
}

/** The fields sent change; the stock is set to what the admin counted (an order taking one meanwhile waits for the row lock). */
export async function updateSample(db: Db, actor: AuditActor, id: string, patch: UpdateSampleInput): Promise<AdminSampleDto> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(samples).where(eq(samples.id, id)).for('update');
    if (!before) throw notFound(M.notFound);
    const next: Partial<SampleRow> = {};
    if (patch.stock !== undefined && patch.stock !== before.stock) next.stock = patch.stock;
    if (patch.label !== undefined && patch.label !== before.label) next.label = patch.label;
    if (patch.isActive !== undefined && patch.isActive !== before.isActive) next.isActive = patch.isActive;
    if (Object.keys(next).length > 0) {
      const [after] = await tx.update(samples).set({ ...next, updatedAt: new Date() }).where(eq(samples.id, id)).returning();
      await recordAudit(tx, actor, { action: 'sample.update', entityType: 'sample', entityId: id, before, after });
    }
    return readOne(tx, id);
  });
}
