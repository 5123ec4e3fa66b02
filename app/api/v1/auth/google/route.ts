import { signIn } from '@/auth';
import { googleConfigured } from '@/lib/auth/google-config';
import { sanitizeRedirect } from '@/lib/auth/redirects';
import { redirectTo } from '@/lib/http/redirect';

/**
 * GET /api/v1/auth/google?redirectTo=/path: the "Continue with Google" button's address. Hands
 * over to Auth.js, which sets its state and PKCE cookies and redirects to Google.
 */
export async function GET(req: Request): Promise<Response> {
  const url = new URL(req.url);
  if (!googleConfigured()) return redirectTo('/auth/google/error', { error: 'not_configured' });
  const back = sanitizeRedirect(url.searchParams.get('redirectTo'));
  const complete = `/api/v1/auth/google/complete${back ? `?redirectTo=${encodeURIComponent(back)}` : ''}`;
  const location = await signIn('google', { redirectTo: complete, redirect: false });
  return new Response(null, { status: 303, headers: { location: String(location), 'cache-control': 'no-store' } });
}
