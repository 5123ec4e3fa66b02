/*
 * What a deployment cannot run without. The embedded local store needs nothing; on Vercel the
 * file system is read-only (no embedded database, no secret file), so a missing setting would
 * otherwise surface as a crash on the first request. Kept free of imports: next.config.ts reads it.
 */

type Source = Record<string, string | undefined>;

const set = (v: string | undefined) => !!v?.trim();

export const onVercelPlatform = (source: Source = process.env) => source.VERCEL === '1' || set(source.VERCEL_ENV);

/** Names of required settings that are missing, with why; empty when the deployment can serve. */
export function missingDeploymentSettings(source: Source = process.env): { name: string; why: string }[] {
  if (!onVercelPlatform(source)) return [];
  const missing: { name: string; why: string }[] = [];
  if (!set(source.DATABASE_URL) && !set(source.POSTGRES_URL)) {
    missing.push({ name: 'DATABASE_URL', why: 'the pooled PostgreSQL connection string (a Neon or Vercel Postgres integration sets it)' });
  }
  if (!set(source.AUTH_SECRET)) {
    missing.push({ name: 'AUTH_SECRET', why: 'signs sessions and tokens; generate one with `openssl rand -base64 33`' });
  }
  return missing;
}

export function misconfigurationMessage(missing: { name: string; why: string }[]): string {
  return `The store is not configured: set ${missing.map((m) => m.name).join(' and ')} in the project's environment variables and redeploy (README, "Deploying on Vercel").`;
}
