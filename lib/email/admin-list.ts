/*
 * /admin/emails' address bar (docs/admin-lists.md): ?q= (part of the recipient's address),
 * ?status=, sort and page. The page parses it, the screen writes it; the dashboard links to
 * /admin/emails?status=failed.
 */
import { defineSearchList, pageAndSort, type SortDirection } from '../admin/list-params';
import { EMAIL_STATUSES, type EmailStatus } from './types';

export const OUTBOX_SEARCH_MAX_LENGTH = 100;
const OUTBOX_SORT_KEYS = ['createdAt', 'to'] as const;
type OutboxSortKey = (typeof OUTBOX_SORT_KEYS)[number];
export const OUTBOX_STATUS_FILTERS = ['all', ...EMAIL_STATUSES] as const;

export const emailList = defineSearchList({
  sortKeys: OUTBOX_SORT_KEYS,
  search: { name: 'q', max: OUTBOX_SEARCH_MAX_LENGTH },
  choice: { name: 'status', values: OUTBOX_STATUS_FILTERS },
});

export type EmailListParams = ReturnType<typeof emailList.parse>;

/** What lib/email/admin-queries.ts's listOutboxEmails takes. */
export interface OutboxQuery {
  page?: number;
  pageSize?: number;
  /** null or absent: every status. */
  status?: EmailStatus | null;
  /** Part of the recipient's address, case-insensitive; '' for none. */
  q?: string;
  sort?: OutboxSortKey;
  order?: SortDirection;
}

/** The list's params as listOutboxEmails' query. */
export function outboxQuery(params: EmailListParams): OutboxQuery {
  const { q, status } = params.filters;
  const { limit, ...pageAndOrder } = pageAndSort(params);
  return { q, status: status === 'all' ? null : status, pageSize: limit, ...pageAndOrder };
}
