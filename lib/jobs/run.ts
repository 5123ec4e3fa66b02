import 'server-only';
import type { Db } from '../db/client';
import { sweepRevokedSessions } from '../auth/sessions';
import { sweepEmails } from '../email/outbox';
import { processRefunds } from '../payments/refund';
import { markSellableAlertsDue, sendDueStockAlerts } from '../stock-alerts/job';
import { log } from '../log';

/*
 * The follow-up worker: work promised after a response lives in a table and is done here, from
 * the cron route and from ordinary traffic, so nothing waits on the cron alone (Vercel Hobby
 * runs crons daily). Each kind sweeps its own table with the shared claim (./claim.ts).
 * A new kind adds one entry below.
 */
interface FollowUpKind {
  name: string;
  sweep(db: Db, options: { deadline: number; now?: Date }): Promise<object>;
}

const FOLLOW_UP_KINDS: readonly FollowUpKind[] = [
  // Before the emails: the back-in-stock emails it queues go out in the same run.
  {
    name: 'stockAlerts',
    sweep: async (db, options) => {
      const repaired = await markSellableAlertsDue(db);
      const { queued, rewaited } = await sendDueStockAlerts(db, options);
      return { queued, rewaited, repaired };
    },
  },
  { name: 'emails', sweep: (db, options) => sweepEmails(db, options) },
  { name: 'refunds', sweep: (db, options) => processRefunds(db, options) },
  // Not follow-up work as such, but housekeeping that must run somewhere periodic.
  { name: 'revokedSessions', sweep: (db, options) => sweepRevokedSessions(db, options) },
];

/** Long enough to drain a burst at 2 sends a second, short of any serverless time limit. */
const SWEEP_BUDGET_MS = 25_000;

/** Runs every kind's sweep within one time budget; one kind's failure does not stop the others. */
export async function runFollowUps(db: Db, options: { budgetMs?: number; now?: Date } = {}): Promise<Record<string, object>> {
  const deadline = Date.now() + (options.budgetMs ?? SWEEP_BUDGET_MS);
  const report: Record<string, object> = {};
  for (const kind of FOLLOW_UP_KINDS) {
    try {
      report[kind.name] = await kind.sweep(db, { deadline, now: options.now });
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      log.error(`follow-ups:${kind.name}`, message);
      report[kind.name] = { error: message };
    }
  }
  return report;
}

export const OPPORTUNISTIC_INTERVAL_MS = 60_000;

/**
 * A once-per-interval gate for this process, on the caller's clock (tests pass their own).
 * `due` only looks; `take` looks and, when due, starts the next interval.
 */
export function intervalGate(intervalMs: number) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    due: (now: number) => now - last >= intervalMs,
    take(now: number): boolean {
      if (now - last < intervalMs) return false;
      last = now;
      return true;
    },
    reset() {
      last = Number.NEGATIVE_INFINITY;
    },
  };
}

/** The one throttle of this instance's opportunistic sweeps: start-up, any request, the order routes. */
export const followUpGate = intervalGate(OPPORTUNISTIC_INTERVAL_MS);

/** What an opportunistic run may take: short of a request's own time, the cron has 25 s. */
export const OPPORTUNISTIC_BUDGET_MS = 10_000;

/**
 * From ordinary traffic, after the response: at most once a minute per instance, and cheap when
 * nothing is due (one indexed UPDATE that matches no row). Never throws.
 */
export async function maybeRunFollowUps(db: Db, now: number = Date.now()): Promise<void> {
  if (!followUpGate.take(now)) return;
  await runFollowUps(db, { budgetMs: OPPORTUNISTIC_BUDGET_MS });
}

/** For tests: lets the next maybeRunFollowUps run at once. */
export function resetFollowUpThrottle(): void {
  followUpGate.reset();
}
