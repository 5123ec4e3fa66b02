import 'server-only';
import { and, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../audit';
import { cacheTags } from '../cache';
import type { Db, DbOrTx, Tx } from '../db/client';
import type { Effects } from '../db/effects';
import { isUniqueViolation } from '../db/errors';
import { inTransaction } from '../db/transaction';
import { escapeLike } from '../db/like';
import { orderItems, products } from '../db/schema';
import { AppError, badRequest, notFound } from '../errors';
import { newId } from '../ids';
import { auditSnapshot, toAdminProductDto, type AdminProductDto } from './admin-dto';
import { PRODUCT_LIMITS, CATALOG_ADMIN_MESSAGES as M } from './messages';
import { assertOwnUploads } from '../uploads/records';
import { isExternalUrl } from '../uploads/rules';
import { defaultMrpPaise, productCreateSchema, productUpdateSchema, type BulkInput, type ProductCreate, type ProductPatch, type ProductValues } from './admin-schema';
import { allSizesOf, patchDefaultSize, replaceSizes, sizeCounts, sizeFromProduct } from './admin-sizes';
import type { SizeRow } from './dto';
import { checkCounts } from '../stock/admin';
import { csvRowToInput, CsvError, readProductCsv } from './csv';
import { buildSearchText, slugify } from './search-text';

/*
 * The back office's product writes. Each runs in one transaction with its audit entries, so a
 * change and its record exist together, and promises the catalogue caches' refresh after the
 * commit (productsChanged); callers delete the image files a result lists as removed
 * (admin-images.ts).
 */

type ProductRow = typeof products.$inferSelect;

/**
 * A slug for `name` that no other product has: the name's slug, else with -2, -3… The unique
 * index is the final word; a concurrent write that takes the slug first makes the caller retry.
 */
async function uniqueSlug(db: DbOrTx, name: string, exceptId?: string): Promise<string> {
  const base = slugify(name) || 'product';
  const escaped = escapeLike(base);
  const taken = await db
    .select({ slug: products.slug })
    .from(products)
    .where(and(or(eq(products.slug, base), like(products.slug, `${escaped}-%`)), exceptId ? ne(products.id, exceptId) : undefined));
  const used = new Set(taken.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; n < 10_000; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
  return `${base}-${newId().slice(-6)}`;
}

/** Runs a write again when it lost a race for a slug (the unique index refused it). */
async function withSlugRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (e) {
      if (attempt < 3 && isUniqueViolation(e)) continue;
      throw e;
    }
  }
}

function searchTextOf(v: Pick<ProductValues, 'name' | 'brand' | 'category' | 'description' | 'tags' | 'notesTop' | 'notesHeart' | 'notesBase'>) {
  return buildSearchText(v);
}

const EDITABLE_KEYS = [
  'name',
  'category',
  'pricePaise',
  'originalPricePaise',
  'mrpPaise',
  'stock',
  'description',
  'tags',
  'images',
  'isFeatured',
  'featuredRank',
  'isActive',
  'isNew',
  'brand',
  'concentration',
  'volumeMl',
  'weightGrams',
  'manufacturer',
  'countryOfOrigin',
  'hsnCode',
  'notesTop',
  'notesHeart',
  'notesBase',
  'family',
  'longevity',
  'sillage',
] as const satisfies readonly (keyof ProductValues)[];

function valuesOf(row: ProductRow): ProductValues {
  const out = {} as Record<string, unknown>;
  for (const key of EDITABLE_KEYS) out[key] = row[key];
  return out as unknown as ProductValues;
}

/** The fields that differ, before and after, for the audit log. */
function diff(before: ProductValues, after: ProductValues): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of EDITABLE_KEYS) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}

/**
 * An UploadThing URL new to a product must be a file this admin uploaded for a product; URLs the
 * product already shows stay (another admin may have uploaded them).
 */
async function assertNewImagesOwned(tx: DbOrTx, actor: AuditActor, images: string[], before: string[] = []): Promise<void> {
  const added = images.filter((u) => isExternalUrl(u) && !before.includes(u));
  if (added.length === 0) return;
  if (!actor.id) throw badRequest(M.imageUrl, { images: [M.imageUrl] });
  await assertOwnUploads(tx, actor.id, added, 'product', M.imageUrl);
}

