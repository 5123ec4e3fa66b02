/** Helpers for running the suites on a real PostgreSQL (DATABASE_URL). */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The maintenance database on the same server, for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  return withDatabase(url, 'postgres');
}

export function templateDatabaseName(): string {
  return `store_test_tpl_${process.pid}`;
}
