import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailOutbox, emailSuppressions, users } from '@/lib/db/schema';
import { resendAdapter } from '@/lib/email/adapters';
import { emailList, outboxQuery } from '@/lib/email/admin-list';
import { countOutboxByStatus, getOutboxEmail, listOutboxEmails } from '@/lib/email/admin-queries';
import { retryEmail } from '@/lib/email/admin';
import {
  deliverEmail,
  deliverEmails,
  enqueueEmail,
  ERROR_MAX_LENGTH,
  expireSecretEmails,
  MAX_DELIVERY_ATTEMPTS,
  sweepEmails,
} from '@/lib/email/outbox';
import type { OutgoingEmail, PasswordResetMessage, VerifyEmailMessage } from '@/lib/email/types';
import { newId } from '@/lib/ids';
import { useTestDatabase } from '../helpers/db';
import { oneBottleConfirmation } from '../helpers/email-fixtures';
import { envSwitcher } from '../helpers/env';
import { startResendStandIn, type ResendStandIn } from '../helpers/resend-stand-in';
import { SEED_ADMIN } from '../helpers/auth';

const db = useTestDatabase();

// ───────────── a local stand-in that speaks Resend's POST /emails (tests/helpers/resend-stand-in.ts) ─────────────

const API_KEY = 're_test_key_123';
const FROM = 'Maison Aurelle <care@maisonaurelle.test>';

let standIn: ResendStandIn;
let baseUrl: string;

beforeAll(async () => {
  // These tests send one message at a time; the rate limit has its own tests (email-delivery).
  standIn = await startResendStandIn({ apiKey: API_KEY, perSecond: null });
  baseUrl = standIn.url;
});

afterAll(async () => {
  await standIn.close();
});

// ───────────── settings, restored after every test ─────────────

const setEnv = envSwitcher(['RESEND_API_KEY', 'RESEND_BASE_URL', 'EMAIL_FROM', 'EMAIL_REPLY_TO', 'EMAIL_SENDS_PER_SECOND'] as const);

const REPLY_TO = 'care@maisonaurelle.test';
const useLogAdapter = () => setEnv({ RESEND_API_KEY: undefined, EMAIL_FROM: FROM });
// Pacing has its own tests; here it would only slow sequential sends down.
const useResend = (key = API_KEY, from = FROM) =>
  setEnv({ RESEND_API_KEY: key, RESEND_BASE_URL: baseUrl, EMAIL_FROM: from, EMAIL_REPLY_TO: REPLY_TO, EMAIL_SENDS_PER_SECOND: '50' });
const received = () => standIn.received;

let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  standIn.reset();
  standIn.setRateLimit(null);
  // Delivery failures are logged on purpose; keep the test output readable.
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  errorSpy.mockRestore();
  vi.restoreAllMocks();
  setEnv({});
});

// ───────────── helpers ─────────────

let counter = 0;
function verifyMessage(to = `customer${++counter}@example.in`): VerifyEmailMessage & { to: string } {
  return {
    template: 'verify-email',
    to,
    name: 'Ananya <Iyer>',
    verifyUrl: `http://localhost:3000/verify-email/token-${counter}`,
    expiresInHours: 24,
  };
}

function resetMessage(to = `reset${++counter}@example.in`): PasswordResetMessage & { to: string } {
  return {
    template: 'password-reset',
    to,
    name: 'Ananya',
    resetUrl: `http://localhost:3000/reset-password/RESET-token-${counter}`,
    expiresInMinutes: 60,
  };
}

function orderMessage(to = `order${++counter}@example.in`): OutgoingEmail {
  const message = oneBottleConfirmation({ orderNumber: `MA-${1000 + counter}`, placedAt: new Date(), ordersUrl: 'http://localhost:3000/orders' });
  return { ...message, to, shippingAddress: { ...message.shippingAddress, phone: '9876543210' } };
}

async function seededAdmin() {
  const [admin] = await db().select().from(users).where(eq(users.email, SEED_ADMIN.email));
  return { id: admin!.id, email: admin!.email };
}

async function row(id: string) {
  const [r] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!r) throw new Error(`no outbox row ${id}`);
  return r;
}

