import { isProductionDeployment } from '../deployment';
import { directDatabaseUrl, onVercel, pooledDatabaseUrl } from '../db/urls';
import { DEFAULT_EMAIL_FROM, defaultSiteUrl } from '../env';
import { paymentSetup, type PaymentSettings } from '../payments/setup';

/*
 * "Before you launch": what a shop owner must still set before real customers arrive, as pure
 * functions of the settings (a plain source, as process.env) and a few facts read from the
 * database, so every rule is table-tested without a server. lib/readiness/index.ts gathers the
 * facts; GET /api/v1/admin/readiness and the dashboard's checklist show the answer. Messages
 * name settings, never their values.
 */

type Source = Record<string, string | undefined>;

export type CheckStatus = 'ok' | 'warn' | 'fail';

export interface CheckResult {
  status: CheckStatus;
  message: string;
}

export interface ReadinessCheck extends CheckResult {
  id: string;
  /** Where in the back office to act on it, when there is such a place. */
  href?: string;
}

/** What Cashfree answered a harmless authenticated read (lib/payments/probe.ts); undefined when not asked. */
export type CashfreeProbe = 'accepted' | 'rejected' | 'unreachable';

export interface ReadinessFacts {
  /** Migrations this build ships that the database lacks, and ones it has that this build does not know; null when unreadable. */
  migrations: { pending: number; unknown: number } | null;
  /** Live perfumes in the shop. */
  liveProducts: number;
  cashfree?: CashfreeProbe;
}

const set = (v: string | undefined) => !!v?.trim();
const ok = (message: string): CheckResult => ({ status: 'ok', message });
/** Serious on a production deployment, a reminder elsewhere. */
const serious = (production: boolean, message: string): CheckResult => ({ status: production ? 'fail' : 'warn', message });

/** The settings paymentSetup reads, from a raw source (as env() would parse them). */
function paymentSettings(source: Source): PaymentSettings {
  const flag = (v: string | undefined) => ['true', '1', 'yes'].includes(v?.trim() ?? '');
  return {
    NODE_ENV: source.NODE_ENV ?? 'development',
    CASHFREE_CLIENT_ID: source.CASHFREE_CLIENT_ID?.trim() || undefined,
    CASHFREE_CLIENT_SECRET: source.CASHFREE_CLIENT_SECRET?.trim() || undefined,
    CASHFREE_ENV: source.CASHFREE_ENV?.trim() === 'production' ? 'production' : 'sandbox',
    LOCAL_GATEWAY: flag(source.LOCAL_GATEWAY),
    usesEmbeddedDatabase: !pooledDatabaseUrl(source),
  };
}

export function paymentsCheck(source: Source, cashfree?: CashfreeProbe): CheckResult {
  const production = isProductionDeployment(source);
  const setup = paymentSetup(paymentSettings(source), source);
  if (setup.kind === 'none') {
    return { status: 'fail', message: `Online payment is not configured, so Place Order is refused. ${setup.reason}` };
  }
  if (setup.kind === 'local') {
    return serious(production, 'The built-in test gateway takes payments: no real money moves. Set CASHFREE_CLIENT_ID, CASHFREE_CLIENT_SECRET and CASHFREE_ENV for real payments.');
  }
  const env = setup.mode === 'production' ? 'production' : 'sandbox (test)';
  if (cashfree === 'rejected') {
    return {
      status: 'fail',
      message: `Cashfree’s ${env} environment refused the keys: they are wrong, or issued for the other environment (check CASHFREE_ENV).`,
    };
  }
  if (setup.mode === 'sandbox' && production) {
    return { status: 'fail', message: 'Cashfree is in sandbox mode: shoppers would pay with test cards and no money would arrive. Set production keys and CASHFREE_ENV=production.' };
  }
  if (cashfree === 'unreachable') return { status: 'warn', message: `Cashfree ${env}: the keys could not be checked just now (Cashfree did not answer).` };
  return ok(`Cashfree ${env}${cashfree === 'accepted' ? ', keys accepted' : ''}.`);
}

export function emailCheck(source: Source): CheckResult {
  const production = isProductionDeployment(source);
  if (!set(source.RESEND_API_KEY)) {
    return serious(production, 'No RESEND_API_KEY: order confirmations, password resets and shipping emails stay in the outbox (/admin/emails) and reach nobody.');
  }
  const from = source.EMAIL_FROM?.trim() || DEFAULT_EMAIL_FROM;
  if (from === DEFAULT_EMAIL_FROM) {
    return { status: 'warn', message: 'EMAIL_FROM is still the default sender: set an address on your own domain verified in Resend, or Resend refuses the emails.' };
  }
  if (!set(source.RESEND_WEBHOOK_SECRET)) {
    return { status: 'warn', message: 'Emails go through Resend, but without RESEND_WEBHOOK_SECRET bounces and complaints are not recorded.' };
  }
  return ok('Emails go through Resend from your own sender.');
}

