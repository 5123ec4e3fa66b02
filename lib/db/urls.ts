/*
 * Which PostgreSQL URL each part of the store uses. The running store talks to the database
 * through the provider's pooler (many short-lived instances, each with a few connections);
 * migrations and the seed run once per deploy on a direct connection, which DDL and long
 * transactions need. Vercel's Neon and Postgres integrations inject both under these names.
 */

type Source = Record<string, string | undefined>;

const first = (...values: (string | undefined)[]) => values.map((v) => v?.trim()).find((v) => !!v);

/** The pooled URL the server uses: DATABASE_URL, else POSTGRES_URL (Vercel Postgres, Supabase). */
export function pooledDatabaseUrl(source: Source = process.env): string | undefined {
  return first(source.DATABASE_URL, source.POSTGRES_URL);
}

/** The direct URL migrations and the seed use, falling back to the pooled one. */
export function directDatabaseUrl(source: Source = process.env): string | undefined {
  return first(source.DATABASE_URL_UNPOOLED, source.POSTGRES_URL_NON_POOLING, source.DIRECT_URL, pooledDatabaseUrl(source));
}

/** True on Vercel's build machines and functions. */
export const onVercel = (source: Source = process.env) => source.VERCEL === '1' || !!source.VERCEL_ENV;

/**
 * Connections each instance may hold. Serverless platforms run many instances, each of which
 * needs few; the pooler multiplexes them onto the database's own limit.
 */
export function poolSize(source: Source = process.env): number {
  const n = Number(source.DATABASE_POOL_MAX);
  return Number.isInteger(n) && n >= 1 && n <= 100 ? n : 5;
}
