import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as uploadthingRoute from '@/app/api/uploadthing/route';
import * as collection from '@/app/api/v1/products/route';
import * as single from '@/app/api/v1/products/[id]/route';
import { POST as claimMedia } from '@/app/api/v1/claims/media/route';
import { POST as profileImage } from '@/app/api/v1/users/[id]/profile-image/route';
import { PUT as putUser } from '@/app/api/v1/users/[id]/route';
import { CATALOG_ADMIN_MESSAGES as M } from '@/lib/catalog/messages';
import { uploads, users } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/env';
import { ADMIN_REQUIRED_MESSAGE, AUTH_REQUIRED_MESSAGE } from '@/lib/errors';
import { STORAGE_MESSAGES } from '@/lib/storage/messages';
import { DIRECT_UPLOADS_ONLY_MESSAGE, UPLOADTHING_BODY_LIMIT_BYTES } from '@/lib/uploads/config';
import { resetUtapi } from '@/lib/uploads/utapi';
import { useTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createShopper, type Shopper } from '../helpers/shoppers';
import { startUploadThingStandIn, type UploadThingStandIn } from '../support/uploadthing-standin';

/*
 * Direct uploads through the real uploadthing SDK (the route handler, its signing, callback
 * verification and UTApi) against the local stand-in. The test plays the browser's part the way
 * uploadthing/client does: POST ?actionType=upload for signed URLs, then HEAD and a multipart PUT
 * to each URL. The stand-in calls the route handler back directly (no Next server here).
 */

const db = useTestDatabase();
const PORT = Number(process.env.UT_STANDIN_TEST_PORT ?? 4161);
const SETTINGS = ['UPLOADTHING_TOKEN', 'UPLOADTHING_INGEST_URL', 'UPLOADTHING_API_URL', 'UPLOADTHING_LOG_LEVEL'] as const;
const saved = Object.fromEntries(SETTINGS.map((k) => [k, process.env[k]]));

let standIn: UploadThingStandIn;
let admin: Shopper;
let otherAdmin: Shopper;
let customer: Shopper;

beforeAll(async () => {
  standIn = await startUploadThingStandIn({
    port: PORT,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => uploadthingRoute.POST(new Request(input, init))) as typeof fetch,
  });
  Object.assign(process.env, standIn.env, { UPLOADTHING_LOG_LEVEL: 'Fatal' });
  resetEnvCache();
  resetUtapi();
  admin = await createShopper(db(), { role: 'admin' });
  otherAdmin = await createShopper(db(), { role: 'admin' });
  customer = await createShopper(db());
});

