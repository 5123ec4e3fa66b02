/*
 * /admin/users' address bar (docs/admin-lists.md): search, role, sort and page. The page parses
 * it, the screen writes it; it becomes the same query GET /api/v1/users runs.
 */
import { defineSearchList, pageAndSort } from '../admin/list-params';
import type { ListUsersQuery } from './admin';
import { USER_ROLES, USER_SEARCH_MAX_LENGTH, USER_SORT_KEYS } from './admin-types';

export const USER_ROLE_FILTERS = ['all', ...USER_ROLES] as const;

export const userList = defineSearchList({
  sortKeys: USER_SORT_KEYS,
  search: { max: USER_SEARCH_MAX_LENGTH },
  choice: { name: 'role', values: USER_ROLE_FILTERS },
});

export type UserListParams = ReturnType<typeof userList.parse>;

/** The list query for lib/users/admin.ts's listUsers (accounts that are not deleted). */
export function userListQuery(params: UserListParams): ListUsersQuery {
  const { search, role } = params.filters;
  return { search, role: role === 'all' ? null : role, status: null, ...pageAndSort(params) };
}
