import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as NOTIFY } from '@/app/api/v1/products/[id]/notify/route';
import { POST as UNSUBSCRIBE } from '@/app/api/v1/stock-alerts/unsubscribe/route';
import { PUT as UPDATE_PRODUCT } from '@/app/api/v1/products/[id]/route';
import * as cron from '@/app/api/v1/cron/follow-ups/route';
import { emailOutbox, productVariants, stockAlerts } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { runFollowUps } from '@/lib/jobs/run';
import { waitingBySize } from '@/lib/stock-alerts/admin';
import { erasePersonalData } from '@/lib/users/delete-account';
import { sendDueStockAlerts } from '@/lib/stock-alerts/job';
import { useTestDatabase } from '../helpers/db';
import { envSwitcher } from '../helpers/env';
import { call } from '../helpers/http';
import { createProduct, createShopper } from '../helpers/shoppers';

const db = useTestDatabase();

let ipCounter = 0;
/** A fresh client address per request group, so one test never uses up another's allowance. */
const freshIp = () => `198.51.100.${(++ipCounter % 250) + 1}`;
let addressCounter = 0;
const fresh = (tag = 'waiter') => `${tag}${++addressCounter}-${Date.now().toString(36)}@example.in`;

function notify(productId: string, body: unknown, headers: Record<string, string> = {}) {
  return call(NOTIFY, {
    method: 'POST',
    path: `/api/v1/products/${productId}/notify`,
    params: { id: productId },
    body,
    headers: { 'x-forwarded-for': freshIp(), ...headers },
  });
}
const unsubscribe = (token: unknown) => call(UNSUBSCRIBE, { method: 'POST', path: '/api/v1/stock-alerts/unsubscribe', body: { token } });

/** An out-of-stock perfume with its default 50 ml size and a second, 100 ml, size (also out of stock). */
async function soldOutPerfume(name = `Oud Alert ${newId().slice(-5)}`) {
  const product = await createProduct(db(), { stock: 0, name });
  const [size50] = await db().select().from(productVariants).where(eq(productVariants.productId, product.id));
  const [size100] = await db()
    .insert(productVariants)
    .values({ productId: product.id, label: '100 ml', volumeMl: 100, pricePaise: 249_900, mrpPaise: 249_900, stock: 0, sku: `T-${product.id}-100`, position: 1 })
    .returning();
  return { product, size50: size50!, size100: size100! };
}

const setStock = (variantId: string, stock: number) => db().update(productVariants).set({ stock }).where(eq(productVariants.id, variantId));

const alertsOf = (variantId: string) => db().select().from(stockAlerts).where(eq(stockAlerts.variantId, variantId)).orderBy(asc(stockAlerts.email));

const backInStockMails = (to: readonly string[]) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.template, 'back-in-stock'), inArray(emailOutbox.to, [...to])))
    .orderBy(asc(emailOutbox.to));

