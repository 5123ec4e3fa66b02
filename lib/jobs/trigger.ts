import 'server-only';
import { getDb } from '../db/client';
import { afterResponseInRequest } from '../runtime/after-response';
import { log } from '../log';
import { maybeExpireOrders } from '../orders/expire';
import { followUpGate, OPPORTUNISTIC_BUDGET_MS, runFollowUps } from './run';

/*
 * What makes due follow-up work (emails, refunds, back-in-stock alerts) and unpaid orders' expiry
 * happen without waiting for the cron (daily on Vercel Hobby) or for one particular page: an
 * instance sweeps once when it starts, so an email left half-sent by an instance that died goes
 * out as soon as a replacement is up, and then after the response of any API request, at most
 * once a minute per instance (the gate in ./run.ts, shared with the order routes' own trigger).
 */

export interface SweepTriggerDeps {
  now(): number;
  /** Runs the work after the response; false when it cannot (outside a request). */
  schedule(work: () => Promise<void>): boolean;
  sweep(): Promise<void>;
  gate: { due(now: number): boolean; take(now: number): boolean };
}

/** The sweep itself: expire unpaid orders whose time ran out, then every follow-up kind. Never throws. */
export async function sweepNow(): Promise<void> {
  try {
    const db = await getDb();
    await maybeExpireOrders(db);
    await runFollowUps(db, { budgetMs: OPPORTUNISTIC_BUDGET_MS });
  } catch (e) {
    // The database may be down (a restart): the next request, a minute on, tries again.
    log.warn('follow-ups:trigger', e);
  }
}

const defaults: SweepTriggerDeps = { now: Date.now, schedule: (work) => scheduleOverride?.(work) ?? afterResponseInRequest(work), sweep: sweepNow, gate: followUpGate };

let scheduleOverride: SweepTriggerDeps['schedule'] | undefined;
/** Tests stand in for Next's after() (which only works inside a Next request) to see the sweep run after the answer. */
export function setSweepScheduleForTests(schedule: SweepTriggerDeps['schedule'] | undefined): void {
  scheduleOverride = schedule;
}

/**
 * Called by route() on every request. Cheap when not due (one comparison, no database); when due
 * it schedules the sweep after the response and starts the next minute. Outside a Next request
 * (tests, scripts) it schedules nothing and leaves the gate as it was. Returns whether it scheduled.
 */
export function sweepAfterResponse(deps: SweepTriggerDeps = defaults): boolean {
  const now = deps.now();
  if (!deps.gate.due(now)) return false;
  if (!deps.schedule(deps.sweep)) return false;
  deps.gate.take(now);
  return true;
}

/**
 * Called once when the instance starts (instrumentation.ts), after the database is opened (and,
 * for the embedded store, migrated). Not awaited there: start-up never waits on it. Takes the
 * gate, so the first requests do not sweep again.
 */
export function sweepAtStart(deps: Pick<SweepTriggerDeps, 'now' | 'sweep' | 'gate'> = defaults): Promise<void> {
  if (!deps.gate.take(deps.now())) return Promise.resolve();
  return deps.sweep();
}
