import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/v1/health/route';
import { getDbHandle, setDbHandle, type DbHandle } from '@/lib/db/client';
import { useTestDatabase } from '../helpers/db';

useTestDatabase();

describe('GET /api/v1/health', () => {
  it('reports the database reachable', async () => {
    const res = await GET();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.data.status).toBe('ok');
    expect(body.data.database.reachable).toBe(true);
    expect(body.data.database.kind).toBe(process.env.DATABASE_URL?.trim() ? 'pg' : 'pglite');
    expect(body.data.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.data.database).toMatchObject({ schemaCurrent: true, pendingMigrations: 0 });
  });

  it('answers 503 without details when the database is down', async () => {
    const real = await getDbHandle();
    const broken = {
      kind: real.kind,
      db: { execute: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')) },
      close: async () => {},
    } as unknown as DbHandle;
    setDbHandle(broken);
    try {
      const res = await GET();
      expect(res.status).toBe(503);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ success: false, message: 'Database unreachable', code: 'UNAVAILABLE' });
      expect(text).not.toContain('ECONNREFUSED');
    } finally {
      setDbHandle(real);
    }
    expect((await GET()).status).toBe(200);
  });
});
