import { expect } from '@playwright/test';
import { startResendStandIn, type ResendStandIn } from '../../helpers/resend-stand-in';
import { e2ePorts } from './ports';

/*
 * The inbox of the end-to-end tests. The e2e server sends email through Resend's API on
 * E2E_RESEND_PORT (scripts/e2e-server.sh; each worker's server its own, ./ports.ts); this is what
 * listens there, one per Playwright worker,
 * from the first import of this module until the worker ends.
 *
 * It "holds" by default: each message is recorded and answered 503, as if Resend were down, so the
 * store keeps it pending (and retries it now and then) as before. The tests read one-time links
 * here, as the recipient would, because the back office no longer shows them (it hides them:
 * whoever holds one can act as the customer). admin-emails.spec.ts turns holding off to watch
 * real deliveries and failures.
 */

// This worker's (./ports.ts): its own server's RESEND_BASE_URL.
const PORT = e2ePorts().resend;
/** The key scripts/e2e-server.sh gives the server. */
const API_KEY = 're_e2e_key';

let inbox: Promise<ResendStandIn> | undefined;

async function listen(): Promise<ResendStandIn> {
  for (let attempt = 1; ; attempt++) {
    try {
      const standIn = await startResendStandIn({ apiKey: API_KEY, perSecond: null, port: PORT });
      standIn.setHolding(true);
      return standIn;
    } catch (error) {
      // A worker restarted after a failure can start before the previous one has let go of the port
      // (it may take its time closing browsers first).
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 120) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

export function e2eInbox(): Promise<ResendStandIn> {
  inbox ??= listen();
  return inbox;
}

// Listening from import time, before a spec's first action queues an email: a message whose
// first try finds nobody waits out a back-off of up to 30 seconds. Only in a test worker: the
// runner process also imports every spec (to list the tests) and must not take the port.
if (process.env.TEST_WORKER_INDEX !== undefined) void e2eInbox().catch(() => {});

/** The plain-text part of the outbox message `id`, as the store sent it (waits for it to arrive). */
export async function inboxText(id: string): Promise<string> {
  const standIn = await e2eInbox();
  const find = () => standIn.received.find((r) => r.headers['idempotency-key'] === id && typeof r.body.text === 'string');
  await expect.poll(() => Boolean(find()), { message: `email ${id} never reached the e2e inbox` }).toBe(true);
  return String(find()!.body.text);
}

/** The digits of the latest sign-in code sent to `email`, as its recipient reads them (waits for it). */
export async function signInCodeSentTo(email: string, after = 0): Promise<string> {
  const standIn = await e2eInbox();
  const find = () => {
    const mine = standIn.received.filter((r) => {
      const to = r.body.to;
      return r.at >= after && (Array.isArray(to) ? to.includes(email) : to === email) && String(r.body.subject ?? '').includes('sign-in code');
    });
    const text = String(mine.at(-1)?.body.text ?? '');
    return /^\s*(\d{6})\s*$/m.exec(text)?.[1] ?? null;
  };
  await expect.poll(find, { message: `no sign-in code reached ${email}`, timeout: 15_000 }).not.toBeNull();
  return find()!;
}
