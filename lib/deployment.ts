import { onVercel, pooledDatabaseUrl } from './db/urls';

/*
 * What a deployment cannot run without. The embedded local store needs nothing; on Vercel the
 * file system is read-only (no embedded database, no secret file), so a missing setting would
 * otherwise surface as a crash on the first request. next.config.ts reads it: it imports only
 * modules without imports of their own.
 */

type Source = Record<string, string | undefined>;

const set = (v: string | undefined) => !!v?.trim();

/** Names of required settings that are missing, with why; empty when the deployment can serve. */
export function missingDeploymentSettings(source: Source = process.env): { name: string; why: string }[] {
  if (!onVercel(source)) return [];
  const missing: { name: string; why: string }[] = [];
  if (!pooledDatabaseUrl(source)) {
    missing.push({ name: 'DATABASE_URL', why: 'the pooled PostgreSQL connection string (a Neon or Vercel Postgres integration sets it)' });
  }
  if (!set(source.AUTH_SECRET)) {
    missing.push({ name: 'AUTH_SECRET', why: 'signs sessions and tokens; generate one with `openssl rand -base64 33`' });
  }
  return missing;
}

export function misconfigurationMessage(missing: { name: string; why: string }[]): string {
  return `The store is not configured: set ${missing.map((m) => m.name).join(' and ')} in the project's environment variables and redeploy (docs/deploy.md).`;
}

const STAGING_VALUES = new Set(['true', '1', 'yes']);

/**
 * A real shop taking real orders: demo data must never be seeded and the built-in local gateway
 * must never take an order. On Vercel, VERCEL_ENV alone decides (previews are not production).
 * Elsewhere: `next start` (NODE_ENV=production) on a PostgreSQL server, unless STAGING=true says
 * it is a self-hosted staging or test cluster. `npm start` on the embedded database is the local
 * store, never a deployment. Reads the raw settings (not env()), so next.config.ts, scripts and
 * tests can ask about any source.
 */
export function isProductionDeployment(source: Source = process.env): boolean {
  if (onVercel(source)) return source.VERCEL_ENV === 'production';
  if (source.NODE_ENV !== 'production' || !pooledDatabaseUrl(source)) return false;
  return !STAGING_VALUES.has(source.STAGING?.trim() ?? '');
}