/** A product row after its sizes were written (the sizes trigger has updated its price and stock). */
async function reread(tx: DbOrTx, id: string): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id));
  return row!;
}

/** The product's DTO with its sizes. */
async function adminDto(db: DbOrTx, row: ProductRow): Promise<AdminProductDto> {
  return toAdminProductDto(row, (await allSizesOf(db, [row.id])).get(row.id) ?? []);
}

async function insertProduct(tx: DbOrTx, actor: AuditActor, create: ProductCreate, action: string): Promise<ProductRow> {
  const { sizes, ...values } = create;
  await assertNewImagesOwned(tx, actor, values.images);
  const slug = await uniqueSlug(tx, values.name);
  const [inserted] = await tx
    .insert(products)
    .values({ ...values, slug, searchText: searchTextOf(values) })
    .returning();
  // Its sizes now, in this transaction (without a list, one made from its price and stock).
  const change = await replaceSizes(tx, inserted!.id, slug, sizes?.length ? sizes : [sizeFromProduct(values)], {
    actorId: actor.id,
    source: action === 'product.import_create' ? 'import' : 'form',
  });
  const row = await reread(tx, inserted!.id);
  await recordAudit(tx, actor, { action, entityType: 'product', entityId: row.id, after: { ...auditSnapshot(row), sizes: change?.after ?? [] } });
  return row;
}

/**
 * What a catalogue write promises once it has committed (lib/db/transaction.ts): the lists and
 * each product's own cached reads, here and on every other instance (lib/cache.ts,
 * cache_invalidations). Promised here, not by the caller, so every writer (route, page action,
 * script) invalidates.
 */
function productsChanged(effects: Effects, ids: readonly string[]) {
  effects.invalidate(cacheTags.products, ...ids.map(cacheTags.product));
  // A write may have brought a size back from zero (stock, a size reactivated): mail who waits.
  effects.notifyStockAlerts();
}

export async function createProduct(db: Db, actor: AuditActor, values: ProductCreate): Promise<AdminProductDto> {
  const row = await withSlugRetry(() =>
    inTransaction(db, async (tx, effects) => {
      const inserted = await insertProduct(tx, actor, values, 'product.create');
      productsChanged(effects, [inserted.id]);
      return inserted;
    }),
  );
  return adminDto(db, row);
}

/** Applies a patch to a product's values; MRP null returns it to the default. Throws 400 when the result breaks a rule. */
function mergePatch(current: ProductValues, patch: ProductPatch): ProductValues {
  const { mrpPaise, sizes, expectedStock, ...rest } = patch;
  void sizes;
  void expectedStock;
  const merged: ProductValues = { ...current, ...rest, mrpPaise: current.mrpPaise };
  if (mrpPaise === null) merged.mrpPaise = defaultMrpPaise(merged.pricePaise, merged.originalPricePaise);
  else if (mrpPaise !== undefined) merged.mrpPaise = mrpPaise;
  if (merged.mrpPaise < merged.pricePaise) throw badRequest(M.mrpBelowPrice, { mrp: [M.mrpBelowPrice] });
  if (merged.images.length > PRODUCT_LIMITS.images) throw badRequest(M.tooManyImages, { images: [M.tooManyImages] });
  return merged;
}

async function lockProduct(tx: DbOrTx, id: string): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  // Archived products are deleted ones kept for past orders: not editable.
  if (!row || row.archivedAt) throw notFound(M.notFound);
  return row;
}

/** The product columns its default size owns: written to the size, which the product row follows. */
const SIZE_OWNED = ['pricePaise', 'originalPricePaise', 'mrpPaise', 'stock', 'volumeMl'] as const;

