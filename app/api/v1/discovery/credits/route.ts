import { getDb } from '@/lib/db/client';
import { creditsOfUser } from '@/lib/discovery/credits';
import { toCreditDto } from '@/lib/discovery/dto';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/** GET /api/v1/discovery/credits (signed in): the shopper's own discovery credits, newest first. */
export const GET = route({
  auth: 'user',
  async handler({ user }) {
    const credits = await creditsOfUser(await getDb(), user.id);
    return ok(credits.map(toCreditDto), { headers: { 'cache-control': 'private, no-store' } });
  },
});