// ───────────── enqueue ─────────────

describe('enqueueEmail', () => {
  it('renders the message and stores it as pending', async () => {
    const message = verifyMessage('  ananya@example.in ');
    const { id } = await enqueueEmail(db(), message);
    const stored = await row(id);
    expect(stored).toMatchObject({
      to: 'ananya@example.in',
      subject: 'Confirm your email',
      template: 'verify-email',
      status: 'pending',
      attempts: 0,
      error: null,
      sentAt: null,
      providerMessageId: null,
    });
    expect(stored.html).toContain('Hello Ananya &lt;Iyer&gt;,');
    expect(stored.text).toContain(message.verifyUrl);
    expect(stored.bodyClearedAt).toBeNull();
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    const to = 'rolled-back@example.in';
    await expect(
      db().transaction(async (tx) => {
        await enqueueEmail(tx, verifyMessage(to));
        throw new Error('signup failed after the email was queued');
      }),
    ).rejects.toThrow('signup failed');
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, to))).toHaveLength(0);
  });

  it('refuses a recipient that is not an address, before touching the database', async () => {
    await expect(enqueueEmail(db(), verifyMessage('no-at-sign'))).rejects.toThrow(TypeError);
    await expect(enqueueEmail(db(), verifyMessage('a@b.in\r\nBcc: x@y.in'))).rejects.toThrow(TypeError);
  });
});

// ───────────── delivery through the log ─────────────

describe('deliverEmail without RESEND_API_KEY (log adapter)', () => {
  it('prints one line with the recipient, subject and links, and marks the row logged', async () => {
    useLogAdapter();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const message = verifyMessage();
    const { id } = await enqueueEmail(db(), message);

    await deliverEmail(db(), id);

    expect(info).toHaveBeenCalledTimes(1);
    const line = String(info.mock.calls[0]?.[0]);
    expect(line).toContain(id);
    expect(line).toContain(message.to);
    expect(line).toContain('"Confirm your email"');
    expect(line).toContain(message.verifyUrl);
    expect(line).not.toContain('\n');

    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'logged', attempts: 1, error: null, providerMessageId: null });
    expect(stored.sentAt).toBeInstanceOf(Date);
    expect(received()).toHaveLength(0);
  });

  it('leaves a delivered row, an unknown id and a malformed id alone', async () => {
    useLogAdapter();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { id } = await enqueueEmail(db(), verifyMessage());
    await deliverEmail(db(), id);
    await deliverEmail(db(), id);
    await deliverEmail(db(), newId());
    await deliverEmail(db(), 'not-an-id');
    expect(info).toHaveBeenCalledTimes(1);
    expect((await row(id)).attempts).toBe(1);
  });

  it('delivers at once an email queued on an app clock a second behind the database’s', async () => {
    // The after-response delivery claims with the app's clock; a row due by the database's
    // now() would not be due yet and would wait for the sweep (on PostgreSQL; PGlite shares the clock).
    useLogAdapter();
    vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 1000 });
    try {
      const { id } = await enqueueEmail(db(), verifyMessage());
      await deliverEmail(db(), id);
      expect((await row(id)).status).toBe('logged');
    } finally {
      vi.useRealTimers();
    }
  });

  it('deliverEmails sends each row once', async () => {
    useLogAdapter();
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const a = await enqueueEmail(db(), verifyMessage());
    const b = await enqueueEmail(db(), { template: 'welcome', to: 'w@example.in', name: 'W', shopUrl: 'http://localhost:3000/products' });
    await deliverEmails(db(), [a.id, b.id, 'bogus']);
    expect((await row(a.id)).status).toBe('logged');
    expect((await row(b.id)).status).toBe('logged');
  });
});

// ───────────── delivery through Resend ─────────────