async function applyUpdate(tx: DbOrTx, actor: AuditActor, current: ProductRow, fullPatch: ProductPatch, action: string) {
  // Stock is never merged as a value: it is a count against the figure the admin saw (below).
  const { stock: countStock, expectedStock, ...patch } = fullPatch;
  const ledger = { actorId: actor.id, source: action === 'product.import_update' ? ('import' as const) : ('form' as const) };
  const before = valuesOf(current);
  const after = mergePatch(before, patch);
  const changes = diff(before, after);
  if (Object.keys(changes.after).length === 0 && !patch.sizes && countStock === undefined) return { row: current, removedImages: [] as string[] };
  if (changes.after.images) await assertNewImagesOwned(tx, actor, after.images, before.images);
  let slug = current.slug;
  if (Object.keys(changes.after).length > 0) {
    const set: Partial<typeof products.$inferInsert> = { ...after, searchText: searchTextOf(after), updatedAt: new Date() };
    for (const key of SIZE_OWNED) delete set[key];
    if (after.name !== before.name) slug = set.slug = await uniqueSlug(tx, after.name, current.id);
    await tx.update(products).set(set).where(eq(products.id, current.id));
  }
  let sizesChange = null;
  if (patch.sizes) sizesChange = await replaceSizes(tx, current.id, slug, patch.sizes, ledger);
  else {
    const owned = Object.fromEntries(SIZE_OWNED.flatMap((k) => (k !== 'stock' && k in changes.after ? [[k, after[k]]] : [])));
    const counted = await patchDefaultSize(tx, current.id, owned, countStock === undefined ? null : { stock: countStock, expectedStock }, ledger);
    if (counted) {
      changes.before.stock = counted.before;
      changes.after.stock = counted.after;
    }
  }
  if (sizesChange && Object.keys(changes.after).length === 0) {
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, current.id));
  }
  const row = await reread(tx, current.id);
  if (Object.keys(changes.after).length > 0 || sizesChange) {
    const audit = sizesChange
      ? { before: { ...changes.before, sizes: sizesChange.before }, after: { ...changes.after, sizes: sizesChange.after } }
      : changes;
    await recordAudit(tx, actor, { action, entityType: 'product', entityId: current.id, ...audit });
  }
  return { row, removedImages: before.images.filter((url) => !after.images.includes(url)) };
}

export interface UpdateResult {
  product: AdminProductDto;
  /** Image URLs the product no longer uses: the caller deletes the files this store owns. */
  removedImages: string[];
}

export async function updateProduct(db: Db, actor: AuditActor, id: string, patch: ProductPatch): Promise<UpdateResult> {
  if (Object.keys(patch).length === 0) throw badRequest(M.nothingToUpdate);
  const { row, removedImages } = await withSlugRetry(() =>
    inTransaction(db, async (tx, effects) => {
      productsChanged(effects, [id]);
      return applyUpdate(tx, actor, await lockProduct(tx, id), patch, 'product.update');
    }),
  );
  return { product: await adminDto(db, row), removedImages };
}

/** The ids among `ids` that order lines refer to: those are archived, not deleted. */
async function orderedProductIds(tx: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.selectDistinct({ id: orderItems.productId }).from(orderItems).where(inArray(orderItems.productId, ids));
  return new Set(rows.map((r) => r.id).filter((x): x is string => x != null));
}

export interface DeleteResult {
  outcome: 'deleted' | 'archived';
  product: AdminProductDto;
  removedImages: string[];
}

async function deleteOrArchive(tx: DbOrTx, actor: AuditActor, rows: ProductRow[], actionPrefix: string) {
  const ordered = await orderedProductIds(
    tx,
    rows.map((r) => r.id),
  );
  const toArchive = rows.filter((r) => ordered.has(r.id));
  const toDelete = rows.filter((r) => !ordered.has(r.id));
  const now = new Date();
  const archived: ProductRow[] = [];
  if (toArchive.length) {
    // Order history keeps its own snapshot (name, image, price); the product leaves the shop.
    archived.push(
      ...(await tx
        .update(products)
        .set({ archivedAt: now, isActive: false, isFeatured: false, updatedAt: now })
        .where(
          inArray(
            products.id,
            toArchive.map((r) => r.id),
          ),
        )
        .returning()),
    );
  }
  if (toDelete.length) {
    await tx.delete(products).where(
      inArray(
        products.id,
        toDelete.map((r) => r.id),
      ),
    );
  }
  for (const r of toArchive) {
    await recordAudit(tx, actor, {
      action: `${actionPrefix}archive`,
      entityType: 'product',
      entityId: r.id,
      before: { isActive: r.isActive, isFeatured: r.isFeatured, archivedAt: null },
      after: { isActive: false, isFeatured: false, archivedAt: now },
    });
  }
  for (const r of toDelete) {
    await recordAudit(tx, actor, { action: `${actionPrefix}delete`, entityType: 'product', entityId: r.id, before: auditSnapshot(r) });
  }
  return { archived, deleted: toDelete, removedImages: toDelete.flatMap((r) => r.images) };
}

