import { googleErrorCode } from '@/lib/auth/google-flow';
import { redirectTo } from '@/lib/http/redirect';

/** Auth.js's error and sign-in pages point here: its error types become the Google error codes /auth/google/error explains (lib/auth/google-errors.ts). */
export async function GET(req: Request): Promise<Response> {
  return redirectTo('/auth/google/error', { error: googleErrorCode(new URL(req.url).searchParams.get('error')) });
}
