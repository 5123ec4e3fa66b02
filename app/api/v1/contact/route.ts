import { getDb } from '@/lib/db/client';
import { listContactMessages } from '@/lib/contact/admin';
import { contactListQuery } from '@/lib/contact/admin-schema';
import { createContactMessage } from '@/lib/contact/create';
import { CONTACT_RATE_LIMIT } from '@/lib/contact/constants';
import { CONTACT_MESSAGES } from '@/lib/contact/messages';
import { contactMessageSchema } from '@/lib/contact/schema';
import { ok, pagination } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { enforceRateLimit, rateLimitKey } from '@/lib/rate-limit';

/**
 * POST /api/v1/contact: anyone may send a message. The body is validated before the rate
 * limit is counted, so a visitor correcting a typo does not use up their allowance; only
 * messages that would be stored count.
 */
export const POST = route({
  body: contactMessageSchema,
  maxBodyBytes: 32 * 1024,
  handler: async ({ body, ip, userAgent }) => {
    const db = await getDb();
    await enforceRateLimit(
      db,
      { key: rateLimitKey('contact:ip', ip), ...CONTACT_RATE_LIMIT },
      CONTACT_MESSAGES.tooMany,
    );
    const data = await createContactMessage(db, body, { ip, userAgent });
    return ok(data, { status: 201, message: CONTACT_MESSAGES.sent });
  },
});

/**
 * GET /api/v1/contact (admin): messages newest first. ?page (at least 1, default 1) and ?limit
 * (1–100, default 10), plus ?search= (name, email, subject, message),
 * ?status= (all, read, unread), ?sort= (createdAt, name, email, subject, isRead) and ?order=.
 * The stats strip's figures (total, unread, read, thisMonth) come beside data as `stats`.
 */
export const GET = route({
  auth: 'admin',
  query: contactListQuery,
  handler: async ({ query }) => {
    const list = await listContactMessages(await getDb(), query);
    return ok(list.items, {
      pagination: pagination(list.page, list.limit, list.total),
      extra: { stats: list.stats },
      headers: { 'cache-control': 'private, no-store' },
    });
  },
});