/** Deletes a product, or archives it when orders refer to it (their history keeps its snapshot). */
export async function deleteProduct(db: Db, actor: AuditActor, id: string): Promise<DeleteResult> {
  return inTransaction(db, async (tx, effects) => {
    const row = await lockProduct(tx, id);
    const { archived, removedImages } = await deleteOrArchive(tx, actor, [row], 'product.');
    productsChanged(effects, [id]);
    const first = archived[0];
    return first
      ? { outcome: 'archived' as const, product: await adminDto(tx, first), removedImages: [] }
      : { outcome: 'deleted' as const, product: toAdminProductDto(row), removedImages };
  });
}

export interface BulkResult {
  action: BulkInput['action'];
  requested: number;
  /** Products whose status changed (activate, deactivate). */
  updated: number;
  /** Products already in the asked-for status. */
  unchanged: number;
  deleted: number;
  archived: number;
  /** Ids that matched no product (or an archived one). */
  notFound: string[];
  /** Ids acted on (changed, deleted or archived). */
  ids: string[];
  removedImages: string[];
}

/** Mark Active, Mark Inactive, Delete Selected: all or nothing, one audit entry per product. */
export async function bulkProducts(db: Db, actor: AuditActor, input: BulkInput): Promise<BulkResult> {
  return inTransaction(db, async (tx, effects) => {
    const result = await bulkProductsWrite(tx, actor, input);
    productsChanged(effects, result.ids);
    return result;
  });
}

async function bulkProductsWrite(tx: Tx, actor: AuditActor, input: BulkInput): Promise<BulkResult> {
  const rows = await tx
    .select()
    .from(products)
    .where(and(inArray(products.id, input.ids), sql`${products.archivedAt} IS NULL`))
    .orderBy(products.id)
    .for('update');
  const found = new Set(rows.map((r) => r.id));
  const missing = input.ids.filter((id) => !found.has(id));
  if (rows.length === 0) throw notFound(M.notFound);
  const result: BulkResult = {
    action: input.action,
    requested: input.ids.length,
    updated: 0,
    unchanged: 0,
    deleted: 0,
    archived: 0,
    notFound: missing,
    ids: [],
    removedImages: [],
  };
  if (input.action === 'delete') {
    const { archived, deleted, removedImages } = await deleteOrArchive(tx, actor, rows, 'product.bulk_');
    result.archived = archived.length;
    result.deleted = deleted.length;
    result.ids = rows.map((r) => r.id);
    result.removedImages = removedImages;
    return result;
  }
  const isActive = input.action === 'activate';
  const changing = rows.filter((r) => r.isActive !== isActive);
  result.unchanged = rows.length - changing.length;
  if (changing.length) {
    await tx
      .update(products)
      .set({ isActive, updatedAt: new Date() })
      .where(
        inArray(
          products.id,
          changing.map((r) => r.id),
        ),
      );
    for (const r of changing) {
      await recordAudit(tx, actor, {
        action: `product.bulk_${input.action}`,
        entityType: 'product',
        entityId: r.id,
        before: { isActive: r.isActive },
        after: { isActive },
      });
    }
  }
  result.updated = changing.length;
  result.ids = changing.map((r) => r.id);
  return result;
}

// ───────────────────────────── CSV import ─────────────────────────────

interface ImportRowReport {
  /** Line number in the file (the header is line 1). */
  line: number;
  action: 'create' | 'update';
  id: string | null;
  name: string | null;
  errors: string[];
  /** A size's stock moved since the file was exported (or the file lacks the figure seen). */
  stockChanged?: boolean;
}

