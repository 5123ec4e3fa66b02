import type { DbOrTx } from '../db/client';
import { contactMessages } from '../db/schema';
import { badRequest, zodFieldErrors } from '../errors';

import { toContactMessageDto, type ContactMessageDto } from './dto';
import { contactMessageSchema } from './schema';

export interface ContactRequestMeta {
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * Stores a message from the public contact form. Validates again (cheap, idempotent) so any
 * caller, not only the route, gets the same messages. Text is stored as typed: React
 * escapes it on display, so HTML-escaping here would only show `&lt;` to the admin.
 */
export async function createContactMessage(
  db: DbOrTx,
  input: unknown,
  meta: ContactRequestMeta = {},
): Promise<ContactMessageDto> {
  const parsed = contactMessageSchema.safeParse(input);
  if (!parsed.success) {
    throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid input', zodFieldErrors(parsed.error));
  }
  const ip = meta.ip && meta.ip !== 'unknown' ? meta.ip.slice(0, 64) : null;
  const userAgent = meta.userAgent ? meta.userAgent.slice(0, 512) : null;
  const [row] = await db
    .insert(contactMessages)
    .values({ ...parsed.data, ip, userAgent })
    .returning();
  if (!row) throw new Error('contact message insert returned no row');
  return toContactMessageDto(row);
}
