import { createRouteHandler } from 'uploadthing/server';
import { fail } from '@/lib/http/respond';
import { directUploadsEnabled } from '@/lib/uploads/config';
import { uploadRouter } from '@/lib/uploads/file-router';

/*
 * UploadThing's endpoint: the browser asks here for signed upload URLs (POST ?actionType=upload),
 * and UploadThing calls back here, signed with the API key, when a file has arrived. Without
 * UPLOADTHING_TOKEN the store keeps files itself and this path does not exist.
 */

let handler: ReturnType<typeof createRouteHandler> | undefined;

function handle(req: Request): Promise<Response> {
  if (!directUploadsEnabled()) return Promise.resolve(fail(404, { message: 'Not found', code: 'NOT_FOUND' }));
  // Created on first use: the SDK reads UPLOADTHING_* settings, which `next build` does not have.
  // uploadthing/server's handler takes the web Request (uploadthing/next's wants a NextRequest).
  handler ??= createRouteHandler({ router: uploadRouter });
  return handler(req);
}

export const GET = handle;
export const POST = handle;
