import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';

/*
 * A local stand-in for UploadThing that speaks the protocol uploadthing v7's SDK uses (read from
 * node_modules/uploadthing 7.7.4: dist/upload-builder-*.js, server/index.js, client/index.js and
 * @uploadthing/shared's crypto), so tests run the real SDK in the app and in the browser:
 *
 *   POST /route-metadata     the app registers the keys it signed (x-uploadthing-api-key), with the
 *                            callback URL and slug; in development (isDev) the answer is a JSON-lines
 *                            stream of signed callbacks the SDK forwards itself
 *   HEAD /{key}?…signature   the browser asks where to resume (x-ut-range-start)
 *   PUT  /{key}?…signature   the file, multipart field `file`; the URL is signed with
 *                            HMAC-SHA256(apiKey) over the URL without `&signature=…`, expires and
 *                            binds x-ut-identifier, file name, size and type
 *   → POST {callbackUrl}?slug=…  with `uploadthing-hook: callback` and `x-uploadthing-signature:
 *                            hmac-sha256=<hex HMAC of the body>` ({status, file, origin, metadata})
 *   POST /callback-result    the app's onUploadComplete result, which answers the PUT (serverData)
 *   POST /v6/deleteFiles     UTApi.deleteFiles ({fileKeys} or {customIds})
 *   GET  /f/{key}            the stored file (Range supported)
 *
 * The status codes of UploadThing's closed ingest server are not documented; the stand-in answers
 * 403 for a bad or expired signature or another app's URL, 413 for a file larger than declared,
 * 400 for a smaller one or a different type, 401 for a wrong API key. Run it alone with
 * `npx tsx tests/support/uploadthing-standin.ts` (port from UT_STANDIN_PORT, keys from
 * UPLOADTHING_TOKEN); it prints its settings as JSON.
 */

interface StoredFile {
  key: string;
  name: string;
  size: number;
  type: string;
  bytes: Buffer;
  fileHash: string;
}

interface Registration {
  metadata: unknown;
  callbackUrl: string;
  callbackSlug: string;
  awaitServerData: boolean;
  isDev: boolean;
  devStream?: ServerResponse;
}

export interface StandInOptions {
  port: number;
  host?: string;
  apiKey?: string;
  appId?: string;
  /** How callbacks reach the app; integration tests hand them to the route handler directly. */
  fetch?: typeof fetch;
  /** How long a PUT waits for the app's callback result before answering without serverData. */
  callbackTimeoutMs?: number;
}

export interface UploadThingStandIn {
  origin: string;
  apiKey: string;
  appId: string;
  token: string;
  /** The settings that point the SDK at the stand-in. */
  env: Record<string, string>;
  files: Map<string, StoredFile>;
  /** Keys UTApi.deleteFiles removed, in order. */
  deleted: string[];
  /** Makes /v6/deleteFiles answer 500 (UploadThing having a bad day). */
  failDeletes: boolean;
  /** Every request the stand-in answered: method, path and status. */
  log: { method: string; path: string; status: number }[];
  close(): Promise<void>;
}

const SIGNATURE_PREFIX = 'hmac-sha256=';
const MULTIPART_SLACK = 64 * 1024;

function sign(payload: string, apiKey: string): string {
  return SIGNATURE_PREFIX + createHmac('sha256', apiKey).update(payload).digest('hex');
}