describe('deliverEmail with RESEND_API_KEY (Resend adapter)', () => {
  it('posts the message to /emails with the bearer key, the outbox id as Idempotency-Key, reply-to and tags', async () => {
    useResend();
    const message = verifyMessage();
    const { id } = await enqueueEmail(db(), message);
    const before = await row(id);

    await deliverEmail(db(), id);

    expect(received()).toHaveLength(1);
    const req = received()[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/emails');
    expect(req.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(req.headers['idempotency-key']).toBe(id);
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.body).toEqual({
      from: FROM,
      to: [message.to],
      subject: before.subject,
      html: before.html,
      text: before.text,
      reply_to: REPLY_TO,
      tags: [
        { name: 'template', value: 'verify-email' },
        { name: 'outbox_id', value: id },
      ],
    });

    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, error: null, lockedUntil: null });
    expect(stored.providerMessageId).toBe(standIn.accepted[0]?.id);
    expect(stored.sentAt).toBeInstanceOf(Date);
  });

  // An order email, not a verification email: a failed message with a one-time link is emptied
  // and cannot be retried (see 'one-time links' below), while an ordinary one keeps this behaviour.
  it('fails a 422 at once with Resend’s message, without throwing; Retry makes it due and it is sent under the same key', async () => {
    // A sender Resend refuses: the request itself is wrong, so trying again unchanged is pointless.
    useResend(API_KEY, 'Maison Aurelle');
    const { id } = await enqueueEmail(db(), orderMessage());

    await expect(deliverEmail(db(), id)).resolves.toBeUndefined();
    let stored = await row(id);
    expect(stored.status).toBe('failed');
    expect(stored.attempts).toBe(1);
    expect(stored.sentAt).toBeNull();
    expect(stored.error).toContain('422');
    expect(stored.error).toContain('Invalid `from` field.');
    expect(errorSpy).toHaveBeenCalled();

    // A failed row is not picked up again by itself…
    useResend();
    await deliverEmail(db(), id);
    expect(received()).toHaveLength(1);

    // …until an admin retries it (after fixing the sender): its transaction promises the send,
    // which outside a Next request runs as soon as it has committed.
    await retryEmail(db(), await seededAdmin(), id);
    stored = await row(id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, error: null });
    // Both tries carried the same key, so Resend would deliver once even if the first had gone through.
    // (The follow-up sweep that runs after the send may deliver other rows this file left due.)
    expect(received().map((r) => r.headers['idempotency-key']).filter((key) => key === id)).toEqual([id, id]);
  });

  it('records a wrong API key as a failure', async () => {
    useResend('re_wrong_key');
    const { id } = await enqueueEmail(db(), verifyMessage());
    await deliverEmail(db(), id);
    const stored = await row(id);
    expect(stored.status).toBe('failed');
    expect(stored.error).toMatch(/403.*API key is invalid/);
  });

  it('treats a 2xx answer without an id as a failure to retry', async () => {
    useResend();
    standIn.inject('no-id');
    const { id } = await enqueueEmail(db(), verifyMessage());
    await deliverEmail(db(), id);
    const stored = await row(id);
    expect(stored.error).toMatch(/without a message id/);
    expect(stored.status).toBe('pending');
    expect(stored.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('retries later when the provider does not answer in time', async () => {
    standIn.inject('hang');
    const { id } = await enqueueEmail(db(), verifyMessage());
    const adapter = resendAdapter({ apiKey: API_KEY, baseUrl, timeoutMs: 200 });
    await deliverEmail(db(), id, { adapter });
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null, error: 'Resend did not answer within 200 ms' });
    expect(stored.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('retries later when the provider cannot be reached', async () => {
    // A port nothing listens on: bind one, note it, close it.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    setEnv({ RESEND_API_KEY: API_KEY, RESEND_BASE_URL: `http://127.0.0.1:${port}`, EMAIL_FROM: FROM });

    const { id } = await enqueueEmail(db(), verifyMessage());
    await deliverEmail(db(), id);
    const stored = await row(id);
    expect(stored.status).toBe('pending');
    expect(stored.error).toMatch(/^Could not reach Resend/);
  });

  it('truncates a long provider error', async () => {
    const { id } = await enqueueEmail(db(), verifyMessage());
    await deliverEmail(db(), id, {
      adapter: { name: 'log', send: async () => Promise.reject(new Error('x'.repeat(5000))) },
    });
    const stored = await row(id);
    expect(stored.error).toHaveLength(ERROR_MAX_LENGTH);
    expect(stored.error?.endsWith('…')).toBe(true);
  });

  it('stops retrying after the last allowed attempt', async () => {
    const { id } = await enqueueEmail(db(), verifyMessage());
    const send = vi.fn(async () => Promise.reject(new Error('down')));
    // Each round looks two hours ahead, past any back-off, instead of waiting.
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS + 2; i++) {
      await deliverEmail(db(), id, { adapter: { name: 'log', send }, now: new Date(Date.now() + (i + 1) * 2 * 3600_000) });
    }
    expect(send).toHaveBeenCalledTimes(MAX_DELIVERY_ATTEMPTS);
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });
    expect(stored.error).toBe(`Gave up after ${MAX_DELIVERY_ATTEMPTS} attempts. Last error: down`);
  });
});

