/*
 * The back office's coupon management: list with filters and figures, create, edit, toggle,
 * delete, bulk. Every write runs in a transaction that also writes its audit entry and promises
 * the public list's refresh after the commit (couponsChanged).
 */
import 'server-only';
import { and, asc, count, desc, eq, gt, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../audit';
import type { Db, DbOrTx, Tx } from '../db/client';
import type { Effects } from '../db/effects';
import { isUniqueViolation } from '../db/errors';
import { inTransaction } from '../db/transaction';
import { escapeLike } from '../db/like';
import { couponRedemptions, coupons } from '../db/schema';
import { AppError, notFound, type FieldErrors } from '../errors';
import { paiseToRupees, rupeesToPaise } from '../money';
import {
  checkCouponValues,
  couponAdminStatus,
  type CouponAdminStatus,
  type CouponFieldName,
} from './admin-rules';
import { COUPON_ADMIN_MESSAGES as M } from './messages';
import type { AdminCouponListQuery, BulkCouponAction, CreateCouponInput, UpdateCouponInput } from './admin-schema';
import { toCouponDto, type CouponDto, type CouponRow, type DiscountType } from './dto';
import { log } from '../log';
import { cacheTags } from '../cache';

export interface AdminCouponDto extends CouponDto {
  status: CouponAdminStatus;
  perCustomerLimit: number;
  /** Listed on the website (offers, checkout suggestions); false: works only when typed. */
  isPublic: boolean;
  firstOrderOnly: boolean;
  /** Orders that used the code (released uses included): a coupon with any cannot be deleted. */
  redemptionCount: number;
}

export interface AdminCouponStats {
  total: number;
  active: number;
  inactive: number;
  expired: number;
  scheduled: number;
  /** The sum of usedCount over every coupon (the stats strip's "Total Usage"). */
  totalUsage: number;
}

export interface AdminCouponList {
  items: AdminCouponDto[];
  page: number;
  limit: number;
  total: number;
  stats: AdminCouponStats;
}

function toAdminCouponDto(row: CouponRow, redemptionCount: number, now: Date): AdminCouponDto {
  return {
    ...toCouponDto(row),
    status: couponAdminStatus(row, now),
    perCustomerLimit: row.perCustomerLimit,
    isPublic: row.isPublic,
    firstOrderOnly: row.firstOrderOnly,
    redemptionCount,
  };
}

// ───────────────────────────── reads ─────────────────────────────

// Spelled out: inside a select list Drizzle leaves column references unqualified, and in a
// correlated subquery "id" would then mean the redemption's own id.
const redemptionCountSql = sql<number>`(select count(*) from coupon_redemptions r where r.coupon_id = "coupons"."id")::int`;

function statusCondition(status: CouponAdminStatus, now: Date): SQL {
  const live = gt(coupons.expiryDate, now);
  switch (status) {
    case 'expired':
      return lte(coupons.expiryDate, now);
    case 'inactive':
      return and(live, eq(coupons.isActive, false))!;
    case 'scheduled':
      return and(live, eq(coupons.isActive, true), gt(coupons.startDate, now))!;
    case 'active':
      return and(live, eq(coupons.isActive, true), or(isNull(coupons.startDate), lte(coupons.startDate, now)))!;
  }
}

function orderFor(query: Pick<AdminCouponListQuery, 'sort' | 'order'>): SQL[] {
  const dir = query.order === 'asc' ? asc : desc;
  switch (query.sort) {
    case 'code':
      return [dir(coupons.code)];
    case 'discount':
      // Percentages and rupee amounts do not compare; each type sorts within itself.
      return [dir(coupons.discountType), dir(sql`coalesce(${coupons.discountPercent}, ${coupons.discountAmountPaise}, 0)`), asc(coupons.code)];
    case 'expiryDate':
      return [dir(coupons.expiryDate), asc(coupons.code)];
    case 'usage':
      return [dir(coupons.usedCount), asc(coupons.code)];
    case 'createdAt':
      return [dir(coupons.createdAt), dir(coupons.id)];
  }
}

async function couponStats(db: DbOrTx, now: Date = new Date()): Promise<AdminCouponStats> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const live = sql`${coupons.expiryDate} > ${at}`;
  const [row] = await db
    .select({
      total: count(),
      expired: sql<number>`(count(*) filter (where ${coupons.expiryDate} <= ${at}))::int`,
      inactive: sql<number>`(count(*) filter (where ${live} and not ${coupons.isActive}))::int`,
      scheduled: sql<number>`(count(*) filter (where ${live} and ${coupons.isActive} and ${coupons.startDate} > ${at}))::int`,
      active: sql<number>`(count(*) filter (where ${live} and ${coupons.isActive} and (${coupons.startDate} is null or ${coupons.startDate} <= ${at})))::int`,
      totalUsage: sql<number>`coalesce(sum(${coupons.usedCount}), 0)::bigint`,
    })
    .from(coupons);
  return {
    total: Number(row?.total ?? 0),
    active: Number(row?.active ?? 0),
    inactive: Number(row?.inactive ?? 0),
    expired: Number(row?.expired ?? 0),
    scheduled: Number(row?.scheduled ?? 0),
    totalUsage: Number(row?.totalUsage ?? 0),
  };
}

