import { AppError, ERRORS } from '../errors';

/*
 * Every request body the app reads goes through here. `req.arrayBuffer()`, `.text()`, `.json()`
 * and `.formData()` hold the whole body before anyone can look at its size, and Content-Length is
 * optional (a chunked upload has none), so the only real limit is a counter on the stream.
 */

const BODY_TOO_LARGE_MESSAGE = ERRORS.PAYLOAD_TOO_LARGE.message;
const JSON_CONTENT_TYPE_MESSAGE = ERRORS.UNSUPPORTED_MEDIA_TYPE.message;
const JSON_TOO_DEEP_MESSAGE = 'Request body is nested too deeply';
const NUL_TEXT_MESSAGE = 'Text must not contain NUL characters';

/** Deeper than any body the API accepts; far below what would exhaust a recursive walker's stack. */
const MAX_JSON_DEPTH = 64;

/** The body's bytes, refused with 413 as soon as more than `maxBytes` arrive. */
export async function readBodyBytes(req: Request, maxBytes: number, message: string = BODY_TOO_LARGE_MESSAGE): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', message);
  // A declared size over the limit is refused before a byte is read.
  if (Number(req.headers.get('content-length')) > maxBytes) throw tooLarge();
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        // Stops the upload instead of draining it: the sender learns at once and memory stays flat.
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/**
 * The body as text, refused with 413 past `maxBytes`. For handlers that must see the exact bytes
 * (signed webhooks); JSON bodies go through route()'s `body` option instead.
 */
export async function readRawBody(req: Request, maxBytes: number, message?: string): Promise<string> {
  // Bytes, not characters: UTF-8 text (Devanagari, emoji) is up to 4 bytes a character.
  return new TextDecoder().decode(await readBodyBytes(req, maxBytes, message));
}

/**
 * A copy of the request whose body has been read within `maxBytes`, for parsers that read the
 * whole body themselves (`formData()`, third-party handlers).
 */
export async function boundedRequest(req: Request, maxBytes: number, message?: string): Promise<Request> {
  const bytes = await readBodyBytes(req, maxBytes, message);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(req.url, { method: req.method, headers: req.headers, body: hasBody ? bytes : undefined });
}

/** application/json, or a JSON-based type such as application/merge-patch+json; any parameters. */
function isJsonContentType(header: string | null): boolean {
  const type = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  return /^application\/(?:[a-z0-9!#$&^_.-]+\+)?json$/.test(type);
}

/**
 * Walks a parsed JSON value without recursion: refuses nesting past MAX_JSON_DEPTH and NUL in any
 * key or string (PostgreSQL text cannot hold NUL, and refusing it here keeps handlers from a 500).
 */
export function assertPlainJson(value: unknown, maxDepth = MAX_JSON_DEPTH): void {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) throw new AppError('BAD_REQUEST', NUL_TEXT_MESSAGE);
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (depth >= maxDepth) throw new AppError('BAD_REQUEST', JSON_TOO_DEEP_MESSAGE);
    if (Array.isArray(v)) {
      for (const item of v) stack.push([item, depth + 1]);
    } else {
      for (const [k, item] of Object.entries(v)) {
        if (k.includes('\u0000')) throw new AppError('BAD_REQUEST', NUL_TEXT_MESSAGE);
        stack.push([item, depth + 1]);
      }
    }
  }
}

/**
 * A JSON body: empty means `{}`; anything else must be declared JSON (415 otherwise, so a
 * cross-site text/plain form cannot pass as JSON), parse (400), and pass assertPlainJson.
 */
export async function readJsonBody(req: Request, maxBytes: number): Promise<unknown> {
  const text = await readRawBody(req, maxBytes);
  if (text.trim() === '') return {};
  if (!isJsonContentType(req.headers.get('content-type'))) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', JSON_CONTENT_TYPE_MESSAGE);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'Request body must be valid JSON');
  }
  assertPlainJson(parsed);
  return parsed;
}
