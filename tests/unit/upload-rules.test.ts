import { describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_PATH, CATALOG_ADMIN_MESSAGES as M, UPLOADED_FILE_URL } from '@/lib/catalog/messages';
import { productCreateSchema } from '@/lib/catalog/admin-schema';
import { parseEnv } from '@/lib/env';
import { STORAGE_MESSAGES } from '@/lib/storage/messages';
import { checkDeclaredFiles, checkReceivedFile, isExternalUrl } from '@/lib/uploads/rules';
import { makeUploadThingToken, parseUploadThingToken } from '@/lib/uploads/token';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const GIF = new TextEncoder().encode('GIF89a......');
const HTML = new TextEncoder().encode('<html><body>hi</body></html>');
const MB = 1024 * 1024;

describe('checkDeclaredFiles', () => {
  it('lets JPEG, PNG, WebP and (for products) GIF up to 5 MB through', () => {
    expect(checkDeclaredFiles('product', [{ type: 'image/jpeg', size: 5 * MB }, { type: 'image/gif', size: 10 }])).toBeNull();
    expect(checkDeclaredFiles('avatar', [{ type: 'image/webp', size: 1000 }])).toBeNull();
  });

  it('answers with the store’s messages', () => {
    expect(checkDeclaredFiles('product', [{ type: 'image/svg+xml', size: 10 }])).toBe(M.imageType);
    expect(checkDeclaredFiles('product', [{ type: 'image/png', size: 5 * MB + 1 }])).toBe(M.imageSize);
    expect(checkDeclaredFiles('product', Array.from({ length: 5 }, () => ({ type: 'image/png', size: 1 })))).toBe(M.tooManyImages);
    expect(checkDeclaredFiles('avatar', [{ type: 'image/gif', size: 10 }])).toBe(STORAGE_MESSAGES.badType);
    expect(checkDeclaredFiles('avatar', [{ type: 'image/png', size: 5 * MB + 1 }])).toBe(STORAGE_MESSAGES.tooLarge);
    expect(checkDeclaredFiles('avatar', [])).toBe(STORAGE_MESSAGES.missing);
    expect(checkDeclaredFiles('avatar', [{ type: 'image/png', size: 0 }])).toBe(STORAGE_MESSAGES.missing);
    expect(checkDeclaredFiles('avatar', [{ type: 'image/png', size: 1 }, { type: 'image/png', size: 1 }])).not.toBeNull();
  });
});

describe('checkReceivedFile', () => {
  it('wants the bytes to be the declared kind of image', () => {
    expect(checkReceivedFile('product', { type: 'image/png', size: 100 }, PNG)).toBeNull();
    expect(checkReceivedFile('product', { type: 'image/gif', size: 100 }, GIF)).toBeNull();
    expect(checkReceivedFile('product', { type: 'image/png', size: 100 }, HTML)).toBe(M.imageType);
    expect(checkReceivedFile('product', { type: 'image/png', size: 100 }, JPEG)).toBe(M.imageType);
    expect(checkReceivedFile('avatar', { type: 'image/gif', size: 100 }, GIF)).toBe(STORAGE_MESSAGES.badType);
    expect(checkReceivedFile('avatar', { type: 'image/jpeg', size: 6 * MB }, JPEG)).toBe(STORAGE_MESSAGES.tooLarge);
    expect(checkReceivedFile('avatar', { type: 'image/jpeg', size: 100 }, null)).toBe(STORAGE_MESSAGES.badType);
  });
});

describe('image URLs a product may hold', () => {
  it('accepts seed paths, local uploads and UploadThing file URLs by shape', () => {
    expect(PRODUCT_IMAGE_PATH.test('/products/fiorita-1.webp')).toBe(true);
    expect(UPLOADED_FILE_URL.test('https://abc123.ufs.sh/f/8K2w52OpMLREB2msmT0phQNym6V7')).toBe(true);
    expect(UPLOADED_FILE_URL.test('http://127.0.0.1:4150/f/abc')).toBe(true);
    expect(UPLOADED_FILE_URL.test('https://abc.ufs.sh/f/a/../../x')).toBe(false);
    expect(UPLOADED_FILE_URL.test('javascript:alert(1)//f/x')).toBe(false);
    expect(UPLOADED_FILE_URL.test('https://user@evil.example/f/x')).toBe(false);
    const parsed = productCreateSchema.safeParse({ name: 'A', category: 'Unisex', price: 10, stock: 1, images: ['data:image/png;base64,AAAA'] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(M.imageUrl);
  });

  it('tells store paths from outside URLs', () => {
    expect(isExternalUrl('https://x.ufs.sh/f/a')).toBe(true);
    expect(isExternalUrl('/uploads/products/abc.webp')).toBe(false);
  });
});

describe('UPLOADTHING_TOKEN', () => {
  const good = makeUploadThingToken({ apiKey: 'sk_live_abc', appId: 'app123', regions: ['sea1'] });

  it('reads the dashboard token', () => {
    expect(parseUploadThingToken(good)).toEqual({ apiKey: 'sk_live_abc', appId: 'app123', regions: ['sea1'], ingestHost: undefined });
    expect(parseEnv({ UPLOADTHING_TOKEN: good }).UPLOADTHING_TOKEN).toBe(good);
  });

  it('refuses a malformed token at start-up with a clear message', () => {
    expect(parseUploadThingToken('sk_live_abc')).toBeNull();
    expect(parseUploadThingToken(makeUploadThingToken({ apiKey: 'pk_x', appId: 'a', regions: ['r'] }))).toBeNull();
    expect(parseUploadThingToken(Buffer.from(JSON.stringify({ apiKey: 'sk_x', appId: 'a', regions: [] })).toString('base64'))).toBeNull();
    expect(() => parseEnv({ UPLOADTHING_TOKEN: 'not-a-token' })).toThrow(/UPLOADTHING_TOKEN must be the token/);
    expect(parseEnv({ UPLOADTHING_TOKEN: '' }).UPLOADTHING_TOKEN).toBeUndefined();
  });
});
