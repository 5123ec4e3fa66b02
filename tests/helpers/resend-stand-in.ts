import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for Resend's POST /emails that keeps Resend's rules, so the store's real SDK
 * client is tested against what Resend would answer:
 * - the API key (401 missing_api_key, 403 invalid_api_key);
 * - from, to, subject and html/text required; at most 50 recipients; tags of ASCII letters,
 *   digits, _ and -, up to 256 characters (422 validation_error / missing_required_field);
 * - Idempotency-Key (1–256 characters): the same key and body answer the first result again
 *   without sending; the same key with another body is 409 invalid_idempotent_request;
 * - a rate limit (2 requests a second by default) answering 429 rate_limit_exceeded with
 *   retry-after;
 * - fault injection: the next N calls answer 429, 422 or 500, hang, answer 200 without an id, or
 *   accept the email and then answer 500 (a lost answer).
 */

type Fault = '429' | '422' | '500' | 'hang' | 'no-id' | 'accept-then-500';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  at: number;
}

interface Accepted {
  id: string;
  idempotencyKey: string | null;
  body: Record<string, unknown>;
}

export interface ResendStandIn {
  url: string;
  apiKey: string;
  /** Every request that arrived, in order. */
  received: Received[];
  /** Emails Resend would have sent: one entry per new acceptance (replays add none). */
  accepted: Accepted[];
  /** Requests the rate limit refused (injected 429s not counted). */
  readonly rateLimited: number;
  /** How many emails were accepted under each idempotency key. */
  acceptedPerKey(): Map<string, number>;
  /** Requests per idempotency key (including refused and replayed ones). */
  requestsPerKey(): Map<string, number>;
  /**
   * The next `count` calls to /emails answer with `fault` (appended after faults already queued);
   * with `to`, only calls addressed to it do, so another message the store retries meanwhile does
   * not take the fault meant for this one.
   */
  inject(fault: Fault, count?: number, options?: { to?: string }): void;
  /** Requests allowed per rolling second; null turns the limit off. */
  setRateLimit(perSecond: number | null): void;
  /** Moves the stand-in's clock (its rate-limit window) on by `ms`, as if that time had passed. */
  advanceClock(ms: number): void;
  /**
   * While on, every authorised POST /emails is recorded in `received` and answered 503, as if
   * Resend were down: the sender keeps the message pending and retries it later.
   */
  setHolding(on: boolean): void;
  reset(): void;
  close(): Promise<void>;
}

const TAG = /^[A-Za-z0-9_-]{1,256}$/;
const ADDRESS = /^(?:[^<>]*<)?[^\s@<>]+@[^\s@<>]+>?$/;