/** Every coupon (not only redeemable ones), filtered, sorted and paged; the figures cover all coupons. */
export async function listAdminCoupons(
  db: DbOrTx,
  query: Omit<AdminCouponListQuery, 'scope'>,
  now: Date = new Date(),
): Promise<AdminCouponList> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(or(ilike(coupons.code, pattern), ilike(coupons.description, pattern))!);
  }
  if (query.status) conditions.push(statusCondition(query.status, now));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totalRow], stats] = await Promise.all([
    db
      .select({ coupon: coupons, redemptionCount: redemptionCountSql })
      .from(coupons)
      .where(where)
      .orderBy(...orderFor(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(coupons).where(where),
    couponStats(db, now),
  ]);
  return {
    items: rows.map((r) => toAdminCouponDto(r.coupon, Number(r.redemptionCount), now)),
    page: query.page,
    limit: query.limit,
    total: Number(totalRow?.n ?? 0),
    stats,
  };
}

export async function getAdminCoupon(db: DbOrTx, id: string, now: Date = new Date()): Promise<AdminCouponDto> {
  const [row] = await db
    .select({ coupon: coupons, redemptionCount: redemptionCountSql })
    .from(coupons)
    .where(eq(coupons.id, id))
    .limit(1);
  if (!row) throw notFound(M.notFound);
  return toAdminCouponDto(row.coupon, Number(row.redemptionCount), now);
}

// ───────────────────────────── the rules across fields ─────────────────────────────

/** A coupon as the admin describes it: rupees, dates as instants. */
interface CouponDraft {
  code: string;
  description: string;
  discountType: DiscountType;
  discountValue: number;
  minOrderAmount: number | null;
  maxDiscountAmount: number | null;
  startDate: Date | null;
  expiryDate: Date;
  usageLimit: number | null;
  perCustomerLimit: number;
  isActive: boolean;
  isPublic: boolean;
  firstOrderOnly: boolean;
}

function draftFromRow(row: CouponRow): CouponDraft {
  return {
    code: row.code,
    description: row.description,
    discountType: row.discountType,
    discountValue: row.discountType === 'percentage' ? (row.discountPercent ?? 0) : paiseToRupees(row.discountAmountPaise ?? 0),
    minOrderAmount: row.minOrderPaise > 0 ? paiseToRupees(row.minOrderPaise) : null,
    maxDiscountAmount: row.maxDiscountPaise == null ? null : paiseToRupees(row.maxDiscountPaise),
    startDate: row.startDate,
    expiryDate: row.expiryDate,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    isActive: row.isActive,
    isPublic: row.isPublic,
    firstOrderOnly: row.firstOrderOnly,
  };
}

function columnsFromDraft(d: CouponDraft) {
  const percentage = d.discountType === 'percentage';
  return {
    code: d.code,
    description: d.description,
    discountType: d.discountType,
    discountPercent: percentage ? d.discountValue : null,
    discountAmountPaise: percentage ? null : rupeesToPaise(d.discountValue),
    maxDiscountPaise: percentage && d.maxDiscountAmount != null ? rupeesToPaise(d.maxDiscountAmount) : null,
    minOrderPaise: d.minOrderAmount != null && d.minOrderAmount > 0 ? rupeesToPaise(d.minOrderAmount) : 0,
    startDate: d.startDate,
    expiryDate: d.expiryDate,
    usageLimit: d.usageLimit,
    perCustomerLimit: d.perCustomerLimit,
    isActive: d.isActive,
    isPublic: d.isPublic,
    firstOrderOnly: d.firstOrderOnly,
  };
}

type CouponColumns = ReturnType<typeof columnsFromDraft>;

const FIELD_ORDER: CouponFieldName[] = [
  'code',
  'discountType',
  'discountValue',
  'minOrderAmount',
  'maxDiscountAmount',
  'startDate',
  'expiryDate',
  'usageLimit',
  'perCustomerLimit',
  'description',
  'isActive',
  'isPublic',
  'firstOrderOnly',
];

function checkDraft(
  draft: CouponDraft,
  context: { now: Date; previous?: CouponRow; patch?: UpdateCouponInput },
): void {
  const { now, previous, patch } = context;
  const errors: Partial<Record<CouponFieldName, string>> = { ...checkCouponValues(draft) };
  if (previous && patch?.discountType && patch.discountType !== previous.discountType && patch.discountValue === undefined) {
    errors.discountValue = M.typeChangeNeedsValue;
  }
  const expiryChanged = !previous || (patch?.expiryDate !== undefined && patch.expiryDate.getTime() !== previous.expiryDate.getTime());
  if (expiryChanged && draft.expiryDate.getTime() <= now.getTime()) errors.expiryDate = M.expiryFuture;
  else if (draft.startDate && draft.expiryDate.getTime() <= draft.startDate.getTime()) errors.expiryDate = M.expiryAfterStart;
  // Once past its expiry a coupon shows as Expired and cannot be toggled.
  if (previous && draft.isActive !== previous.isActive && draft.expiryDate.getTime() <= now.getTime()) {
    errors.isActive = M.expiredToggle;
  }
  const fieldErrors: FieldErrors = {};
  for (const field of FIELD_ORDER) {
    const message = errors[field];
    if (message) fieldErrors[field] = [message];
  }
  const firstField = FIELD_ORDER.find((f) => errors[f]);
  if (firstField) throw new AppError('VALIDATION_ERROR', errors[firstField]!, { errors: fieldErrors });
}

const AUDIT_ENTITY = 'coupon';

/**
 * What a coupon write promises once it has committed (lib/db/transaction.ts): the public offers
 * and the checkout's suggestions are cached (lib/coupons/public.ts), here and on every other
 * instance (lib/cache.ts, cache_invalidations). Promised here, not by the caller, so every writer
 * (route, page action, script) invalidates.
 */
const couponsChanged = (effects: Effects) => effects.invalidate(cacheTags.coupons);

/** The columns that differ between a stored row and what the draft would write. */
function changedColumns(row: CouponRow, next: CouponColumns): Partial<CouponColumns> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const current = row[key as keyof CouponRow];
    const same = value instanceof Date || current instanceof Date
      ? (value as Date | null)?.getTime() === (current as Date | null)?.getTime()
      : value === current;
    if (!same) out[key] = value;
  }
  return out as Partial<CouponColumns>;
}