// ───────────── one-time links (sign-in, reset, confirmation) ─────────────

describe('one-time links', () => {
  const near = (date: Date | null, expected: number) => {
    expect(date).toBeInstanceOf(Date);
    expect(Math.abs(date!.getTime() - expected)).toBeLessThan(60_000);
  };

  it('enqueue records when the link dies, from the message, and nothing for an ordinary email', async () => {
    const verify = await row((await enqueueEmail(db(), verifyMessage())).id);
    near(verify.secretExpiresAt, Date.now() + 24 * 3600_000);
    const reset = await row((await enqueueEmail(db(), resetMessage())).id);
    near(reset.secretExpiresAt, Date.now() + 60 * 60_000);
    const order = await row((await enqueueEmail(db(), orderMessage())).id);
    expect(order.secretExpiresAt).toBeNull();
  });

  it('an admin reading a pending reset email sees who, what and its state, but not the link', async () => {
    const message = resetMessage();
    const { id } = await enqueueEmail(db(), message);
    expect((await row(id)).text).toContain(message.resetUrl);

    const shown = await getOutboxEmail(db(), id);
    expect(shown).toMatchObject({ id, to: message.to, subject: 'Reset your password', status: 'pending', redacted: true });
    expect(shown!.text).not.toContain('RESET-token');
    expect(shown!.html).not.toContain('RESET-token');
    expect(shown!.text).toContain('[link hidden: one-time password reset link]');
    expect(shown!.html).toContain('[link hidden: one-time password reset link]');
    expect(shown!.text).toContain('This link expires in 1 hour');
  });

  it('after a successful send the row keeps no body; the recipient got the link', async () => {
    useResend();
    const message = resetMessage();
    const { id } = await enqueueEmail(db(), message);

    await deliverEmail(db(), id);

    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'sent', html: '', text: '', subject: 'Reset your password', to: message.to });
    expect(stored.bodyClearedAt).toBeInstanceOf(Date);
    expect(String(received()[0]?.body.text)).toContain(message.resetUrl);
    expect(await getOutboxEmail(db(), id)).toMatchObject({ html: '', text: '', redacted: false, retryable: false });
  });

  it('a logged (no provider) message is cleared too', async () => {
    useLogAdapter();
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { id } = await enqueueEmail(db(), verifyMessage());
    await deliverEmail(db(), id);
    expect(await row(id)).toMatchObject({ status: 'logged', html: '', text: '' });
  });

  it('an ordinary order email stays readable after it is sent', async () => {
    useResend();
    const { id } = await enqueueEmail(db(), orderMessage());
    const before = await row(id);
    await deliverEmail(db(), id);
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'sent', html: before.html, text: before.text, bodyClearedAt: null });
    expect(stored.text).toContain('Oud Royale');
    expect(await getOutboxEmail(db(), id)).toMatchObject({ text: before.text, redacted: false });
  });

  it('an expired, unsent link is never sent: the worker fails it as "link expired" and empties it', async () => {
    useResend();
    const { id } = await enqueueEmail(db(), resetMessage());

    await deliverEmail(db(), id, { now: new Date(Date.now() + 61 * 60_000) });

    expect(received()).toHaveLength(0);
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'failed', error: 'link expired', html: '', text: '', sentAt: null });
    expect(stored.bodyClearedAt).toBeInstanceOf(Date);
  });

  it('the periodic sweep fails and empties a link that died while waiting for a retry', async () => {
    useResend();
    standIn.inject('500');
    const { id } = await enqueueEmail(db(), resetMessage());
    await deliverEmail(db(), id);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });

    // Nothing has expired yet: the sweep's expiry pass leaves it.
    expect(await expireSecretEmails(db())).toBe(0);
    const later = new Date(Date.now() + 2 * 3600_000);
    const tally = await sweepEmails(db(), { now: later });

    expect(tally.failed).toBeGreaterThanOrEqual(1);
    // Other tests' pending rows may go out in this sweep; this one was tried once, never again.
    expect(received().filter((r) => r.headers['idempotency-key'] === id)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'failed', error: 'link expired', html: '', text: '' });
  });

  it('a token email Resend refuses for good is emptied, and Retry refuses it with a reason', async () => {
    useResend(API_KEY, 'Maison Aurelle');
    const { id } = await enqueueEmail(db(), verifyMessage());
    await deliverEmail(db(), id);
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'failed', html: '', text: '' });
    expect(stored.error).toContain('422');
    expect((await listOutboxEmails(db(), { q: stored.to })).items[0]).toMatchObject({ id, retryable: false });

    await expect(retryEmail(db(), await seededAdmin(), id)).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/one-time link.*cannot be sent again/),
    });
    expect(await row(id)).toMatchObject({ status: 'failed' });
  });

  it('a token email suppressed at enqueue is stored without its body', async () => {
    const to = `gone${++counter}@example.in`;
    await db().insert(emailSuppressions).values({ email: to, reason: 'complained' });
    const { id } = await enqueueEmail(db(), {
      template: 'newsletter-confirm',
      to,
      name: '',
      confirmUrl: 'http://localhost:3000/newsletter/confirm?token=secret-n',
      unsubscribeUrl: 'http://localhost:3000/newsletter/unsubscribe?token=x.y',
      expiresInDays: 7,
    });
    expect(await row(id)).toMatchObject({ status: 'suppressed', html: '', text: '' });
  });
});