function unsubscribeTokenIn(text: string): string {
  const m = /\/stock-alerts\/unsubscribe\?token=([A-Za-z0-9_.%-]+)/.exec(text);
  if (!m) throw new Error(`no unsubscribe link in:\n${text}`);
  return decodeURIComponent(m[1]!);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

describe('POST /api/v1/products/{id}/notify', () => {
  it('answers 201 and keeps one waiting request however often (and in whatever case) it is asked', async () => {
    const { product, size50 } = await soldOutPerfume('Oud Idempotent');
    const email = fresh();
    const first = await notify(product.id, { email });
    const again = await notify(product.id, { email: `  ${email.toUpperCase()} ` });

    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      success: true,
      message: 'We will email you once Oud Idempotent 50 ml is back in stock.',
      data: { productId: product.id, variantId: size50.id, size: '50 ml' },
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const rows = await alertsOf(size50.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, productId: product.id, dueAt: null, notifiedAt: null, userId: null });
  });

  it('says the same whether the address is new, already waits, or belongs to an account', async () => {
    const { product } = await soldOutPerfume();
    const waiting = fresh('waiting');
    await notify(product.id, { email: waiting });
    const account = await createShopper(db());
    const answers = [];
    for (const email of [fresh('new'), waiting, account.email, 'customer@maisonaurelle.test']) {
      const res = await notify(product.id, { email });
      answers.push({ status: res.status, body: res.body, headers: res.headers.get('cache-control') });
    }
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(201);
  });

  it('subscribes a signed-in customer in one click: their account address, linked to them', async () => {
    const { product, size100 } = await soldOutPerfume();
    const shopper = await createShopper(db());
    const res = await notify(product.id, { variantId: size100.id }, shopper.headers);
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ productId: product.id, variantId: size100.id, size: '100 ml' });
    expect(await alertsOf(size100.id)).toMatchObject([{ email: shopper.email, userId: shopper.id }]);
  });

  it('forgets the requests a customer made signed in when their account is deleted', async () => {
    const { product, size50 } = await soldOutPerfume();
    const shopper = await createShopper(db());
    await notify(product.id, {}, shopper.headers);
    const guest = fresh('guest');
    await notify(product.id, { email: guest });
    await db().transaction((tx) => erasePersonalData(tx, shopper.id));
    expect((await alertsOf(size50.id)).map((r) => r.email)).toEqual([guest]);
  });

  it('refuses a bad address, or none from a guest, with 400 on the email field', async () => {
    const { product } = await soldOutPerfume();
    for (const body of [{ email: 'not-an-address' }, { email: `${'a'.repeat(250)}@x.in` }, {}]) {
      const res = await notify(product.id, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: 'Please enter a valid email address' });
      expect(res.body.errors.email).toEqual(['Please enter a valid email address']);
    }
  });

  it('answers 404 for an unknown, malformed or hidden product', async () => {
    const hidden = await createProduct(db(), { stock: 0 });
    await db().execute(sql`update products set is_active = false where id = ${hidden.id}`);
    for (const id of [newId(), 'not-a-product', hidden.id]) {
      const res = await notify(id, { email: fresh() });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Product not found' });
    }
  });

  it('refuses a size of another product, an unknown or an inactive size with 400 on variantId', async () => {
    const { product, size100 } = await soldOutPerfume();
    const other = await soldOutPerfume();
    await db().update(productVariants).set({ isActive: false }).where(eq(productVariants.id, size100.id));
    for (const variantId of [other.size50.id, newId(), size100.id, 'nope']) {
      const res = await notify(product.id, { email: fresh(), variantId });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: 'Please choose a size of this perfume' });
      expect(res.body.errors.variantId).toEqual(['Please choose a size of this perfume']);
    }
    expect(await alertsOf(other.size50.id)).toHaveLength(0);
  });

  it('answers 409 IN_STOCK for a size that can be ordered now, and stores nothing', async () => {
    const { product, size50 } = await soldOutPerfume();
    await setStock(size50.id, 4);
    const res = await notify(product.id, { email: fresh() });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, code: 'IN_STOCK', message: '50 ml is in stock: you can order it now.' });
    expect(await alertsOf(size50.id)).toHaveLength(0);
  });

  it('limits requests per email (10 an hour) and per address (20 an hour) with 429 and Retry-After', async () => {
    const { product, size50, size100 } = await soldOutPerfume();
    const email = fresh('busy');
    for (let i = 0; i < 10; i++) expect((await notify(product.id, { email, variantId: i % 2 ? size100.id : size50.id })).status).toBe(201);
    const perEmail = await notify(product.id, { email });
    expect(perEmail.status).toBe(429);
    expect(perEmail.body).toMatchObject({ success: false, code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' });
    expect(Number(perEmail.headers.get('retry-after'))).toBeGreaterThan(0);

    const ip = '192.0.2.77';
    for (let i = 0; i < 20; i++) expect((await notify(product.id, { email: fresh('ip') }, { 'x-forwarded-for': ip })).status).toBe(201);
    const perIp = await notify(product.id, { email: fresh('ip') }, { 'x-forwarded-for': ip });
    expect(perIp.status).toBe(429);
    expect(perIp.body.code).toBe('RATE_LIMITED');
  });
});

