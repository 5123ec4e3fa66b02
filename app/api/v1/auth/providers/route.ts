import { googleConfigured } from '@/lib/auth/google-config';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/** GET /api/v1/auth/providers: lets the sign-in buttons say when Google is not set up. */
export const GET = route({
  handler: async () => ok({ google: googleConfigured() }, { headers: { 'cache-control': 'public, max-age=60' } }),
});
