import { describe, expect, it } from 'vitest';
import { choiceFilter, DEFAULT_PAGE_SIZE, defineList, defineSearchList, lastPage, loadListPage, PAGE_SIZES, pageAndSort, searchFilter } from '@/lib/admin/list-params';
import { auditList, auditListQuery } from '@/lib/audit/admin-list';
import { couponList, couponListQuery } from '@/lib/coupons/admin-list';
import { userList, userListQuery } from '@/lib/users/admin-list';

const list = defineList({
  sortKeys: ['createdAt', 'code', 'usage'],
  defaultSort: { key: 'createdAt', direction: 'desc' },
  filters: { search: searchFilter(10), status: choiceFilter(['all', 'active', 'expired'], 'all') },
});

describe('defineList (the back office lists’ address-bar params)', () => {
  it('opens on page 1 of 10 rows, default sort, no filters', () => {
    expect(PAGE_SIZES).toEqual([5, 10, 20, 50]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(list.parse({})).toEqual({ page: 1, pageSize: 10, sort: { key: 'createdAt', direction: 'desc' }, filters: { search: '', status: 'all' } });
    expect(list.toQuery(list.defaults)).toBe('');
    expect(list.href('/admin/coupons', list.defaults)).toBe('/admin/coupons');
  });

  it('reads every param, and writes back the same query with defaults left out', () => {
    const params = list.parse({ page: '2', limit: '20', sort: 'code', order: 'desc', search: '  diwali ', status: 'expired' });
    expect(params).toEqual({ page: 2, pageSize: 20, sort: { key: 'code', direction: 'desc' }, filters: { search: 'diwali', status: 'expired' } });
    expect(list.toQuery(params)).toBe('search=diwali&status=expired&sort=code&order=desc&limit=20&page=2');
    expect(list.parse(new URLSearchParams(list.toQuery(params)))).toEqual(params);
  });

  it('sorts another column ascending unless told, and the default column in its default direction', () => {
    expect(list.parse({ sort: 'usage' }).sort).toEqual({ key: 'usage', direction: 'asc' });
    expect(list.toQuery(list.parse({ sort: 'usage' }))).toBe('sort=usage');
    expect(list.toQuery(list.parse({ order: 'asc' }))).toBe('order=asc');
  });

  it('takes the default for anything unreadable, so a mangled link still shows a list', () => {
    const params = list.parse({ page: '-3', limit: '7', sort: 'password', order: 'sideways', status: 'deleted', search: ['abc', 'def'] });
    expect(params).toEqual({ page: 1, pageSize: 10, sort: { key: 'createdAt', direction: 'desc' }, filters: { search: 'abc', status: 'all' } });
    expect(list.parse({ page: '1.5' }).page).toBe(1);
    expect(list.parse({ page: '9999999' }).page).toBe(1);
    expect(list.parse({ search: 'x'.repeat(50) }).filters.search).toBe('x'.repeat(10));
    // PostgreSQL text cannot hold NUL: control characters become spaces.
    expect(list.parse({ search: ' oud\u0000  royale\n' }).filters.search).toBe('oud royale');
  });

  it('goes back to page 1 when a filter, the sort or the page size changes, not on a page turn', () => {
    const on3 = list.parse({ page: '3' });
    expect(list.apply(on3, { page: 4 }).page).toBe(4);
    expect(list.apply(on3, { filters: { status: 'active' } })).toMatchObject({ page: 1, filters: { search: '', status: 'active' } });
    expect(list.apply(on3, { sort: { key: 'code', direction: 'asc' } }).page).toBe(1);
    expect(list.apply(on3, { pageSize: 50 })).toMatchObject({ page: 1, pageSize: 50 });
  });

  it('says whether any filter is set', () => {
    expect(list.isFiltered(list.defaults)).toBe(false);
    expect(list.isFiltered(list.parse({ page: '2', sort: 'code' }))).toBe(false);
    expect(list.isFiltered(list.parse({ status: 'active' }))).toBe(true);
  });

  it('refuses a filter named like the list’s own params', () => {
    expect(() => defineList({ sortKeys: ['a'], defaultSort: { key: 'a', direction: 'asc' }, filters: { page: searchFilter(5) } })).toThrow(/page/);
  });
});

describe('loadListPage', () => {
  const rows = Array.from({ length: 23 }, (_, i) => i);
  const load = async (p: { page: number; pageSize: number }) => ({ items: rows.slice((p.page - 1) * p.pageSize, p.page * p.pageSize), total: rows.length });

  it('loads the asked page', async () => {
    const { params, result } = await loadListPage({ ...list.defaults, page: 2 }, load, (r) => r.items);
    expect(params.page).toBe(2);
    expect(result.items[0]).toBe(10);
  });

  it('shows the last page for a page past the end', async () => {
    const { params, result } = await loadListPage({ ...list.defaults, page: 9 }, load, (r) => r.items);
    expect(params.page).toBe(3);
    expect(result.items).toEqual([20, 21, 22]);
    expect(lastPage(0, 10)).toBe(1);
  });
});

describe('the lists’ own definitions', () => {
  it('coupons: the URL becomes the query GET /api/v1/coupons runs', () => {
    const params = couponList.parse({ search: 'diwali', status: 'expired', sort: 'usage', order: 'desc', page: '2', limit: '20' });
    expect(couponListQuery(params)).toEqual({ search: 'diwali', status: 'expired', page: 2, limit: 20, sort: 'usage', order: 'desc' });
    expect(couponListQuery(couponList.defaults)).toEqual({ search: undefined, status: undefined, page: 1, limit: 10, sort: 'createdAt', order: 'desc' });
  });

  it('users: role "all" and an unknown sort fall back, deleted accounts stay out', () => {
    const query = userListQuery(userList.parse({ role: 'all', sort: 'passwordHash', search: 'priya' }));
    expect(query).toMatchObject({ search: 'priya', role: null, status: null, sort: 'createdAt', order: 'desc' });
    expect(userListQuery(userList.parse({ role: 'admin', sort: 'name' }))).toMatchObject({ role: 'admin', sort: 'name', order: 'asc' });
  });

  it('audit: an admin is an id or an email (lower-cased); anything else is ignored', () => {
    expect(auditList.parse({ actor: ' Admin@MaisonAurelle.test ' }).filters.actor).toBe('admin@maisonaurelle.test');
    expect(auditList.parse({ actor: 'not an email' }).filters.actor).toBe('');
    expect(auditList.parse({ entityType: 'DROP TABLE' }).filters.entityType).toBe('');
    expect(auditListQuery(auditList.parse({ entityType: 'coupon', order: 'asc' }))).toEqual({ page: 1, limit: 10, entityType: 'coupon', actor: undefined, order: 'asc' });
  });
});

describe('defineSearchList (newest first, a search box and one select)', () => {
  const same = defineSearchList({ sortKeys: ['createdAt', 'code', 'usage'], search: { max: 10 }, choice: { name: 'status', values: ['all', 'active', 'expired'] } });

  it('reads and writes the address bar as the defineList it stands for', () => {
    for (const raw of [{}, { page: '2', limit: '20', sort: 'code', search: '  diwali ', status: 'expired' }, { status: 'bogus', order: 'asc' }]) {
      const params = list.parse(raw);
      expect(same.parse(raw)).toEqual(params);
      expect(same.toQuery(params)).toBe(list.toQuery(params));
    }
    expect(same.defaults).toEqual(list.defaults);
  });

  it('names its search box as told, and needs a createdAt key to sort newest first', () => {
    const outbox = defineSearchList({ sortKeys: ['createdAt', 'to'], search: { name: 'q', max: 5 }, choice: { name: 'status', values: ['all', 'sent'] } });
    expect(outbox.parse({ q: 'ana@example.in', status: 'sent' }).filters).toEqual({ q: 'ana@e', status: 'sent' });
    expect(() => defineSearchList({ sortKeys: ['name'], search: { max: 5 }, choice: { name: 'role', values: ['all', 'admin'] } })).toThrow(/createdAt/);
  });

  it('gives the page and sort in the lib queries\' words', () => {
    expect(pageAndSort(list.parse({ page: '3', limit: '50', sort: 'usage' }))).toEqual({ page: 3, limit: 50, sort: 'usage', order: 'asc' });
  });
});