describe('a stranger cannot use up a customer’s Notify me', () => {
  it('requests the client-address limit refused do not count against the email’s limit', async () => {
    const { product } = await soldOutPerfume();
    const victim = fresh('victim');
    const ip = '192.0.2.91';
    // The stranger spends their address's 20 on other addresses, then keeps asking for the victim's.
    for (let i = 0; i < 20; i++) expect((await notify(product.id, { email: fresh('filler') }, { 'x-forwarded-for': ip })).status).toBe(201);
    for (let i = 0; i < 15; i++) expect((await notify(product.id, { email: victim }, { 'x-forwarded-for': ip })).status).toBe(429);
    // The victim, from their own address, is not blocked.
    const own = await notify(product.id, { email: victim });
    expect(own.status).toBe(201);
    expect(own.body.message).toMatch(/^We will email you once/);
  });

  it('a signed-in customer asking for their own address is limited by their account, not by strangers asking for that address', async () => {
    const { product, size50, size100 } = await soldOutPerfume();
    const customer = await createShopper(db());
    // Strangers (each from an address of their own) fill the email's bucket for the hour.
    for (let i = 0; i < 10; i++) expect((await notify(product.id, { email: customer.email, variantId: i % 2 ? size100.id : size50.id })).status).toBe(201);
    expect((await notify(product.id, { email: customer.email })).status).toBe(429);

    const signedIn = await notify(product.id, {}, customer.headers);
    expect(signedIn.status).toBe(201);
    const typed = await notify(product.id, { email: customer.email.toUpperCase(), variantId: size100.id }, customer.headers);
    expect(typed.status).toBe(201);
    // The account has its own 10 an hour.
    for (let i = 0; i < 8; i++) expect((await notify(product.id, {}, customer.headers)).status).toBe(201);
    const over = await notify(product.id, {}, customer.headers);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the back-in-stock job', () => {
  it('marks alerts due when a size comes back, mails each subscriber exactly once, and spends the alert', async () => {
    const { product, size50, size100 } = await soldOutPerfume('Jasmine Alert');
    const [a, b, other] = [fresh('a'), fresh('b'), fresh('other')];
    await notify(product.id, { email: a });
    await notify(product.id, { email: b });
    await notify(product.id, { email: other, variantId: size100.id });

    await setStock(size50.id, 3);
    // The trigger marked both 50 ml alerts due; the 100 ml one still waits.
    expect((await alertsOf(size50.id)).every((r) => r.dueAt !== null)).toBe(true);
    expect((await alertsOf(size100.id))[0]!.dueAt).toBeNull();

    const report = await sendDueStockAlerts(db());
    expect(report).toMatchObject({ queued: 2, rewaited: 0 });
    const mails = await backInStockMails([a, b, other]);
    expect(mails.map((m) => m.to)).toEqual([a, b].sort());
    for (const mail of mails) {
      expect(mail).toMatchObject({ status: 'pending', subject: 'Back in stock: Jasmine Alert 50 ml' });
      expect(mail.text).toContain(`/products/${product.slug}?size=50ml`);
      expect(mail.text).toMatch(/\/stock-alerts\/unsubscribe\?token=/);
    }
    expect(report.emailIds.sort()).toEqual(mails.map((m) => m.id).sort());
    expect((await alertsOf(size50.id)).every((r) => r.notifiedAt !== null)).toBe(true);

    // Spent: running again, or the size selling out and coming back, mails nobody twice.
    expect(await sendDueStockAlerts(db())).toMatchObject({ queued: 0, rewaited: 0 });
    await setStock(size50.id, 0);
    await setStock(size50.id, 5);
    expect(await sendDueStockAlerts(db())).toMatchObject({ queued: 0 });
    expect(await backInStockMails([a, b, other])).toHaveLength(2);
  });

  it('two runs at once share the due alerts: every subscriber gets exactly one email', async () => {
    const { product, size50 } = await soldOutPerfume();
    const emails = [fresh('c1'), fresh('c2'), fresh('c3'), fresh('c4'), fresh('c5')];
    for (const email of emails) await notify(product.id, { email });
    await setStock(size50.id, 10);

    const [one, two] = await Promise.all([sendDueStockAlerts(db(), { batch: 2 }), sendDueStockAlerts(db(), { batch: 2 })]);
    expect(one.queued + two.queued).toBe(5);
    const mails = await backInStockMails(emails);
    expect(mails.map((m) => m.to)).toEqual([...emails].sort());
  });

  it('sends nothing when the size sold out again before the job ran; the alert waits for the next return', async () => {
    const { product, size50 } = await soldOutPerfume();
    const email = fresh('late');
    await notify(product.id, { email });
    await setStock(size50.id, 1);
    await setStock(size50.id, 0);

    expect(await sendDueStockAlerts(db())).toMatchObject({ queued: 0, rewaited: 1 });
    expect(await backInStockMails([email])).toHaveLength(0);
    expect(await alertsOf(size50.id)).toMatchObject([{ email, dueAt: null, notifiedAt: null }]);

    await setStock(size50.id, 2);
    expect(await sendDueStockAlerts(db())).toMatchObject({ queued: 1 });
    expect(await backInStockMails([email])).toHaveLength(1);
  });

  it('a size that came back while its product was hidden is mailed by the sweep once the product is shown again', async () => {
    const { product, size50 } = await soldOutPerfume();
    const email = fresh('hidden');
    await notify(product.id, { email });
    await db().execute(sql`update products set is_active = false where id = ${product.id}`);
    await setStock(size50.id, 4);
    expect(await sendDueStockAlerts(db())).toMatchObject({ queued: 0, rewaited: 1 });
    // Shown again: no size changed, so no trigger; the sweep finds it.
    await db().execute(sql`update products set is_active = true where id = ${product.id}`);
    const report = await runFollowUps(db());
    expect(report.stockAlerts).toMatchObject({ repaired: 1, queued: 1 });
    expect(await backInStockMails([email])).toHaveLength(1);
    expect((await runFollowUps(db())).stockAlerts).toMatchObject({ repaired: 0, queued: 0 });
  });

  it('runs after the admin raises the stock (PUT /products/{id}) and from the follow-ups cron', async () => {
    const admin = await createShopper(db(), { role: 'admin' });
    const { product } = await soldOutPerfume();
    const viaAdmin = fresh('admin-raise');
    await notify(product.id, { email: viaAdmin });
    const put = await call(UPDATE_PRODUCT, {
      method: 'PUT',
      path: `/api/v1/products/${product.id}`,
      params: { id: product.id },
      // A count against the figure the admin saw (sold out).
      body: { stock: 6, expectedStock: 0 },
      headers: admin.headers,
    });
    expect(put.status).toBe(200);
    // Outside a request "after the response" is at once: queued and delivered (the log adapter here).
    expect(await backInStockMails([viaAdmin])).toMatchObject([{ status: 'logged' }]);

    const setEnv = envSwitcher(['CRON_SECRET'] as const);
    setEnv({ CRON_SECRET: 'cron-secret-for-alerts' });
    try {
      const second = await soldOutPerfume();
      const viaCron = fresh('cron');
      await notify(second.product.id, { email: viaCron });
      await setStock(second.size50.id, 9);
      const res = await call(cron.GET, { path: '/api/v1/cron/follow-ups', headers: { authorization: 'Bearer cron-secret-for-alerts' } });
      expect(res.status).toBe(200);
      expect(res.body.data.stockAlerts).toEqual({ queued: 1, rewaited: 0, repaired: 0 });
      // The same run's email sweep delivered it.
      expect(await backInStockMails([viaCron])).toMatchObject([{ status: 'logged' }]);
    } finally {
      setEnv({});
    }
  });
});

describe('unsubscribing', () => {
  it('the emailed link stops every alert still waiting for that address; a second press says the same', async () => {
    const first = await soldOutPerfume();
    const second = await soldOutPerfume();
    const email = fresh('leaving');
    const bystander = fresh('staying');
    await notify(first.product.id, { email });
    await notify(second.product.id, { email });
    await notify(second.product.id, { email: bystander });
    await setStock(first.size50.id, 2);
    await sendDueStockAlerts(db());
    const [mail] = await backInStockMails([email]);
    const token = unsubscribeTokenIn(mail!.text);

    const res = await unsubscribe(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: null,
      message: 'You will get no more back-in-stock emails at this address, unless you ask for one again.',
    });
    expect((await unsubscribe(token)).body).toEqual(res.body);

    await setStock(second.size50.id, 2);
    expect(await sendDueStockAlerts(db())).toMatchObject({ queued: 1 });
    expect(await backInStockMails([email])).toHaveLength(1);
    expect(await backInStockMails([bystander])).toHaveLength(1);
    // Asking again later is a new request, and is honoured.
    await setStock(second.size50.id, 0);
    expect((await notify(second.product.id, { email })).status).toBe(201);
    expect((await alertsOf(second.size50.id)).filter((r) => r.email === email && r.unsubscribedAt === null)).toHaveLength(1);
  });

  it('refuses a forged, altered or malformed token with 400', async () => {
    const { product, size50 } = await soldOutPerfume();
    const email = fresh('victim');
    await notify(product.id, { email });
    const [alert] = await alertsOf(size50.id);
    const forged = `${alert!.id}.${Buffer.alloc(32, 7).toString('base64url')}`;
    for (const token of [forged, `${newId()}.abc`, 'x'.repeat(40), '']) {
      const res = await unsubscribe(token);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await alertsOf(size50.id))[0]!.unsubscribedAt).toBeNull();
  });
});

describe('the back office count', () => {
  it('counts who waits for each size, leaving out the mailed and the unsubscribed', async () => {
    const { product, size50, size100 } = await soldOutPerfume();
    for (const email of [fresh(), fresh(), fresh()]) await notify(product.id, { email });
    await notify(product.id, { email: fresh(), variantId: size100.id });
    const gone = fresh();
    await notify(product.id, { email: gone, variantId: size100.id });
    await db().update(stockAlerts).set({ unsubscribedAt: new Date() }).where(eq(stockAlerts.email, gone));

    expect(await waitingBySize(db(), [product.id, newId()])).toEqual({
      [product.id]: [
        { variantId: size50.id, label: '50 ml', waiting: 3 },
        { variantId: size100.id, label: '100 ml', waiting: 1 },
      ],
    });
  });
});
