import { describe, expect, it } from 'vitest';
import { auditActionLabel } from '@/lib/audit/dto';
import { auditTargetLabel, type AuditTargetParts } from '@/lib/audit';

const none: Omit<AuditTargetParts, 'entityType'> = {
  productName: null,
  userName: null,
  userDeleted: false,
  orderNumber: null,
  couponCode: null,
  reviewAuthor: null,
  reviewProductName: null,
  contactName: null,
  contactSubject: null,
  emailSubject: null,
  emailTo: null,
};

describe('auditTargetLabel', () => {
  it('names each kind of target by what an admin knows it by', () => {
    expect(auditTargetLabel({ ...none, entityType: 'product', productName: 'Oud Nocturne' })).toBe('Oud Nocturne');
    expect(auditTargetLabel({ ...none, entityType: 'user', userName: 'Priya Sharma' })).toBe('Priya Sharma');
    expect(auditTargetLabel({ ...none, entityType: 'order', orderNumber: 'MA-2026-001001' })).toBe('MA-2026-001001');
    expect(auditTargetLabel({ ...none, entityType: 'coupon', couponCode: 'DIWALI' })).toBe('DIWALI');
    expect(auditTargetLabel({ ...none, entityType: 'review', reviewAuthor: 'Priya S.', reviewProductName: 'Amaira' })).toBe('Priya S. on Amaira');
    expect(auditTargetLabel({ ...none, entityType: 'contact_message', contactName: 'Ravi', contactSubject: 'Gift wrap' })).toBe('Gift wrap (from Ravi)');
    expect(auditTargetLabel({ ...none, entityType: 'email', emailSubject: 'Your order has shipped', emailTo: 'a@b.in' })).toBe('Your order has shipped to a@b.in');
    expect(auditTargetLabel({ ...none, entityType: 'delivery_rules' })).toBe('Delivery rules');
    // Gifting and the store details share the one row; the action (Gifting, Store details) tells them apart.
    expect(auditTargetLabel({ ...none, entityType: 'store_settings' })).toBe('Store settings');
  });

  it('is null for a target that is gone, a deleted account, or a type it does not know', () => {
    expect(auditTargetLabel({ ...none, entityType: 'product' })).toBeNull();
    expect(auditTargetLabel({ ...none, entityType: 'user', userName: 'Deleted customer', userDeleted: true })).toBeNull();
    expect(auditTargetLabel({ ...none, entityType: 'secret_test', productName: 'Amaira' })).toBeNull();
  });
});

describe('auditActionLabel', () => {
  it('says what was done, in words', () => {
    expect(auditActionLabel('product.update')).toBe('Updated');
    expect(auditActionLabel('order.status')).toBe('Changed status');
    expect(auditActionLabel('user.role_change')).toBe('Changed role');
    expect(auditActionLabel('product.stock_adjust')).toBe('Adjusted stock');
    expect(auditActionLabel('product.bulk_delete')).toBe('Deleted (bulk)');
    expect(auditActionLabel('user.merge_accounts')).toBe('Merge accounts');
  });
});