afterAll(async () => {
  for (const k of SETTINGS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  resetEnvCache();
  resetUtapi();
  await standIn?.close();
});

const png = () => sharp({ create: { width: 40, height: 50, channels: 3, background: '#c8a35a' } }).png().toBuffer();
const fileOf = (bytes: Buffer, name = 'bottle.png', type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

interface Presigned {
  url: string;
  key: string;
  name: string;
}

/** Step one of uploadthing/client: ask the app for signed upload URLs. */
function requestUpload(slug: 'productImage' | 'profilePhoto' | 'claimEvidence', files: { name: string; size: number; type: string }[], headers: Record<string, string> = {}) {
  return call(uploadthingRoute.POST, {
    method: 'POST',
    path: `/api/uploadthing?actionType=upload&slug=${slug}`,
    body: { files: files.map((f) => ({ ...f, lastModified: Date.now() })), input: null },
    headers: { 'x-uploadthing-version': '7.7.4', 'x-uploadthing-package': '@uploadthing/react', ...headers },
  });
}

/** Step two: the upload itself, as uploadWithProgress sends it (a multipart PUT with field `file`). */
async function put(url: string, file: Blob, name = 'bottle.png') {
  const head = await fetch(url, { method: 'HEAD' });
  // The ingest answers a signed URL with where to resume, and anything else with 403.
  if (head.ok) expect(head.headers.get('x-ut-range-start')).toBe('0');
  else expect(head.status).toBe(403);
  const form = new FormData();
  form.append('file', file, name);
  const res = await fetch(url, { method: 'PUT', body: form, headers: { range: 'bytes=0-', 'x-uploadthing-version': '7.7.4' } });
  return { status: res.status, body: (await res.json()) as { ufsUrl: string; serverData: { ok: boolean; url?: string; key?: string; message?: string } | null; error?: string } };
}

/** The whole journey for one file; returns the PUT's answer. */
async function upload(slug: 'productImage' | 'profilePhoto' | 'claimEvidence', who: Shopper, file: File) {
  const res = await requestUpload(slug, [{ name: file.name, size: file.size, type: file.type }], who.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [presigned] = res.body as Presigned[];
  return { presigned: presigned!, ...(await put(presigned!.url, file, file.name)) };
}

async function uploadedProductImage(who: Shopper = admin): Promise<string> {
  const { status, body } = await upload('productImage', who, fileOf(await png()));
  expect(status).toBe(200);
  expect(body.serverData?.ok).toBe(true);
  return body.serverData!.url!;
}

const rowFor = async (url: string) => (await db().select().from(uploads).where(eq(uploads.url, url)))[0];

const productBody = (images: string[]) => ({
  name: `Direct ${Date.now().toString(36)} ${Math.random().toString(36).slice(2, 6)}`,
  category: 'Unisex',
  price: 1999,
  stock: 5,
  images,
});
const createProduct = (images: string[], who: Shopper = admin) =>
  call(collection.POST, { method: 'POST', path: '/api/v1/products', body: productBody(images), headers: who.headers });
const updateImages = (id: string, images: string[]) =>
  call(single.PUT, { method: 'PUT', path: `/api/v1/products/${id}`, params: { id }, body: { images }, headers: admin.headers });

describe('product photos straight to UploadThing', () => {
  it('records an admin upload for that admin, with the URL UploadThing serves', async () => {
    const file = fileOf(await png());
    const { status, body, presigned } = await upload('productImage', admin, file);
    expect(status).toBe(200);
    expect(body.serverData).toEqual({ ok: true, url: `${standIn.origin}/f/${presigned.key}`, key: presigned.key });
    expect(body.ufsUrl).toBe(`${standIn.origin}/f/${presigned.key}`);
    const row = await rowFor(body.serverData!.url!);
    expect(row).toMatchObject({ key: presigned.key, purpose: 'product', uploaderId: admin.id, type: 'image/png', size: file.size, rejectedReason: null });
    // The stand-in holds the very bytes sent.
    expect(standIn.files.get(presigned.key)?.bytes.equals(Buffer.from(await file.arrayBuffer()))).toBe(true);
  });

  it('refuses customers and visitors before any URL is signed', async () => {
    const files = [{ name: 'a.png', size: 1000, type: 'image/png' }];
    const asCustomer = await requestUpload('productImage', files, customer.headers);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.message).toBe(ADMIN_REQUIRED_MESSAGE);
    const asVisitor = await requestUpload('productImage', files);
    expect(asVisitor.status).toBe(403);
    expect(asVisitor.body.message).toBe(AUTH_REQUIRED_MESSAGE);
  });

  it('refuses a wrong type, a file over 5 MB and a fifth file with the store’s messages', async () => {
    const svg = await requestUpload('productImage', [{ name: 'x.svg', size: 300, type: 'image/svg+xml' }], admin.headers);
    expect(svg.status).toBe(400);
    expect(svg.body.message).toBe(M.imageType);
    const big = await requestUpload('productImage', [{ name: 'big.png', size: 5 * 1024 * 1024 + 1, type: 'image/png' }], admin.headers);
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(M.imageSize);
    const five = await requestUpload(
      'productImage',
      Array.from({ length: 5 }, (_, i) => ({ name: `${i}.png`, size: 100, type: 'image/png' })),
      admin.headers,
    );
    expect(five.status).toBe(400);
    expect(five.body.message).toBe(M.tooManyImages);
    // A profile photo may not be a GIF (products may).
    const gif = await requestUpload('profilePhoto', [{ name: 'a.gif', size: 100, type: 'image/gif' }], customer.headers);
    expect(gif.status).toBe(400);
    expect(gif.body.message).toBe(STORAGE_MESSAGES.badType);
  });

  it('the ingest refuses a tampered, an expired or an oversized upload', async () => {
    const bytes = await png();
    const res = await requestUpload('productImage', [{ name: 'bottle.png', size: bytes.length, type: 'image/png' }], admin.headers);
    const [presigned] = res.body as Presigned[];
    // Declaring a bigger size after signing breaks the signature.
    const tampered = presigned!.url.replace(/x-ut-file-size=\d+/, 'x-ut-file-size=99999999');
    expect((await put(tampered, fileOf(bytes))).status).toBe(403);
    const expired = presigned!.url.replace(/expires=\d+/, `expires=${Date.now() - 1000}`);
    expect((await put(expired, fileOf(bytes))).status).toBe(403);
    // More bytes than were signed for.
    const bigger = Buffer.concat([bytes, Buffer.alloc(100 * 1024)]);
    const over = await put(presigned!.url, fileOf(bigger));
    expect(over.status).toBe(413);
    expect(standIn.files.has(presigned!.key)).toBe(false);
  });

  it('a file that is not the image it claims is refused, not recorded as usable, and deleted', async () => {
    const fake = Buffer.from('<html><script>alert(1)</script></html>'.padEnd(200, ' '));
    const { body, presigned } = await upload('productImage', admin, fileOf(fake, 'fake.png', 'image/png'));
    expect(body.serverData).toEqual({ ok: false, message: M.imageType });
    expect((await rowFor(body.ufsUrl))?.rejectedReason).toBe(M.imageType);
    expect(standIn.files.has(presigned.key)).toBe(false);
    const created = await createProduct([body.ufsUrl]);
    expect(created.status).toBe(400);
  });

  it('a body past the limit is refused with 413 as it streams in, before the SDK reads it', async () => {
    let sent = 0;
    const total = 50 * 1024 * 1024;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
      },
    });
    const res = await uploadthingRoute.POST(
      new Request('http://localhost:3000/api/uploadthing?slug=productImage', {
        method: 'POST',
        body,
        duplex: 'half',
        headers: { 'content-type': 'application/json', 'uploadthing-hook': 'callback', 'x-uploadthing-signature': 'hmac-sha256=00ff' },
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('Request body is too large');
    expect(sent).toBeLessThan(2 * UPLOADTHING_BODY_LIMIT_BYTES);
  });

  it('a forged callback (wrong signature) is refused by the SDK and records nothing', async () => {
    const payload = JSON.stringify({
      status: 'uploaded',
      file: { name: 'x.png', size: 10, type: 'image/png', customId: null, key: 'forged-key', url: 'https://evil.example/f/x', appUrl: 'x', ufsUrl: 'https://evil.example/f/x', fileHash: 'x' },
      origin: standIn.origin,
      metadata: { userId: admin.id },
    });
    const res = await uploadthingRoute.POST(
      new Request('http://localhost:3000/api/uploadthing?slug=productImage', {
        method: 'POST',
        body: payload,
        headers: { 'content-type': 'application/json', 'uploadthing-hook': 'callback', 'x-uploadthing-signature': 'hmac-sha256=00ff' },
      }),
    );
    expect(res.status).toBe(400);
    expect(await db().select().from(uploads).where(eq(uploads.key, 'forged-key'))).toHaveLength(0);
  });
});

describe('product API with uploaded URLs', () => {
  it('creates a product with the admin’s own uploads', async () => {
    const url = await uploadedProductImage();
    const res = await createProduct([url, '/products/fiorita-1.webp']);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.images).toEqual([url, '/products/fiorita-1.webp']);
  });

  it('refuses a URL this store never received, another admin’s upload, and a profile photo', async () => {
    const unknown = await createProduct([`${standIn.origin}/f/neverUploadedKey123`]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(M.imageUrl);
    expect(unknown.body.errors.images).toEqual([M.imageUrl]);
    const foreign = await createProduct(['https://cdn.example.com/f/abc']);
    expect(foreign.status).toBe(400);
    const theirs = await uploadedProductImage(otherAdmin);
    expect((await createProduct([theirs])).status).toBe(400);
    const avatar = await upload('profilePhoto', admin, fileOf(await png()));
    expect(avatar.body.serverData?.ok).toBe(true);
    expect((await createProduct([avatar.body.serverData!.url!])).status).toBe(400);
    // Not a URL at all.
    expect((await createProduct(['javascript:alert(1)'])).status).toBe(400);
  });

  it('keeps images another admin uploaded when editing other fields, and deletes a replaced image from UploadThing', async () => {
    const first = await uploadedProductImage(otherAdmin);
    const created = await call(collection.POST, { method: 'POST', path: '/api/v1/products', body: productBody([first]), headers: otherAdmin.headers });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const firstKey = (await rowFor(first))!.key;
    // Another admin keeps the image and adds their own.
    const second = await uploadedProductImage(admin);
    const kept = await updateImages(id, [first, second]);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(standIn.deleted).not.toContain(firstKey);
    // Replacing: the first file goes.
    const replaced = await updateImages(id, [second]);
    expect(replaced.status).toBe(200);
    expect(standIn.deleted).toContain(firstKey);
    expect(standIn.files.has(firstKey)).toBe(false);
    expect((await rowFor(first))?.deletedAt).toBeInstanceOf(Date);
    // A deleted file cannot come back.
    expect((await updateImages(id, [second, first])).status).toBe(400);
  });

  it('a failing delete at UploadThing does not fail the edit; it stays pending and goes with the next delete', async () => {
    const a = await uploadedProductImage();
    const b = await uploadedProductImage();
    const created = await createProduct([a, b]);
    const id = created.body.data.id as string;
    standIn.failDeletes = true;
    try {
      const res = await updateImages(id, [b]);
      expect(res.status).toBe(200);
      expect(res.body.data.images).toEqual([b]);
    } finally {
      standIn.failDeletes = false;
    }
    const pending = await rowFor(a);
    expect(pending?.deleteRequestedAt).toBeInstanceOf(Date);
    expect(pending?.deletedAt).toBeNull();
    expect(pending?.lastDeleteError).toBeTruthy();
    expect(standIn.files.has(pending!.key)).toBe(true);
    // Deleting the product deletes b, and the pending a rides along.
    const deleted = await call(single.DELETE, { method: 'DELETE', path: `/api/v1/products/${id}`, params: { id }, headers: admin.headers });
    expect(deleted.status).toBe(200);
    expect(standIn.files.has(pending!.key)).toBe(false);
    expect(standIn.files.has((await rowFor(b))!.key)).toBe(false);
    expect((await rowFor(a))?.deletedAt).toBeInstanceOf(Date);
  });

  it('multipart files are refused with a clear message while UploadThing is on', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(productBody([]))) if (k !== 'images') form.append(k, String(v));
    form.append('images', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'a.png');
    const res = await collection.POST(new Request('http://localhost:3000/api/v1/products', { method: 'POST', body: form, headers: admin.headers }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(DIRECT_UPLOADS_ONLY_MESSAGE);
  });
});

describe('profile photo straight to UploadThing', () => {
  const profileOf = async (id: string) => (await db().select({ image: users.profileImage }).from(users).where(eq(users.id, id)))[0]!.image;

  it('becomes the customer’s photo; the previous one is deleted on replace and on removal', async () => {
    const first = await upload('profilePhoto', customer, fileOf(await png(), 'me.png'));
    expect(first.body.serverData?.ok).toBe(true);
    expect(await profileOf(customer.id)).toBe(first.body.serverData!.url);
    expect(await rowFor(first.body.serverData!.url!)).toMatchObject({ purpose: 'avatar', uploaderId: customer.id });

    const second = await upload('profilePhoto', customer, fileOf(await png(), 'me-again.png'));
    expect(await profileOf(customer.id)).toBe(second.body.serverData!.url);
    expect(standIn.files.has(first.presigned.key)).toBe(false);

    const removed = await call(putUser, {
      method: 'PUT',
      path: `/api/v1/users/${customer.id}`,
      params: { id: customer.id },
      body: { profileImage: null },
      headers: customer.headers,
    });
    expect(removed.status).toBe(200);
    expect(await profileOf(customer.id)).toBeNull();
    expect(standIn.files.has(second.presigned.key)).toBe(false);
  });

  it('the multipart photo endpoint points to the direct path', async () => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'me.png');
    const res = await profileImage(
      new Request(`http://localhost:3000/api/v1/users/${customer.id}/profile-image`, { method: 'POST', body: form, headers: customer.headers }),
      { params: Promise.resolve({ id: customer.id }) },
    );
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(DIRECT_UPLOADS_ONLY_MESSAGE);
  });

  it('refuses a visitor', async () => {
    const res = await requestUpload('profilePhoto', [{ name: 'a.png', size: 100, type: 'image/png' }]);
    expect(res.status).toBe(403);
  });
});