function pick(row: CouponRow, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, row[k as keyof CouponRow]]));
}

// ───────────────────────────── writes ─────────────────────────────

export async function createCoupon(db: Db, actor: AuditActor, input: CreateCouponInput, now: Date = new Date()): Promise<AdminCouponDto> {
  const draft: CouponDraft = { ...input };
  checkDraft(draft, { now });
  try {
    const row = await inTransaction(db, async (tx, effects) => {
      const [created] = await tx.insert(coupons).values(columnsFromDraft(draft)).returning();
      if (!created) throw new Error('coupon insert returned no row');
      await recordAudit(tx, actor, { action: 'coupon.create', entityType: AUDIT_ENTITY, entityId: created.id, after: created });
      couponsChanged(effects);
      return created;
    });
    return toAdminCouponDto(row, 0, now);
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('COUPON_CODE_TAKEN', M.codeExists);
    throw e;
  }
}

async function lockCoupon(tx: DbOrTx, id: string): Promise<CouponRow> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  if (!row) throw notFound(M.notFound);
  return row;
}

/** Changes the fields sent and leaves the rest; nothing changed means no write and no audit entry. */
export async function updateCoupon(
  db: Db,
  actor: AuditActor,
  id: string,
  patch: UpdateCouponInput,
  now: Date = new Date(),
): Promise<{ coupon: AdminCouponDto; changed: boolean }> {
  try {
    const result = await inTransaction(db, (tx, effects) => writeCouponUpdate(tx, effects, actor, id, patch, now));
    return { coupon: await getAdminCoupon(db, result.row.id, now), changed: result.changed };
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('COUPON_CODE_TAKEN', M.codeExists);
    throw e;
  }
}

