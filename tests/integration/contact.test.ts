import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/v1/contact/route';
import { contactMessages } from '@/lib/db/schema';
import { isId } from '@/lib/ids';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';

const db = useTestDatabase();

const valid = {
  name: 'Ananya Iyer',
  email: 'ananya@example.in',
  subject: 'Gift wrapping',
  message: 'Do you gift-wrap orders to Pune?',
};

let ipCounter = 0;
/** A fresh client address per test, so one test's messages never use up another's allowance. */
const freshIp = () => `198.51.100.${++ipCounter}`;

function send(body: unknown, ip = freshIp(), extraHeaders: Record<string, string> = {}) {
  return call(POST, {
    method: 'POST',
    path: '/api/v1/contact',
    body,
    headers: { 'x-forwarded-for': ip, 'user-agent': 'ContactTest/1.0', ...extraHeaders },
  });
}

async function storedCount(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(contactMessages);
  return row?.n ?? 0;
}

describe('POST /api/v1/contact', () => {
  it('stores the message with the address our side recorded (not a leading forwarded entry the client wrote) and the user agent, and answers 201', async () => {
    const before = await storedCount();
    const res = await call(POST, {
      method: 'POST',
      path: '/api/v1/contact',
      body: { ...valid, name: '  Ananya Iyer  ', message: 'Line one\r\nLine two\u0007' },
      // No proxy of ours in front (TRUSTED_PROXY_HOPS=0): the last entry is the one `next start` wrote.
      headers: { 'x-forwarded-for': '10.0.0.2, 10.0.0.3, 203.0.113.7', 'user-agent': 'Mozilla/5.0 (Test)' },
    });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Message sent successfully' });
    const data = res.body.data;
    expect(Object.keys(data).sort()).toEqual(['_id', 'createdAt', 'email', 'id', 'isRead', 'message', 'name', 'subject']);
    expect(isId(data._id)).toBe(true);
    expect(data.id).toBe(data._id);
    expect(data).toMatchObject({
      name: 'Ananya Iyer',
      email: 'ananya@example.in',
      subject: 'Gift wrapping',
      message: 'Line one\nLine two',
      isRead: false,
    });
    expect(Number.isNaN(Date.parse(data.createdAt))).toBe(false);

    expect(await storedCount()).toBe(before + 1);
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.id, data._id));
    expect(row).toMatchObject({
      name: 'Ananya Iyer',
      message: 'Line one\nLine two',
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (Test)',
      isRead: false,
      phone: null,
    });
  });

  it('stores markup as plain text, exactly as typed', async () => {
    const res = await send({ ...valid, message: '<script>alert(1)</script> & more' });
    expect(res.status).toBe(201);
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.id, res.body.data.id));
    expect(row?.message).toBe('<script>alert(1)</script> & more');
  });

  it('keeps the optional phone, company and location', async () => {
    const res = await send({ ...valid, phone: '+91 98450 12345', company: 'Acme Corp', location: 'Pune' });
    expect(res.status).toBe(201);
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.id, res.body.data.id));
    expect(row).toMatchObject({ phone: '+91 98450 12345', company: 'Acme Corp', location: 'Pune' });
  });

  describe('rejects bad input with 400 and the service message, storing nothing', () => {
    it.each([
      ['no name', { ...valid, name: '' }, 'Missing required fields: name'],
      ['blank subject', { ...valid, subject: '   ' }, 'Missing required fields: subject'],
      ['no email and message', { name: 'A', subject: 'B' }, 'Missing required fields: email, message'],
      ['nothing', {}, 'Missing required fields: name, email, subject, message'],
      ['an array body', [valid], 'Missing required fields: name, email, subject, message'],
      ['a bad e-mail', { ...valid, email: 'ananya@example' }, 'Invalid email format'],
      ['an e-mail with spaces', { ...valid, email: 'an anya@example.in' }, 'Invalid email format'],
      ['a long name', { ...valid, name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
      ['a long subject', { ...valid, subject: 'x'.repeat(201) }, 'Subject must be at most 200 characters'],
      ['a long message', { ...valid, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    ])('%s', async (_label, body, message) => {
      const before = await storedCount();
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
      expect(await storedCount()).toBe(before);
    });

    it('malformed JSON', async () => {
      const before = await storedCount();
      const res = await call(POST, {
        method: 'POST',
        path: '/api/v1/contact',
        rawBody: '{"name": "Ananya",',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'Request body must be valid JSON' });
      expect(await storedCount()).toBe(before);
    });

    it('an empty body', async () => {
      const res = await call(POST, {
        method: 'POST',
        path: '/api/v1/contact',
        headers: { 'x-forwarded-for': freshIp() },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Missing required fields: name, email, subject, message');
    });
  });

  describe('rate limit: 5 messages per IP per 10 minutes', () => {
    it('refuses the 6th message from one IP with 429 and Retry-After, while another IP still succeeds', async () => {
      const ip = '192.0.2.44';
      for (let i = 1; i <= 5; i++) {
        const res = await send({ ...valid, subject: `Question ${i}` }, ip);
        expect(res.status, `message ${i}`).toBe(201);
      }
      const before = await storedCount();

      const refused = await send({ ...valid, subject: 'Question 6' }, ip);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        success: false,
        message: 'Too many messages. Please try again in a few minutes.',
        code: 'RATE_LIMITED',
      });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(590);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(await storedCount()).toBe(before);

      // The limit is per address the client cannot choose: entries it writes in front of the one
      // recorded for it (the last, with no proxy of ours) change nothing.
      const spoofed = await send({ ...valid, subject: 'Question 7' }, `198.51.100.77, ${ip}`);
      expect(spoofed.status).toBe(429);

      const other = await send({ ...valid, subject: 'From elsewhere' }, '192.0.2.45');
      expect(other.status).toBe(201);
      expect(await storedCount()).toBe(before + 1);
    });

    it('does not count invalid submissions against the allowance', async () => {
      const ip = '192.0.2.60';
      for (let i = 0; i < 6; i++) {
        expect((await send({ ...valid, email: 'nope' }, ip)).status).toBe(400);
      }
      expect((await send(valid, ip)).status).toBe(201);
    });
  });
});
