import { sql } from 'drizzle-orm';
import { getDbHandle } from '@/lib/db/client';
import { fail, ok } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const started = Date.now();
  try {
    const handle = await getDbHandle();
    await handle.db.execute(sql`select 1`);
    return ok(
      { status: 'ok', database: { reachable: true, kind: handle.kind, latencyMs: Date.now() - started } },
      { headers: { 'cache-control': 'no-store' } },
    );
  } catch {
    return fail(503, { message: 'Database unreachable', code: 'UNAVAILABLE' });
  }
}
