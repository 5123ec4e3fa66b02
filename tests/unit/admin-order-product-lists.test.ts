import { describe, expect, it } from 'vitest';
import { productExportHref, productList, productListQuery } from '@/lib/catalog/admin-list';
import { orderExportHref, orderList, orderListQuery, parseOrderList } from '@/lib/orders/admin-list';

describe('the products list’s address bar', () => {
  it('reads back what it writes, defaults left out', () => {
    const params = productList.parse({ search: 'rose', category: 'female', status: 'inactive', sort: 'price', order: 'desc', page: '3', limit: '20' });
    expect(params).toEqual({ page: 3, pageSize: 20, sort: { key: 'price', direction: 'desc' }, filters: { search: 'rose', category: 'Female', status: 'inactive', stock: 'all' } });
    // Like GET /api/v1/products/admin, a sort without order is descending, so desc is left out.
    expect(productList.toQuery(params)).toBe('search=rose&category=Female&status=inactive&sort=price&limit=20&page=3');
    const ascending = productList.parse({ sort: 'price', order: 'asc' });
    expect(productList.toQuery(ascending)).toBe('sort=price&order=asc');
    expect(productList.parse(new URLSearchParams(productList.toQuery(ascending)))).toEqual(ascending);
    expect(productList.parse(new URLSearchParams(productList.toQuery(params)))).toEqual(params);
    expect(productList.toQuery(productList.parse({}))).toBe('');
  });

  it('falls back to the defaults for anything malformed', () => {
    expect(productList.parse({ status: 'x', stock: 'y', sort: 'z', page: '-1', limit: '7', category: 'kids' })).toEqual(productList.defaults);
  });

  it('becomes the query the API runs, and an export of every page with the same filters and sort', () => {
    const params = productList.parse({ search: 'oud', stock: 'low', sort: 'name', page: '2' });
    expect(productListQuery(params)).toEqual({ search: 'oud', category: null, status: 'all', stock: 'low', sort: 'name', order: 'desc', page: 2, limit: 10 });
    expect(productExportHref(params)).toBe('/api/v1/products/export?sort=name&order=desc&search=oud&stock=low');
    // The export API's order defaults to desc: the link always says which.
    expect(productExportHref(productList.defaults)).toBe('/api/v1/products/export?sort=createdAt&order=desc');
  });
});

describe('the orders list’s address bar', () => {
  const userId = '65f1a2b3c4d5e6f708192a3b';

  it('reads every filter and becomes the filters listAdminOrders takes', () => {
    const params = parseOrderList({ search: 'MA-2026', userId, status: 'shipped', paymentStatus: 'completed', period: '7d', sort: 'amount', order: 'desc', limit: '20', page: '2' });
    expect(orderListQuery(params)).toEqual({ page: 2, limit: 20, search: 'MA-2026', userId, status: 'shipped', paymentStatus: 'completed', period: '7d', sort: 'amount-desc' });
    expect(orderList.parse(new URLSearchParams(orderList.toQuery(params)))).toEqual(params);
  });

  it('shows every order for the defaults and for anything unreadable', () => {
    const all = { page: 1, limit: 10, search: '', userId: null, status: null, paymentStatus: null, period: 'all', sort: 'newest' };
    expect(orderListQuery(parseOrderList({}))).toEqual(all);
    expect(orderListQuery(parseOrderList({ userId: 'not-an-id', status: 'lost', paymentStatus: 'maybe', period: 'forever', sort: 'price' }))).toEqual(all);
    expect(orderList.toQuery(parseOrderList({}))).toBe('');
  });

  it('opens links made before this list: one-word sorts and the old period names', () => {
    expect(orderListQuery(parseOrderList({ sort: 'oldest' })).sort).toBe('oldest');
    expect(orderListQuery(parseOrderList(new URLSearchParams('sort=amount-asc'))).sort).toBe('amount-asc');
    expect(parseOrderList({ sort: 'amount-desc' }).sort).toEqual({ key: 'amount', direction: 'desc' });
    expect(parseOrderList({ period: 'week' }).filters.period).toBe('7d');
    expect(parseOrderList({ period: 'month' }).filters.period).toBe('lastMonth');
  });

  it('exports what the filters show, in the list’s order, without paging', () => {
    expect(orderExportHref(parseOrderList({ status: 'pending', sort: 'createdAt', order: 'asc', page: '4' }))).toBe('/api/v1/orders/export?status=pending&sort=oldest');
    expect(orderExportHref(parseOrderList({ userId, period: 'today' }))).toBe(`/api/v1/orders/export?userId=${userId}&period=today&sort=newest`);
  });
});
