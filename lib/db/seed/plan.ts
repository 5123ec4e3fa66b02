import type { SeedMode } from '../../env';
import { DEMO_ADMIN_EMAIL, SEED_MESSAGES } from './messages';

/*
 * What a seed run may create, decided before anything is written. A production deployment gets
 * only its owner's admin account: demo perfumes, invented reviews in the rating markup and live
 * coupons must never reach a real shop (the pitfall that made this rule). No server-only import:
 * the rules are unit-tested over plain settings.
 */

/** `owner`: the admin account from SEED_ADMIN_EMAIL/SEED_ADMIN_PASSWORD and nothing else. */
export type SeedPlan = 'none' | 'owner' | 'demo';

/** The demo admin's default password (lib/env.ts), which a real shop must never use. */
const DEMO_ADMIN_PASSWORD = 'Admin@12345';

/** A seed that must not run: db:migrate exits non-zero with this message, having written nothing. */
export class SeedRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedRefusedError';
  }
}

/** The plan for a SEED setting on a deployment that is (or is not) production; throws SeedRefusedError for demo in production. */
export function seedPlan(mode: SeedMode, production: boolean): SeedPlan {
  if (mode === false) return 'none';
  if (mode === 'demo') {
    if (production) throw new SeedRefusedError(SEED_MESSAGES.demoInProduction);
    return 'demo';
  }
  return production ? 'owner' : 'demo';
}

/** Why the owner's admin account cannot be made from these settings, or null when it can. */
export function ownerAdminRefusal(account: { email: string; password: string }): string | null {
  if (account.email.trim().toLowerCase() === DEMO_ADMIN_EMAIL) return SEED_MESSAGES.defaultAdminEmail;
  if (account.password === DEMO_ADMIN_PASSWORD) return SEED_MESSAGES.defaultAdminPassword;
  if (account.password.length < 12) return SEED_MESSAGES.weakAdminPassword;
  return null;
}
