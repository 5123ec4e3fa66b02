import { describe, expect, it } from 'vitest';
import { contactListQuery } from '@/lib/contact/admin-schema';
import { contactList, toContactListQuery } from '@/lib/contact/admin-list';
import { adminReviewQuerySchema } from '@/lib/reviews/schema';
import { reviewList, reviewListQuery } from '@/lib/reviews/admin-list';

/* The reviews and messages lists' address bars, and the queries they become (the APIs' own). */
describe('the reviews list in the address bar', () => {
  it('opens on every review, newest first, as the API does with no parameters', () => {
    expect(reviewListQuery(reviewList.parse({}))).toEqual(adminReviewQuerySchema.parse({}));
    expect(reviewList.href('/admin/reviews', reviewList.defaults)).toBe('/admin/reviews');
  });

  it('reads product, search, rating, status, sort and page, and writes them back', () => {
    const params = reviewList.parse({ product: ' Oud ', search: 'lovely', rating: '4', status: 'hidden', sort: 'rating', page: '2', limit: '20' });
    expect(reviewListQuery(params)).toEqual(
      adminReviewQuerySchema.parse({ product: 'Oud', search: 'lovely', rating: '4', status: 'hidden', sort: 'rating', direction: 'asc', page: '2', limit: '20' }),
    );
    expect(reviewList.toQuery(params)).toBe('product=Oud&search=lovely&rating=4&status=hidden&sort=rating&limit=20&page=2');
  });

  it('takes the default for a rating or status it does not know', () => {
    expect(reviewList.parse({ rating: '6', status: 'deleted' }).filters).toMatchObject({ rating: 'all', status: 'all' });
    expect(reviewListQuery(reviewList.parse({ rating: '0' })).rating).toBeUndefined();
  });
});

describe('the messages list in the address bar', () => {
  it('opens on every message, newest first, as the API does with no parameters', () => {
    expect(toContactListQuery(contactList.parse({}))).toEqual(contactListQuery.parse({}));
    expect(contactList.href('/admin/contacts', contactList.defaults)).toBe('/admin/contacts');
  });

  it('reads search, read status, sort and page as GET /api/v1/contact names them', () => {
    const raw = { search: 'gift', status: 'unread', sort: 'isRead', order: 'desc', page: '3', limit: '50' };
    const params = contactList.parse(raw);
    expect(toContactListQuery(params)).toEqual(contactListQuery.parse(raw));
    expect(contactList.toQuery(params)).toBe('search=gift&status=unread&sort=isRead&order=desc&limit=50&page=3');
    expect(contactList.parse({ status: 'archived' }).filters.status).toBe('all');
  });
});