function signatureMatches(payload: string, signature: string | null, apiKey: string): boolean {
  if (!signature?.startsWith(SIGNATURE_PREFIX)) return false;
  const expected = Buffer.from(sign(payload, apiKey));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, PUT, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, range, x-uploadthing-version, b3, traceparent',
  'access-control-expose-headers': 'x-ut-range-start',
  'access-control-max-age': '600',
};

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req) {
    total += (chunk as Buffer).length;
    if (total > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function startUploadThingStandIn(options: StandInOptions): Promise<UploadThingStandIn> {
  const host = options.host ?? '127.0.0.1';
  const apiKey = options.apiKey ?? 'sk_standin_0123456789abcdef';
  const appId = options.appId ?? 'standinapp';
  const origin = `http://${host}:${options.port}`;
  const callbackFetch = options.fetch ?? fetch;
  const callbackTimeoutMs = options.callbackTimeoutMs ?? 15_000;
  const token = Buffer.from(JSON.stringify({ apiKey, appId, regions: ['local'] })).toString('base64');

  const registrations = new Map<string, Registration>();
  const waiting = new Map<string, (data: unknown) => void>();
  const files = new Map<string, StoredFile>();

  const standIn: UploadThingStandIn = {
    origin,
    apiKey,
    appId,
    token,
    env: { UPLOADTHING_TOKEN: token, UPLOADTHING_INGEST_URL: origin, UPLOADTHING_API_URL: origin },
    files,
    deleted: [],
    failDeletes: false,
    log: [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    const text = body === null ? '' : JSON.stringify(body);
    res.writeHead(status, { ...CORS, ...(body === null ? {} : { 'content-type': 'application/json' }), ...headers });
    res.end(text);
  }

  function apiKeyOk(req: IncomingMessage): boolean {
    const given = req.headers['x-uploadthing-api-key'];
    return typeof given === 'string' && given.length === apiKey.length && timingSafeEqual(Buffer.from(given), Buffer.from(apiKey));
  }

  /** Checks a presigned URL the way the ingest server must: signature, expiry, app. */
  function checkPresigned(req: IncomingMessage): { error: string } | { key: string; params: URLSearchParams } {
    const raw = `http://${req.headers.host}${req.url}`;
    const at = raw.lastIndexOf('&signature=');
    if (at < 0) return { error: 'Missing signature' };
    const url = new URL(raw);
    if (!signatureMatches(raw.slice(0, at), url.searchParams.get('signature'), apiKey)) return { error: 'Invalid signature' };
    const expires = Number(url.searchParams.get('expires'));
    if (!Number.isFinite(expires) || expires < Date.now()) return { error: 'URL expired' };
    if (url.searchParams.get('x-ut-identifier') !== appId) return { error: 'Unknown app' };
    return { key: decodeURIComponent(url.pathname.slice(1)), params: url.searchParams };
  }

  /** The SDK encodes each bound value with encodeURIComponent before URLSearchParams encodes it again. */
  const bound = (params: URLSearchParams, name: string) => {
    const v = params.get(name);
    return v == null ? null : decodeURIComponent(v);
  };

  async function callApp(reg: Registration, hook: 'callback' | 'error', body: unknown): Promise<void> {
    const payload = JSON.stringify(body);
    const signature = sign(payload, apiKey);
    if (reg.isDev) {
      reg.devStream?.write(`${JSON.stringify({ payload, signature, hook })}\n`);
      return;
    }
    const url = new URL(reg.callbackUrl);
    url.searchParams.set('slug', reg.callbackSlug);
    const res = await callbackFetch(url.toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'uploadthing-hook': hook, 'x-uploadthing-signature': signature },
      body: payload,
    });
    await res.text();
    if (!res.ok) throw new Error(`app answered the ${hook} hook with ${res.status}`);
  }

  function finishRegistration(key: string, reg: Registration) {
    registrations.delete(key);
    if (reg.isDev && reg.devStream && ![...registrations.values()].some((r) => r.devStream === reg.devStream)) reg.devStream.end();
  }

  async function refuse(res: ServerResponse, key: string, status: number, error: string) {
    const reg = registrations.get(key);
    if (reg) {
      // UploadThing tells the app when an upload it signed failed (onUploadError).
      await callApp(reg, 'error', { fileKey: key, error }).catch(() => undefined);
      finishRegistration(key, reg);
    }
    send(res, status, { error });
  }

  async function handlePut(req: IncomingMessage, res: ServerResponse) {
    const checked = checkPresigned(req);
    if ('error' in checked) return send(res, 403, { error: checked.error });
    const { key, params } = checked;
    const declaredSize = Number(bound(params, 'x-ut-file-size'));
    const declaredType = bound(params, 'x-ut-file-type') ?? '';
    const name = bound(params, 'x-ut-file-name') ?? key;
    if (!Number.isSafeInteger(declaredSize) || declaredSize < 0) return refuse(res, key, 400, 'Invalid file size');
    if (Number(req.headers['content-length']) > declaredSize + MULTIPART_SLACK) {
      req.resume();
      return refuse(res, key, 413, 'File is larger than declared');
    }
    const body = await readBody(req, declaredSize + MULTIPART_SLACK);
    if (!body) return refuse(res, key, 413, 'File is larger than declared');
    let file: FormDataEntryValue | null;
    try {
      const form = await new Response(new Uint8Array(body), { headers: { 'content-type': String(req.headers['content-type'] ?? '') } }).formData();
      file = form.get('file');
    } catch {
      return refuse(res, key, 400, 'Expected multipart form data with a file field');
    }
    if (!file || typeof file === 'string') return refuse(res, key, 400, 'Expected multipart form data with a file field');
    if (file.size > declaredSize) return refuse(res, key, 413, 'File is larger than declared');
    if (file.size !== declaredSize) return refuse(res, key, 400, 'File size does not match the declared size');
    if (file.type && file.type !== declaredType) return refuse(res, key, 400, 'File type does not match the declared type');
    const bytes = Buffer.from(await file.arrayBuffer());
    const stored: StoredFile = { key, name, size: bytes.length, type: declaredType, bytes, fileHash: createHash('md5').update(bytes).digest('hex') };
    files.set(key, stored);
    const ufsUrl = `${origin}/f/${key}`;
    const urls = { url: ufsUrl, appUrl: `${origin}/a/${appId}/${key}`, ufsUrl, fileHash: stored.fileHash };

    const reg = registrations.get(key);
    if (!reg) return send(res, 200, { ...urls, serverData: null });
    const result = reg.awaitServerData
      ? new Promise<unknown>((resolve) => {
          const timer = setTimeout(() => resolve(null), callbackTimeoutMs);
          waiting.set(key, (data) => {
            clearTimeout(timer);
            resolve(data);
          });
        })
      : Promise.resolve(null);
    try {
      await callApp(reg, 'callback', {
        status: 'uploaded',
        file: { name, size: stored.size, type: declaredType, customId: bound(params, 'x-ut-custom-id'), key, ...urls, lastModified: Date.now() },
        origin,
        metadata: reg.metadata,
      });
    } catch {
      waiting.get(key)?.(null);
    }
    const serverData = await result;
    waiting.delete(key);
    finishRegistration(key, reg);
    send(res, 200, { ...urls, serverData });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', origin);
    const path = url.pathname;
    if (req.method === 'OPTIONS') return send(res, 204, null);
    if (req.method === 'GET' && path === '/health') return send(res, 200, { ok: true });

    if (req.method === 'GET' && path.startsWith('/f/')) {
      const file = files.get(decodeURIComponent(path.slice(3)));
      if (!file) return send(res, 404, { error: 'Not found' });
      const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
      const headers = { 'content-type': file.type || 'application/octet-stream', 'accept-ranges': 'bytes', 'cache-control': 'public, max-age=31536000, immutable' };
      if (range) {
        const start = Number(range[1]);
        const end = Math.min(range[2] ? Number(range[2]) : file.size - 1, file.size - 1);
        if (start > end) return send(res, 416, { error: 'Range not satisfiable' }, { 'content-range': `bytes */${file.size}` });
        res.writeHead(206, { ...CORS, ...headers, 'content-range': `bytes ${start}-${end}/${file.size}`, 'content-length': String(end - start + 1) });
        return res.end(file.bytes.subarray(start, end + 1));
      }
      res.writeHead(200, { ...CORS, ...headers, 'content-length': String(file.size) });
      return res.end(file.bytes);
    }

    if (req.method === 'HEAD' && path.length > 1) {
      const checked = checkPresigned(req);
      if ('error' in checked) return send(res, 403, null);
      return send(res, 200, null, { 'x-ut-range-start': '0' });
    }
    if (req.method === 'PUT' && path.length > 1) return handlePut(req, res);

    if (req.method !== 'POST') return send(res, 405, { error: 'Method not allowed' });
    if (!apiKeyOk(req)) {
      req.resume();
      return send(res, 401, { error: 'Invalid API key' });
    }
    const raw = await readBody(req, 1024 * 1024);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw?.toString('utf8') ?? '') as Record<string, unknown>;
    } catch {
      return send(res, 400, { error: 'Invalid JSON' });
    }

    if (path === '/route-metadata') {
      const keys = body.fileKeys;
      if (!Array.isArray(keys) || !keys.every((k) => typeof k === 'string') || typeof body.callbackUrl !== 'string' || typeof body.callbackSlug !== 'string') {
        return send(res, 400, { error: 'Invalid route metadata' });
      }
      const reg: Registration = {
        metadata: body.metadata ?? {},
        callbackUrl: body.callbackUrl,
        callbackSlug: body.callbackSlug,
        awaitServerData: body.awaitServerData !== false,
        isDev: body.isDev === true,
      };
      if (reg.isDev) {
        // Development: the callbacks come back on this response, one JSON line each, for the SDK to forward.
        res.writeHead(200, { 'content-type': 'application/x-ndjson' });
        reg.devStream = res;
        for (const key of keys as string[]) registrations.set(key, reg);
        return;
      }
      for (const key of keys as string[]) registrations.set(key, reg);
      return send(res, 200, { ok: true });
    }
    if (path === '/callback-result') {
      if (typeof body.fileKey !== 'string') return send(res, 400, { error: 'Invalid callback result' });
      waiting.get(body.fileKey)?.(body.callbackData ?? null);
      return send(res, 200, { ok: true });
    }
    if (path === '/v6/deleteFiles') {
      if (standIn.failDeletes) return send(res, 500, { error: 'Internal server error' });
      const keys = Array.isArray(body.fileKeys) ? body.fileKeys : null;
      if (!keys || !keys.every((k) => typeof k === 'string')) return send(res, 400, { error: 'fileKeys must be a list of keys' });
      let deletedCount = 0;
      for (const key of keys as string[]) {
        if (files.delete(key)) deletedCount++;
        standIn.deleted.push(key);
      }
      return send(res, 200, { success: true, deletedCount });
    }
    return send(res, 404, { error: 'Not found' });
  }

  const server: Server = createServer((req, res) => {
    res.on('finish', () => standIn.log.push({ method: req.method ?? '', path: (req.url ?? '').split('?')[0]!, status: res.statusCode }));
    handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) send(res, 500, { error: e instanceof Error ? e.message : String(e) });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  return standIn;
}

/** The settings a token carries (for running the stand-in alone with the app's token). */
function keysFromToken(token: string | undefined): { apiKey?: string; appId?: string } {
  if (!token) return {};
  try {
    const t = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { apiKey?: string; appId?: string };
    return { apiKey: t.apiKey, appId: t.appId };
  } catch {
    return {};
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.env.UT_STANDIN_PORT ?? 4150);
  startUploadThingStandIn({ port, ...keysFromToken(process.env.UPLOADTHING_TOKEN) }).then(
    (s) => console.log(JSON.stringify({ standIn: s.origin, env: s.env })),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
