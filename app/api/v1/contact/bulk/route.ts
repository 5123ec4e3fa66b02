import { bulkContactMessages } from '@/lib/contact/admin';
import { bulkContactSchema } from '@/lib/contact/admin-schema';
import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/**
 * POST /api/v1/contact/bulk (admin) {ids, action: 'read' | 'unread' | 'delete'}: answers 200
 * with {successful, failed, total, results[]} even when some ids failed.
 */
export const POST = route({
  auth: 'admin',
  body: bulkContactSchema,
  maxBodyBytes: 8 * 1024,
  handler: async ({ body, actor }) => {
    const result = await bulkContactMessages(await getDb(), actor, body);
    const verb = body.action === 'delete' ? 'Deleted' : 'Updated';
    const noun = result.successful === 1 ? 'message' : 'messages';
    return ok(result, { message: `${verb} ${result.successful} ${noun}${result.failed ? `, ${result.failed} failed` : ''}` });
  },
});
