import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/v1/health/route';
import { useTestDatabase } from '../helpers/db';

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
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
  });
});
