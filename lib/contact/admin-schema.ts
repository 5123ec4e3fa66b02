import { z } from 'zod';
import { ID_PATTERN } from '../ids';
import {
  CONTACT_BULK_MAX,
  CONTACT_LIST_DEFAULT_LIMIT,
  CONTACT_LIST_MAX_LIMIT,
  CONTACT_READ_FILTERS,
  CONTACT_SEARCH_MAX,
  CONTACT_SORT_KEYS,
} from './admin-rules';
import { CONTACT_ADMIN_MESSAGES as M } from './messages';

/**
 * The two id messages: nothing there (or only spaces) is "required"; anything that
 * is not 24 hex characters is a bad format. Upper-case hex is the same id.
 */
const contactId = z
  .string({ error: M.idRequired })
  .trim()
  .min(1, { error: M.idRequired, abort: true })
  .toLowerCase()
  .regex(ID_PATTERN, M.invalidId);

export const contactIdParams = z.object({ id: contactId });

/** PATCH /contact/{id}/read: no payload marks it read (the original clients' call); {isRead: false} marks it unread. */
export const markReadSchema = z.preprocess(
  (v) => (v == null ? {} : v),
  z.object({ isRead: z.boolean({ error: M.isReadBoolean }).optional().default(true) }, { error: 'Request body must be a JSON object' }),
);

const BULK_CONTACT_ACTIONS = ['read', 'unread', 'delete'] as const;
export type BulkContactAction = (typeof BULK_CONTACT_ACTIONS)[number];

export const bulkContactSchema = z.object(
  {
    ids: z
      .array(contactId, { error: M.bulkIds })
      .min(1, M.bulkIds)
      .max(CONTACT_BULK_MAX, M.bulkTooMany)
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(BULK_CONTACT_ACTIONS, { error: M.bulkAction }),
  },
  { error: 'Request body must be a JSON object' },
);

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const blankToUndefined = (v: unknown) => {
  const f = first(v);
  return typeof f === 'string' && f.trim() === '' ? undefined : f;
};

const PAGE_MESSAGE = 'Page must be a whole number, at least 1';
const LIMIT_MESSAGE = `Limit must be a whole number between 1 and ${CONTACT_LIST_MAX_LIMIT}`;

/** GET /contact?page&limit, plus ?search= (name, email, subject, message), ?status=read|unread, ?sort=, ?order=. */
export const contactListQuery = z.object({
  page: z.preprocess(blankToUndefined, z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(100_000, PAGE_MESSAGE).optional().default(1)),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: LIMIT_MESSAGE })
      .int(LIMIT_MESSAGE)
      .min(1, LIMIT_MESSAGE)
      .max(CONTACT_LIST_MAX_LIMIT, LIMIT_MESSAGE)
      .optional()
      .default(CONTACT_LIST_DEFAULT_LIMIT),
  ),
  search: z.preprocess(first, z.string().trim().max(CONTACT_SEARCH_MAX, `Search must be at most ${CONTACT_SEARCH_MAX} characters`).optional()),
  status: z.preprocess(
    (v) => {
      const f = blankToUndefined(v);
      return f === 'all' ? undefined : f;
    },
    z.enum(CONTACT_READ_FILTERS, { error: "status must be one of 'all', 'read', 'unread'" }).optional(),
  ),
  sort: z.preprocess(blankToUndefined, z.enum(CONTACT_SORT_KEYS, { error: `sort must be one of ${CONTACT_SORT_KEYS.join(', ')}` }).optional().default('createdAt')),
  order: z.preprocess(blankToUndefined, z.enum(['asc', 'desc'], { error: "order must be 'asc' or 'desc'" }).optional().default('desc')),
});
export type ContactListQuery = z.output<typeof contactListQuery>;