// ───────────── admin reads ─────────────

describe('admin outbox queries', () => {
  const domain = '@list.outbox.test';
  const base = Date.parse('2026-01-10T10:00:00Z');
  const statuses = ['pending', 'sent', 'failed', 'logged'] as const;
  const ids: string[] = [];

  beforeAll(async () => {
    // 30 rows a minute apart: row i has status statuses[i % 4].
    const rows = Array.from({ length: 30 }, (_, i) => ({
      id: newId(new Date(base + i * 60_000)),
      to: `guest${String(i).padStart(2, '0')}${domain}`,
      subject: `Subject ${i}`,
      html: '<p>hi</p>',
      text: 'hi',
      template: 'welcome',
      status: statuses[i % 4]!,
      createdAt: new Date(base + i * 60_000),
    }));
    await db().insert(emailOutbox).values(rows);
    ids.push(...rows.map((r) => r.id));
    // A recipient with LIKE wildcards in it, and one it must not match.
    await db()
      .insert(emailOutbox)
      .values([
        { to: 'under_score@wild.outbox.test', subject: 's', html: 'h', text: 't', template: 'welcome' },
        { to: 'underXscore@wild.outbox.test', subject: 's', html: 'h', text: 't', template: 'welcome' },
      ]);
  });

  it('pages the outbox newest first, 10 a page unless asked', async () => {
    expect(await listOutboxEmails(db(), { q: domain })).toMatchObject({ page: 1, pageSize: 10, total: 30, totalPages: 3 });
    const first = await listOutboxEmails(db(), { q: domain, pageSize: 25 });
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: 30, totalPages: 2 });
    expect(first.items).toHaveLength(25);
    expect(first.items[0]?.to).toBe(`guest29${domain}`);
    expect(first.items[24]?.to).toBe(`guest05${domain}`);
    expect(first.items[0]).not.toHaveProperty('html');

    const second = await listOutboxEmails(db(), { q: domain, page: 2, pageSize: 25 });
    expect(second.items.map((i) => i.to)).toEqual([4, 3, 2, 1, 0].map((i) => `guest0${i}${domain}`));

    const beyond = await listOutboxEmails(db(), { q: domain, page: 9 });
    expect(beyond.items).toHaveLength(0);
    expect(beyond.total).toBe(30);
  });

  it('filters by status', async () => {
    const failed = await listOutboxEmails(db(), { q: domain, status: 'failed' });
    // i % 4 === 2 for i < 30: 2, 6, …, 26.
    expect(failed.total).toBe(7);
    expect(failed.items.every((i) => i.status === 'failed')).toBe(true);
    expect(failed.items[0]?.to).toBe(`guest26${domain}`);
  });

  it('searches the recipient case-insensitively, with LIKE wildcards taken literally', async () => {
    const one = await listOutboxEmails(db(), { q: 'GUEST07@LIST' });
    expect(one.items.map((i) => i.to)).toEqual([`guest07${domain}`]);

    const literal = await listOutboxEmails(db(), { q: 'under_score' });
    expect(literal.items.map((i) => i.to)).toEqual(['under_score@wild.outbox.test']);

    const percent = await listOutboxEmails(db(), { q: '%' });
    expect(percent.total).toBe(0);
  });

  it('counts rows by status', async () => {
    const counts = await countOutboxByStatus(db());
    expect(counts.total).toBe(counts.pending + counts.sent + counts.failed + counts.logged + counts.suppressed);
    expect(counts.failed).toBeGreaterThanOrEqual(7);
  });

  it('reads one email with its bodies, and null for unknown or malformed ids', async () => {
    const email = await getOutboxEmail(db(), ids[3]!);
    expect(email).toMatchObject({ id: ids[3], to: `guest03${domain}`, html: '<p>hi</p>', text: 'hi', status: 'logged' });
    expect(await getOutboxEmail(db(), newId())).toBeNull();
    expect(await getOutboxEmail(db(), "x' OR 1=1 --")).toBeNull();
  });

  it('sorts by recipient either way, newest first within one address', async () => {
    const az = await listOutboxEmails(db(), { q: domain, sort: 'to', order: 'asc', pageSize: 3 });
    expect(az.items.map((i) => i.to)).toEqual([0, 1, 2].map((i) => `guest0${i}${domain}`));
    const za = await listOutboxEmails(db(), { q: domain, sort: 'to', order: 'desc', pageSize: 2 });
    expect(za.items.map((i) => i.to)).toEqual([`guest29${domain}`, `guest28${domain}`]);
    const oldest = await listOutboxEmails(db(), { q: domain, order: 'asc', pageSize: 1 });
    expect(oldest.items[0]?.to).toBe(`guest00${domain}`);
  });

  it('reads the list parameters from the address bar, ignoring nonsense, and the dashboard link stays as it is', () => {
    expect(outboxQuery(emailList.parse({}))).toEqual({ q: '', status: null, page: 1, pageSize: 10, sort: 'createdAt', order: 'desc' });
    expect(outboxQuery(emailList.parse({ page: '3', status: 'failed', q: '  ana@ ' }))).toMatchObject({ page: 3, status: 'failed', q: 'ana@' });
    expect(outboxQuery(emailList.parse({ page: ['2', '5'], status: 'bounced' }))).toMatchObject({ page: 2, status: null, q: '' });
    expect(emailList.parse({ page: '-1' }).page).toBe(1);
    expect(emailList.parse({ page: '1.5' }).page).toBe(1);
    expect(emailList.parse({ q: 'x'.repeat(500) }).filters.q).toHaveLength(100);
    expect(emailList.href('/admin/emails', emailList.parse({ page: '2', status: 'sent', q: 'a b' }))).toBe('/admin/emails?q=a+b&status=sent&page=2');
    expect(emailList.href('/admin/emails', emailList.parse({ status: 'failed' }))).toBe('/admin/emails?status=failed');
    expect(emailList.href('/admin/emails', emailList.parse({ status: 'all', page: '1' }))).toBe('/admin/emails');
  });
});
