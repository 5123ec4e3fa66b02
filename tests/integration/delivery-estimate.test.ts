import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { GET as estimate } from '@/app/api/v1/delivery-estimate/route';
import * as rulesRoute from '@/app/api/v1/delivery-rules/route';
import { auditLog } from '@/lib/db/schema';
import { DEFAULT_DELIVERY_RULES, estimateDelivery } from '@/lib/delivery/estimate';
import { readDeliveryRules } from '@/lib/delivery/read-rules';
import { call } from '../helpers/http';
import { useTestDatabase } from '../helpers/db';
import { createAdminAndCustomer, type Shopper } from '../helpers/shoppers';

const db = useTestDatabase();

let admin: Shopper;
let customer: Shopper;

beforeAll(async () => {
  ({ admin, customer } = await createAdminAndCustomer(db()));
});

const ask = (pin?: string) => call(estimate, { path: pin === undefined ? '/api/v1/delivery-estimate' : `/api/v1/delivery-estimate?pin=${encodeURIComponent(pin)}` });
const put = (body: unknown, headers: Record<string, string> = admin.headers) =>
  call(rulesRoute.PUT, { method: 'PUT', path: '/api/v1/delivery-rules', body, headers });

describe('the migration', () => {
  it('seeds the default rules', async () => {
    expect(await readDeliveryRules(db())).toEqual(DEFAULT_DELIVERY_RULES);
  });
});

describe('GET /api/v1/delivery-estimate', () => {
  it('answers a metro PIN with its zone and an Indian date range', async () => {
    const res = await ask('560001');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const rules = await readDeliveryRules(db());
    const expected = estimateDelivery(rules, 'metro', '560001', new Date());
    expect(res.body.data).toEqual(expected);
    expect(res.body.data.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.data.to >= res.body.data.from).toBe(true);
  });

  it.each([
    ['110 001', 'metro', '110001'],
    ['302001', 'rest', '302001'],
    ['781001', 'north-east-jk', '781001'],
    ['744101', 'remote', '744101'],
  ])('%s is in the %s zone', async (pin, zone, bare) => {
    const res = await ask(pin);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ pin: bare, zone });
  });

  it.each([
    [undefined, 'PIN code is required'],
    ['', 'PIN code is required'],
    ['5600', 'PIN code must be 6 digits'],
    ['56o001', 'A PIN code has digits only'],
    ['060001', 'A PIN code cannot start with 0'],
    ['350001', 'We do not recognise PIN code 350001; please check it'],
  ])('refuses %j with 400 and the PIN field’s words', async (pin, message) => {
    const res = await ask(pin);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message, code: 'VALIDATION_ERROR', errors: { pin: [message] } });
  });
});

describe('/api/v1/delivery-rules (admin)', () => {
  it('refuses guests (401) and customers (403)', async () => {
    for (const run of [(h: Record<string, string>) => call(rulesRoute.GET, { path: '/api/v1/delivery-rules', headers: h }), (h: Record<string, string>) => put(DEFAULT_DELIVERY_RULES, h)]) {
      expect((await run({})).status).toBe(401);
      const shopper = await run(customer.headers);
      expect(shopper.status).toBe(403);
      expect(shopper.body.message).toBe('Admin access required');
    }
  });

  it('gives the rules and replaces them, audited; the estimate follows', async () => {
    const got = await call(rulesRoute.GET, { path: '/api/v1/delivery-rules', headers: admin.headers });
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(await readDeliveryRules(db()));

    const next = { ...DEFAULT_DELIVERY_RULES, zones: { ...DEFAULT_DELIVERY_RULES.zones, metro: { minDays: 10, maxDays: 12 } }, holidays: ['2027-01-26', '2026-12-25'] };
    const saved = await put(next);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Delivery rules saved');
    expect(saved.body.data.holidays).toEqual(['2026-12-25', '2027-01-26']);
    expect((await readDeliveryRules(db())).zones.metro).toEqual({ minDays: 10, maxDays: 12 });

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delivery_rules.update'), eq(auditLog.actorId, admin.id)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit).toMatchObject({ entityType: 'delivery_rules', actorEmail: admin.email });
    expect((audit!.before as typeof next).zones.metro).toEqual(DEFAULT_DELIVERY_RULES.zones.metro);
    expect((audit!.after as typeof next).zones.metro).toEqual({ minDays: 10, maxDays: 12 });

    const res = await ask('560001');
    expect(res.body.data).toEqual(estimateDelivery(await readDeliveryRules(db()), 'metro', '560001', new Date()));

    await put(DEFAULT_DELIVERY_RULES);
  });

  it('refuses impossible rules with 400 and the field', async () => {
    const res = await put({ ...DEFAULT_DELIVERY_RULES, cutoff: '2pm' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Cut-off must be a time like 14:00', errors: { cutoff: ['Cut-off must be a time like 14:00'] } });
    expect(await readDeliveryRules(db())).toEqual(DEFAULT_DELIVERY_RULES);
  });
});
