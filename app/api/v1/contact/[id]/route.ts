import { deleteContactMessage, getContactMessage } from '@/lib/contact/admin';
import { CONTACT_ADMIN_MESSAGES } from '@/lib/contact/messages';
import { contactIdParams } from '@/lib/contact/admin-schema';
import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/** GET /api/v1/contact/{id} (admin): one message in full, with the sender's IP address and user agent. */
export const GET = route({
  auth: 'admin',
  params: contactIdParams,
  handler: async ({ params }) => {
    const message = await getContactMessage(await getDb(), params.id);
    return ok(message, { headers: { 'cache-control': 'private, no-store' } });
  },
});

/** DELETE /api/v1/contact/{id} (admin). */
export const DELETE = route({
  auth: 'admin',
  params: contactIdParams,
  handler: async ({ params, actor }) => {
    await deleteContactMessage(await getDb(), actor, params.id);
    return ok({ id: params.id, _id: params.id }, { message: CONTACT_ADMIN_MESSAGES.deleted });
  },
});
