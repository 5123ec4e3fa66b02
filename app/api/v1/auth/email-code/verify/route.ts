import { signInWithEmailCode } from '@/lib/auth/email-code';
import { emailCodeVerifySchema } from '@/lib/auth/schema';
import { signInResponse } from '@/lib/http/sign-in-response';
import { getDb } from '@/lib/db/client';
import { route } from '@/lib/http/route';

/**
 * POST /api/v1/auth/email-code/verify: signs in with the code just emailed, verifying the address
 * and creating a passwordless account for a new one; answers as /auth/login does.
 */
export const POST = route({
  body: emailCodeVerifySchema,
  maxBodyBytes: 2 * 1024,
  handler: async ({ req, body, ip, cookies }) => {
    const db = await getDb();
    const user = await signInWithEmailCode(db, body, { ip });
    return signInResponse(db, user, { req, cookies, rememberMe: body.rememberMe });
  },
});
