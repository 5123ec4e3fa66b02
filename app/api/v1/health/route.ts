import { sql } from 'drizzle-orm';
import { getDbHandle } from '@/lib/db/client';
import { DATABASE_RETRY_AFTER_SECONDS } from '@/lib/db/errors';
import { schemaStatus } from '@/lib/db/migrate';
import { readAtRequestTime } from '@/lib/cache';
import { fail, ok } from '@/lib/http/respond';

export async function GET(): Promise<Response> {
  // Answered per request, never prerendered by the build (which has no database).
  await readAtRequestTime();
  const started = Date.now();
  try {
    const handle = await getDbHandle();
    await handle.db.execute(sql`select 1`);
    const latencyMs = Date.now() - started;
    // After a deploy, `pendingMigrations: 0` is the sign that `npm run db:migrate` ran.
    const schema = await schemaStatus(handle.db);
    return ok(
      { status: 'ok', database: { reachable: true, kind: handle.kind, latencyMs, schemaCurrent: schema.current, pendingMigrations: schema.pending } },
      { headers: { 'cache-control': 'no-store' } },
    );
  } catch {
    return fail(503, { message: 'Database unreachable', code: 'UNAVAILABLE' }, { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) });
  }
}