export function siteUrlCheck(source: Source): CheckResult {
  const production = isProductionDeployment(source);
  const explicit = source.SITE_URL?.trim();
  const effective = explicit || defaultSiteUrl(source);
  if (!effective) {
    return serious(production, 'SITE_URL is not set: links in emails and the payment gateway’s return address point at localhost.');
  }
  let url: URL;
  try {
    url = new URL(effective);
  } catch {
    return { status: 'fail', message: 'SITE_URL is not a URL.' };
  }
  if (['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) {
    return serious(production, 'SITE_URL points at this machine (localhost): set it to the shop’s public https address.');
  }
  if (url.protocol !== 'https:') return serious(production, 'SITE_URL is not https: set the shop’s public https address.');
  if (!explicit) return { status: 'warn', message: `SITE_URL is not set; links use Vercel’s address (${url.host}). Set it to your own domain.` };
  return ok(`Links point at ${url.host}.`);
}

export function uploadsCheck(source: Source): CheckResult {
  if (set(source.UPLOADTHING_TOKEN)) return ok('Photos go to UploadThing.');
  if (onVercel(source)) {
    return serious(isProductionDeployment(source), 'No UPLOADTHING_TOKEN: Vercel’s disk is read-only, so product photos cannot be uploaded.');
  }
  return ok('Photos are kept on this server’s disk (DATA_DIR/uploads); every instance must share it.');
}

export function cronSecretCheck(source: Source): CheckResult {
  if (!onVercel(source)) return ok('Not on Vercel: ordinary traffic runs the order expiry and email follow-ups.');
  if (set(source.CRON_SECRET)) return ok('CRON_SECRET is set: Vercel Cron runs the daily jobs.');
  return serious(
    isProductionDeployment(source),
    'No CRON_SECRET: Vercel Cron’s daily order expiry and email follow-ups are refused, and only ordinary traffic runs them.',
  );
}

export function googleSignInCheck(source: Source): CheckResult {
  const id = set(source.AUTH_GOOGLE_ID);
  const secret = set(source.AUTH_GOOGLE_SECRET);
  if (id && secret) return ok('Google sign-in is offered.');
  if (id || secret) return { status: 'fail', message: `Only ${id ? 'AUTH_GOOGLE_ID' : 'AUTH_GOOGLE_SECRET'} is set: Google sign-in needs both.` };
  return { status: 'warn', message: 'Google sign-in is off (AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET not set); shoppers sign in by email. Fine if intended.' };
}

/** Neon's pooled host carries "-pooler", Supabase's pooler is pooler.supabase.com (port 6543 in transaction mode). */
function looksPooled(url: string): boolean {
  try {
    const u = new URL(url);
    return /-pooler\.|pooler\.|pgbouncer/i.test(u.hostname) || u.port === '6543' || u.searchParams.get('pgbouncer') === 'true';
  } catch {
    return false;
  }
}

export function databaseCheck(source: Source, migrations: ReadinessFacts['migrations']): CheckResult {
  if (!migrations) return { status: 'fail', message: 'The applied migrations could not be read: run `npm run db:migrate`.' };
  if (migrations.pending > 0) {
    return { status: 'fail', message: `${migrations.pending} migration(s) of this version are not applied: run \`npm run db:migrate\` on the direct connection.` };
  }
  if (migrations.unknown > 0) {
    return { status: 'warn', message: `The database has ${migrations.unknown} migration(s) this version does not know: a newer version migrated it.` };
  }
  const pooled = pooledDatabaseUrl(source);
  if (onVercel(source) && pooled) {
    if (!looksPooled(pooled)) {
      return { status: 'warn', message: 'Migrations are current, but DATABASE_URL does not look like the provider’s pooled connection: many instances may exhaust the database’s connections.' };
    }
    if (directDatabaseUrl(source) === pooled) {
      return { status: 'warn', message: 'Migrations are current, but no direct URL (DATABASE_URL_UNPOOLED, POSTGRES_URL_NON_POOLING or DIRECT_URL) is set: migrations run through the pooler.' };
    }
  }
  return ok(pooled ? 'Migrations are current.' : 'Migrations are current (embedded database).');
}

export function catalogueCheck(liveProducts: number): CheckResult {
  if (liveProducts > 0) return ok(`${liveProducts} ${liveProducts === 1 ? 'perfume is' : 'perfumes are'} live in the shop.`);
  return { status: 'warn', message: 'No perfumes are live yet: the shop says its collection is being prepared. Add your first perfume in Products.' };
}

/** Every check, in the order an owner would work through them. `storeDetails` is the store-details check's result. */
export function readinessChecks(source: Source, facts: ReadinessFacts, storeDetails: CheckResult): ReadinessCheck[] {
  return [
    { id: 'store-details', ...storeDetails },
    { id: 'payments', ...paymentsCheck(source, facts.cashfree) },
    { id: 'email', ...emailCheck(source) },
    { id: 'site-url', ...siteUrlCheck(source) },
    { id: 'uploads', ...uploadsCheck(source) },
    { id: 'cron-secret', ...cronSecretCheck(source) },
    { id: 'google-sign-in', ...googleSignInCheck(source) },
    { id: 'database', ...databaseCheck(source, facts.migrations) },
    { id: 'catalogue', ...catalogueCheck(facts.liveProducts), href: '/admin/products' },
  ];
}

export const allOk = (checks: readonly ReadinessCheck[]) => checks.every((c) => c.status === 'ok');
