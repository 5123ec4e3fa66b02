import { authenticate } from '@/lib/auth/accounts';
import { loginSchema } from '@/lib/auth/schema';
import { signInResponse } from '@/lib/http/sign-in-response';
import { getDb } from '@/lib/db/client';
import { route } from '@/lib/http/route';

/**
 * POST /api/v1/auth/login: sets the session cookie, answers a bearer token for API clients, and
 * moves the guest's cart and wishlist into the account.
 */
export const POST = route({
  body: loginSchema,
  maxBodyBytes: 4 * 1024,
  handler: async ({ req, body, ip, cookies }) => {
    const db = await getDb();
    const user = await authenticate(db, body, { ip });
    return signInResponse(db, user, { req, cookies, rememberMe: body.rememberMe });
  },
});
