/** Helpers for running the suites on a real PostgreSQL (DATABASE_URL). */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * The maintenance database on the same server, for CREATE/DROP DATABASE, on the direct URL when
 * one is set (DATABASE_URL_UNPOOLED): the tests themselves may run through a pooler.
 */
export function adminUrl(url: string): string {
  return withDatabase(directUrl(url), 'postgres');
}

/** The direct counterpart of a (possibly pooled) test URL. */
export function directUrl(url: string): string {
  const direct = process.env.DATABASE_URL_UNPOOLED?.trim();
  if (!direct) return url;
  return withDatabase(direct, new URL(url).pathname.slice(1) || 'postgres');
}

export function templateDatabaseName(): string {
  return `store_test_tpl_${process.pid}`;
}
