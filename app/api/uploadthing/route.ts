import { createRouteHandler } from 'uploadthing/server';
import { boundedRequest } from '@/lib/http/body';
import { fail } from '@/lib/http/respond';
import { errorResponse } from '@/lib/http/route';
import { directUploadsEnabled, UPLOADTHING_BODY_LIMIT_BYTES } from '@/lib/uploads/config';
import { uploadRouter } from '@/lib/uploads/file-router';

/*
 * UploadThing's endpoint: the browser asks here for signed upload URLs (POST ?actionType=upload),
 * and UploadThing calls back here, signed with the API key, when a file has arrived. Without
 * UPLOADTHING_TOKEN the store keeps files itself and this path does not exist.
 */

let handler: ReturnType<typeof createRouteHandler> | undefined;

async function handle(req: Request): Promise<Response> {
  if (!directUploadsEnabled()) return fail(404, { message: 'Not found', code: 'NOT_FOUND' });
  // Created on first use: the SDK reads UPLOADTHING_* settings, which `next build` does not have.
  // uploadthing/server's handler takes the web Request (uploadthing/next's wants a NextRequest).
  handler ??= createRouteHandler({ router: uploadRouter });
  // The SDK reads the body whole, so it gets a copy read within the limit.
  let bounded: Request;
  try {
    bounded = await boundedRequest(req, UPLOADTHING_BODY_LIMIT_BYTES);
  } catch (error) {
    return errorResponse(error, req.headers.get('x-request-id') ?? '', `${req.method} /api/uploadthing`);
  }
  return handler(bounded);
}

export const GET = handle;
export const POST = handle;
