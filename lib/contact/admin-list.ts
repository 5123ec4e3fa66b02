/*
 * /admin/contacts' address bar (docs/admin-lists.md): search, read status, sort and page. The
 * page parses it, the screen writes it; the query it becomes is the one GET /api/v1/contact runs.
 */
import { defineSearchList, pageAndSort } from '../admin/list-params';
import { CONTACT_READ_FILTERS, CONTACT_SEARCH_MAX, CONTACT_SORT_KEYS } from './admin-rules';
import type { ContactListQuery } from './admin-schema';

export const CONTACT_STATUS_FILTERS = ['all', ...CONTACT_READ_FILTERS] as const;

export const contactList = defineSearchList({
  sortKeys: CONTACT_SORT_KEYS,
  search: { max: CONTACT_SEARCH_MAX },
  choice: { name: 'status', values: CONTACT_STATUS_FILTERS },
});

export type ContactListParams = ReturnType<typeof contactList.parse>;

/** The list query for lib/contact/admin.ts's listContactMessages. */
export function toContactListQuery(params: ContactListParams): ContactListQuery {
  const { search, status } = params.filters;
  return { search: search || undefined, status: status === 'all' ? undefined : status, ...pageAndSort(params) };
}
