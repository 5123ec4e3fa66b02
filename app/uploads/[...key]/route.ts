import { UPLOADS_CSP } from '@/lib/storage/upload-headers';
import { readUpload, uploadContentType } from '@/lib/storage/store';

/** Serves uploaded files. Names are random and never reused, so they cache forever. */
export async function GET(_req: Request, { params }: { params: Promise<{ key: string[] }> }): Promise<Response> {
  const { key } = await params;
  const path = key.join('/');
  const bytes = await readUpload(path);
  if (!bytes) {
    return new Response('Not found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', 'content-security-policy': UPLOADS_CSP },
    });
  }
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': uploadContentType(path),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': UPLOADS_CSP,
    },
  });
}