/**
 * A row's stock counts checked against the sizes' stock now, as an import reports them: the
 * same rule as the product form (setCountedStock), in words about the file's columns.
 */
function importStockIssues(sizes: SizeRow[], patch: ProductPatch): string[] {
  const current = new Map(sizes.map((r) => [r.id, r.stock]));
  let counts;
  if (patch.sizes) counts = sizeCounts(sizes, patch.sizes);
  else {
    const first = sizes.filter((r) => r.isActive)[0];
    counts = first && patch.stock !== undefined ? [{ variantId: first.id, stock: patch.stock, expectedStock: patch.expectedStock, label: first.label, field: 'stock' }] : [];
  }
  const { conflicts, missingExpected } = checkCounts(counts, current);
  const column = patch.sizes ? 'sizeExpectedStock' : 'expectedStock';
  return [
    ...conflicts.map((c) => M.csvStockChanged(c.label, c.currentStock, c.expectedStock)),
    ...missingExpected.map((c) => M.csvStockUnseen(c.label, current.get(c.variantId) ?? 0, column)),
  ];
}

export interface ImportReport {
  dryRun: boolean;
  total: number;
  valid: number;
  invalid: number;
  toCreate: number;
  toUpdate: number;
  created: number;
  updated: number;
  ignoredColumns: string[];
  rows: ImportRowReport[];
  /** Ids written (real runs only), for cache invalidation. */
  ids: string[];
  /** Image URLs updated products no longer use (real runs only). */
  removedImages: string[];
}

interface PlannedRow {
  report: ImportRowReport;
  create?: ProductValues;
  update?: { current: ProductRow; patch: ProductPatch };
}

function issueMessages(error: { issues: { path: PropertyKey[]; message: string }[] }): string[] {
  return [...new Set(error.issues.map((i) => i.message))];
}

type ReadRow = ReturnType<typeof csvRowToInput> & { line: number };

/**
 * A file with size columns has one row per size: rows of one product (its id, or for a new one
 * its name) become one product whose sizes are those rows, in file order, reported on its first
 * line. A file without them has one product per row, as before sizes.
 */
function groupSizeRows(rows: ReadRow[]): ReadRow[] {
  if (!rows.some((r) => r.size)) return rows;
  const groups: (ReadRow & { sizes: Record<string, string>[] })[] = [];
  const byKey = new Map<string, (typeof groups)[number]>();
  for (const r of rows) {
    const name = typeof r.input.name === 'string' ? r.input.name.trim().toLowerCase() : '';
    const key = r.id ?? (name ? `new:${name}` : `line:${r.line}`);
    let group = byKey.get(key);
    if (!group) {
      group = { ...r, sizes: [] };
      byKey.set(key, group);
      groups.push(group);
    } else if (r.statusError) group.statusError = true;
    if (r.size) group.sizes.push(r.size);
  }
  return groups.map(({ sizes, ...g }) => (sizes.length ? { ...g, input: { ...g.input, sizes } } : g));
}

