import { setContactMessageRead } from '@/lib/contact/admin';
import { CONTACT_ADMIN_MESSAGES } from '@/lib/contact/messages';
import { contactIdParams, markReadSchema } from '@/lib/contact/admin-schema';
import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/**
 * PATCH /api/v1/contact/{id}/read (admin). Without a body (the original clients' call) it marks the
 * message read; {"isRead": false} marks it unread, which is how the admin screen's toggle works.
 */
export const PATCH = route({
  auth: 'admin',
  params: contactIdParams,
  body: markReadSchema,
  maxBodyBytes: 1024,
  handler: async ({ params, body, actor }) => {
    const { message } = await setContactMessageRead(await getDb(), actor, params.id, body.isRead);
    return ok(message, { message: body.isRead ? CONTACT_ADMIN_MESSAGES.markedRead : CONTACT_ADMIN_MESSAGES.markedUnread });
  },
});