function answer(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

const problem = (statusCode: number, name: string, message: string) => ({ statusCode, name, message });

/** Resend's validation rules for POST /emails; null when the body is acceptable. */
function validate(body: Record<string, unknown>): { statusCode: number; name: string; message: string } | null {
  for (const field of ['from', 'to', 'subject'] as const) {
    if (body[field] == null || body[field] === '') return problem(422, 'missing_required_field', `Missing \`${field}\` field.`);
  }
  if (typeof body.from !== 'string' || !ADDRESS.test(body.from)) {
    return problem(422, 'validation_error', 'Invalid `from` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.');
  }
  const to = Array.isArray(body.to) ? body.to : [body.to];
  if (to.length > 50) return problem(422, 'validation_error', 'Too many recipients. The `to` field accepts at most 50.');
  if (!to.every((a) => typeof a === 'string' && ADDRESS.test(a))) {
    return problem(422, 'validation_error', 'Invalid `to` field. The email address needs to follow the `email@example.com` format.');
  }
  if (typeof body.subject !== 'string' || body.subject.length > 998) return problem(422, 'validation_error', 'Invalid `subject` field.');
  if (typeof body.html !== 'string' && typeof body.text !== 'string') {
    return problem(422, 'validation_error', 'Missing `html` or `text` field.');
  }
  if (body.reply_to != null) {
    const replyTo = Array.isArray(body.reply_to) ? body.reply_to : [body.reply_to];
    if (!replyTo.every((a) => typeof a === 'string' && ADDRESS.test(a))) return problem(422, 'validation_error', 'Invalid `reply_to` field.');
  }
  if (body.tags != null) {
    if (!Array.isArray(body.tags)) return problem(422, 'validation_error', 'Invalid `tags` field.');
    for (const tag of body.tags as { name?: unknown; value?: unknown }[]) {
      if (typeof tag?.name !== 'string' || !TAG.test(tag.name) || typeof tag.value !== 'string' || !TAG.test(tag.value)) {
        return problem(
          422,
          'validation_error',
          'Tags should only contain ASCII letters (a–z, A–Z), numbers (0–9), underscores (_), or dashes (-), and be at most 256 characters.',
        );
      }
    }
  }
  return null;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startResendStandIn(options: { apiKey?: string; perSecond?: number | null; port?: number } = {}): Promise<ResendStandIn> {
  const apiKey = options.apiKey ?? 're_test_key_123';
  let perSecond: number | null = options.perSecond === undefined ? 2 : options.perSecond;
  let faults: { fault: Fault; to?: string }[] = [];
  let hits: number[] = [];
  let rateLimited = 0;
  let holding = false;
  let clockOffset = 0;
  const received: Received[] = [];
  const accepted: Accepted[] = [];
  // Idempotency records: key → the body's hash and the answer given.
  const byKey = new Map<string, { hash: string; id: string }>();

  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    let body: Record<string, unknown> = {};
    let parsed = true;
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      parsed = false;
    }
    const at = Date.now() + clockOffset;
    received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, at });

    if (req.method !== 'POST' || req.url !== '/emails') {
      return answer(res, 404, problem(404, 'not_found', 'The requested endpoint does not exist.'));
    }
    if (!req.headers.authorization) return answer(res, 401, problem(401, 'missing_api_key', 'Missing API key in the authorization header.'));
    if (req.headers.authorization !== `Bearer ${apiKey}`) return answer(res, 403, problem(403, 'invalid_api_key', 'API key is invalid'));

    if (perSecond != null) {
      hits = hits.filter((t) => at - t < 1000);
      if (hits.length >= perSecond) {
        rateLimited += 1;
        const reset = Math.max(1, Math.ceil((hits[0]! + 1000 - at) / 1000));
        return answer(
          res,
          429,
          problem(429, 'rate_limit_exceeded', `Too many requests. You can only make ${perSecond} requests per second.`),
          { 'retry-after': String(reset), 'ratelimit-limit': String(perSecond), 'ratelimit-remaining': '0', 'ratelimit-reset': String(reset) },
        );
      }
      hits.push(at);
    }

    if (holding) return answer(res, 503, problem(503, 'service_unavailable', 'Holding: this stand-in records emails without sending them.'));

    const recipients = Array.isArray(body.to) ? (body.to as unknown[]) : [body.to];
    const faultAt = faults.findIndex((f) => f.to === undefined || recipients.includes(f.to));
    const fault = faultAt < 0 ? undefined : faults.splice(faultAt, 1)[0]!.fault;
    if (fault === 'hang') return; // never answers: the client's timeout must end the wait
    if (fault === '429') {
      return answer(res, 429, problem(429, 'rate_limit_exceeded', 'Too many requests. Please slow down.'), { 'retry-after': '1' });
    }
    if (fault === '422') {
      return answer(res, 422, problem(422, 'validation_error', 'Invalid `to` field. The email address needs to follow the `email@example.com` format.'));
    }
    if (fault === '500') return answer(res, 500, problem(500, 'internal_server_error', 'An unexpected error occurred.'));
    if (fault === 'no-id') return answer(res, 200, { ok: true });

    if (!parsed) return answer(res, 422, problem(422, 'validation_error', 'The request body is not valid JSON.'));
    const invalid = validate(body);
    if (invalid) return answer(res, invalid.statusCode, invalid);

    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    if (key != null && (key.length < 1 || key.length > 256)) {
      return answer(res, 400, problem(400, 'invalid_idempotency_key', 'The key must be between 1-256 chars.'));
    }
    const hash = createHash('sha256').update(raw).digest('hex');
    if (key != null) {
      const seen = byKey.get(key);
      if (seen && seen.hash !== hash) {
        return answer(res, 409, problem(409, 'invalid_idempotent_request', 'Same idempotency key used with a different request payload.'));
      }
      if (seen) return answer(res, 200, { id: seen.id });
    }
    const id = randomUUID();
    accepted.push({ id, idempotencyKey: key, body });
    if (key != null) byKey.set(key, { hash, id });
    if (fault === 'accept-then-500') return answer(res, 500, problem(500, 'internal_server_error', 'An unexpected error occurred.'));
    return answer(res, 200, { id });
  });
  await new Promise<void>((resolve, reject) => {
    // A port still held (e.g. by a previous test worker on its way out) fails here instead of hanging.
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const count = (keys: (string | null)[]) => {
    const out = new Map<string, number>();
    for (const k of keys) if (k != null) out.set(k, (out.get(k) ?? 0) + 1);
    return out;
  };

  return {
    url,
    apiKey,
    received,
    accepted,
    get rateLimited() {
      return rateLimited;
    },
    acceptedPerKey: () => count(accepted.map((a) => a.idempotencyKey)),
    requestsPerKey: () =>
      count(received.map((r) => (typeof r.headers['idempotency-key'] === 'string' ? r.headers['idempotency-key'] : null))),
    inject(fault, n = 1, options = {}) {
      for (let i = 0; i < n; i++) faults.push({ fault, to: options.to });
    },
    setRateLimit(value) {
      perSecond = value;
      hits = [];
    },
    advanceClock(ms) {
      clockOffset += ms;
    },
    setHolding(on) {
      holding = on;
    },
    reset() {
      faults = [];
      hits = [];
      rateLimited = 0;
      holding = false;
      clockOffset = 0;
      received.length = 0;
      accepted.length = 0;
      byKey.clear();
      perSecond = options.perSecond === undefined ? 2 : options.perSecond;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