async function planImport(tx: DbOrTx, csv: string): Promise<{ planned: PlannedRow[]; ignoredColumns: string[] }> {
  let parsed;
  try {
    parsed = readProductCsv(csv, { empty: M.csvEmpty, header: M.csvHeader, tooMany: M.csvTooManyRows });
  } catch (e) {
    if (e instanceof CsvError) throw badRequest(e.message);
    throw e;
  }
  const read = parsed.rows.map((r) => ({ line: r.line, ...csvRowToInput(r.cells) }));
  const rows = groupSizeRows(read);
  const ids = [...new Set(rows.map((r) => r.id).filter((id): id is string => id != null && /^[0-9a-f]{24}$/.test(id)))];
  const existing = ids.length
    ? await tx.select().from(products).where(inArray(products.id, ids)).for('update')
    : [];
  const byId = new Map(existing.map((r) => [r.id, r]));
  const sizesOf = await allSizesOf(
    tx,
    existing.map((r) => r.id),
  );
  const firstLineOf = new Map<string, number>();
  const planned = rows.map(({ line, id, input, statusError }): PlannedRow => {
    const report: ImportRowReport = { line, action: id ? 'update' : 'create', id, name: typeof input.name === 'string' ? input.name.trim() || null : null, errors: [] };
    if (statusError) report.errors.push(M.status);
    if (id) {
      const current = byId.get(id);
      if (!/^[0-9a-f]{24}$/.test(id)) report.errors.push(M.idInvalid);
      else if (!current || current.archivedAt) report.errors.push(M.notFound);
      const seenAt = firstLineOf.get(id);
      if (seenAt != null) report.errors.push(`This product is already on line ${seenAt}`);
      else firstLineOf.set(id, line);
      const parsedPatch = productUpdateSchema.safeParse(input);
      if (!parsedPatch.success) report.errors.push(...issueMessages(parsedPatch.error));
      if (report.errors.length === 0 && current && parsedPatch.success) {
        report.name ??= current.name;
        try {
          mergePatch(valuesOf(current), parsedPatch.data);
        } catch (e) {
          if (e instanceof AppError) report.errors.push(e.message);
          else throw e;
        }
        if (report.errors.length === 0) {
          const stockErrors = importStockIssues(sizesOf.get(current.id) ?? [], parsedPatch.data);
          if (stockErrors.length) {
            report.errors.push(...stockErrors);
            report.stockChanged = true;
          }
        }
        if (report.errors.length === 0) return { report, update: { current, patch: parsedPatch.data } };
      }
      return { report };
    }
    const created = productCreateSchema.safeParse(input);
    if (!created.success) {
      report.errors.push(...issueMessages(created.error));
      return { report };
    }
    return report.errors.length ? { report } : { report, create: created.data };
  });
  return { planned, ignoredColumns: parsed.ignoredColumns };
}

/**
 * POST /products/import. A dry run checks every row (and that ids exist) and writes nothing. A
 * real run writes all rows in one transaction, or none when any row has an error.
 */
export async function importProducts(db: Db, actor: AuditActor, input: { csv: string; dryRun: boolean }): Promise<ImportReport> {
  return withSlugRetry(() =>
    inTransaction(db, async (tx, effects) => {
      const report = await importProductsWrite(tx, actor, input);
      if (!input.dryRun) productsChanged(effects, report.ids);
      return report;
    }),
  );
}

async function importProductsWrite(tx: Tx, actor: AuditActor, input: { csv: string; dryRun: boolean }): Promise<ImportReport> {
  const { planned, ignoredColumns } = await planImport(tx, input.csv);
  const invalid = planned.filter((p) => p.report.errors.length > 0).length;
  const report: ImportReport = {
    dryRun: input.dryRun,
    total: planned.length,
    valid: planned.length - invalid,
    invalid,
    toCreate: planned.filter((p) => p.create).length,
    toUpdate: planned.filter((p) => p.update).length,
    created: 0,
    updated: 0,
    ignoredColumns,
    rows: planned.map((p) => p.report),
    ids: [],
    removedImages: [],
  };
  if (input.dryRun) return report;
  if (invalid > 0) {
    const errors: Record<string, string[]> = {};
    for (const p of planned) if (p.report.errors.length) errors[`line ${p.report.line}`] = p.report.errors;
    // Only stock that moved since the export: the same answer as the product form's.
    const stockOnly = planned.every((p) => p.report.errors.length === 0 || p.report.stockChanged);
    throw new AppError(stockOnly ? 'STOCK_CHANGED' : 'BAD_REQUEST', stockOnly ? M.csvStockChangedSummary : M.csvHasErrors, { errors });
  }
  for (const p of planned) {
    if (p.create) {
      const row = await insertProduct(tx, actor, p.create, 'product.import_create');
      p.report.id = row.id;
      report.ids.push(row.id);
      report.created++;
    } else if (p.update) {
      const { row, removedImages } = await applyUpdate(tx, actor, p.update.current, p.update.patch, 'product.import_update');
      report.ids.push(row.id);
      report.removedImages.push(...removedImages);
      report.updated++;
    }
  }
  return report;
}