describe('a claim’s photos or video straight to UploadThing', () => {
  it('records photos and a video for the shopper with purpose claim; photos and a video together are refused before signing', async () => {
    const photo = await upload('claimEvidence', customer, fileOf(await png(), 'leak.png'));
    expect(photo.status).toBe(200);
    expect(photo.body.serverData?.ok).toBe(true);
    expect(await rowFor(photo.body.serverData!.url!)).toMatchObject({ purpose: 'claim', uploaderId: customer.id, rejectedReason: null });

    // An MP4's first bytes: a box size, then 'ftyp'.
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(200)]);
    const video = await upload('claimEvidence', customer, fileOf(mp4, 'leak.mp4', 'video/mp4'));
    expect(video.body.serverData?.ok).toBe(true);
    expect(await rowFor(video.body.serverData!.url!)).toMatchObject({ purpose: 'claim', type: 'video/mp4' });

    // Not the video it claims to be: refused and not usable.
    const fake = await upload('claimEvidence', customer, fileOf(await png(), 'fake.mp4', 'video/mp4'));
    expect(fake.body.serverData).toMatchObject({ ok: false, message: 'Please upload JPEG, PNG or WebP photos, or one MP4, MOV or WebM video' });

    const mixed = await requestUpload('claimEvidence', [{ name: 'a.png', size: 100, type: 'image/png' }, { name: 'b.mp4', size: 100, type: 'video/mp4' }], customer.headers);
    expect(mixed.status).toBe(400);
    expect(JSON.stringify(mixed.body)).toContain('Add photos or one video, not both');
    expect((await requestUpload('claimEvidence', [{ name: 'a.png', size: 100, type: 'image/png' }])).status).toBe(403);
  });

  it('the multipart claim media endpoint points to the direct path', async () => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'leak.png');
    const res = await claimMedia(new Request('http://localhost:3000/api/v1/claims/media', { method: 'POST', body: form, headers: customer.headers }), { params: Promise.resolve({}) });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(DIRECT_UPLOADS_ONLY_MESSAGE);
  });
});
