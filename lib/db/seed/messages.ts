/*
 * What a refused seed run tells the operator, and the demo address it names. One file per domain,
 * one naming scheme: docs/architecture.md#messages.
 */

/** The demo accounts' defaults (lib/env.ts), which a real shop must never use. */
export const DEMO_ADMIN_EMAIL = 'admin@maisonaurelle.test';

export const SEED_MESSAGES = {
  demoInProduction:
    'SEED=demo is refused on a production deployment: the demo shop (fictional perfumes, invented reviews, live coupons) must not reach real customers. Use SEED=true to create only your admin account, or SEED=false; for a staging cluster set STAGING=true.',
  defaultAdminEmail: `SEED_ADMIN_EMAIL is still the demo address ${DEMO_ADMIN_EMAIL}: set it to the shop owner's email to create the admin account on a production deployment.`,
  defaultAdminPassword:
    'SEED_ADMIN_PASSWORD is still the demo password: set a strong password of your own (at least 12 characters) to create the admin account on a production deployment.',
  weakAdminPassword: 'SEED_ADMIN_PASSWORD is too short for a production admin account: use at least 12 characters.',
} as const;
