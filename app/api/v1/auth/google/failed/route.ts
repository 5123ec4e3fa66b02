import { googleErrorCode } from '@/lib/auth/google-flow';

/** Auth.js's error and sign-in pages point here: its error types become the spec's Google error codes. */
export async function GET(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const to = new URL('/auth/google/error', url);
  to.searchParams.set('error', googleErrorCode(url.searchParams.get('error')));
  return Response.redirect(to, 303);
}