async function writeCouponUpdate(
  tx: Tx,
  effects: Effects,
  actor: AuditActor,
  id: string,
  patch: UpdateCouponInput,
  now: Date,
): Promise<{ row: CouponRow; changed: boolean }> {
  const previous = await lockCoupon(tx, id);
  const sent = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<CouponDraft>;
  const draft: CouponDraft = { ...draftFromRow(previous), ...sent };
  checkDraft(draft, { now, previous, patch });
  const changes = changedColumns(previous, columnsFromDraft(draft));
  const keys = Object.keys(changes);
  if (keys.length === 0) return { row: previous, changed: false };
  const [row] = await tx.update(coupons).set(changes).where(eq(coupons.id, id)).returning();
  if (!row) throw notFound(M.notFound);
  const statusOnly = keys.length === 1 && keys[0] === 'isActive';
  await recordAudit(tx, actor, {
    action: statusOnly ? (row.isActive ? 'coupon.activate' : 'coupon.deactivate') : 'coupon.update',
    entityType: AUDIT_ENTITY,
    entityId: id,
    before: pick(previous, keys),
    after: pick(row, keys),
  });
  couponsChanged(effects);
  return { row, changed: true };
}

/**
 * Deletes a coupon no order has used. Deleting one with redemptions would cascade away the
 * redemption history (who used it, on which order, for how much), so that is refused with
 * 409 and the admin deactivates it instead. The row lock makes a checkout that is redeeming
 * the code at this moment either finish first (and then the delete is refused) or find the
 * coupon gone.
 */
export async function deleteCoupon(db: Db, actor: AuditActor, id: string): Promise<void> {
  await inTransaction(db, (tx, effects) => deleteCouponRow(tx, effects, actor, id));
}

async function deleteCouponRow(tx: Tx, effects: Effects, actor: AuditActor, id: string): Promise<void> {
  const row = await lockCoupon(tx, id);
  const [used] = await tx.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.couponId, id));
  if ((used?.n ?? 0) > 0) throw new AppError('COUPON_IN_USE', M.inUse);
  await tx.delete(coupons).where(eq(coupons.id, id));
  await recordAudit(tx, actor, { action: 'coupon.delete', entityType: AUDIT_ENTITY, entityId: id, before: row });
  couponsChanged(effects);
}

export interface BulkResult {
  successful: number;
  failed: number;
  total: number;
  /** One entry per id, in the order given; `message` says why an id failed. */
  results: { id: string; success: boolean; message?: string }[];
}

/**
 * Bulk changes run one coupon at a time and count the outcomes (docs/decisions.md#bulk-calls-report-each-item):
 * each coupon in a savepoint of one transaction, so one refusal (an expired coupon, one used on
 * orders) undoes only its own savepoint, never the others, and the batch's one commit refreshes
 * the offers once, not once a coupon.
 */
export async function bulkCoupons(
  db: Db,
  actor: AuditActor,
  input: { ids: string[]; action: BulkCouponAction },
  now: Date = new Date(),
): Promise<BulkResult> {
  const results = await inTransaction(db, async (tx, effects) => {
    const results: BulkResult['results'] = [];
    for (const id of input.ids) {
      try {
        await tx.transaction(async (savepoint) => {
          if (input.action === 'delete') await deleteCouponRow(savepoint, effects, actor, id);
          else await writeCouponUpdate(savepoint, effects, actor, id, { isActive: input.action === 'activate' }, now);
        });
        results.push({ id, success: true });
      } catch (e) {
        if (e instanceof AppError) {
          results.push({ id, success: false, message: e.message });
          continue;
        }
        // Its savepoint is rolled back, the ones already done stand; the caller still learns which ids did not.
        log.error('bulkCoupons', e, { id });
        const message = input.action === 'delete' ? M.deleteFailed : M.statusFailed;
        results.push({ id, success: false, message });
      }
    }
    return results;
  });
  const successful = results.filter((r) => r.success).length;
  return { successful, failed: results.length - successful, total: results.length, results };
}
