import { describe, expect, it } from 'vitest';
import {
  claimableQuantities,
  claimCreditNoteNumber,
  claimLinesRefusal,
  claimMediaRefusal,
  claimRefundId,
  claimRefundNumber,
  claimRefundPaise,
  claimWindowClosesAt,
  withinClaimWindow,
} from '@/lib/claims/rules';
import { checkDeclaredFiles, checkReceivedFile, sniffVideo } from '@/lib/uploads/rules';

const delivered = new Date('2026-11-01T10:00:00Z');
const HOUR = 3_600_000;

describe('claim window', () => {
  it('counts from delivery; the closing instant is outside it', () => {
    expect(claimWindowClosesAt(delivered, 48).toISOString()).toBe('2026-11-03T10:00:00.000Z');
    expect(withinClaimWindow(delivered, 48, new Date(delivered.getTime() + 47.99 * HOUR))).toBe(true);
    expect(withinClaimWindow(delivered, 48, new Date(delivered.getTime() + 48 * HOUR))).toBe(false);
    expect(withinClaimWindow(delivered, 72, new Date(delivered.getTime() + 50 * HOUR))).toBe(true);
    expect(withinClaimWindow(null, 48, delivered)).toBe(false);
  });
});

describe('claimable quantities', () => {
  const lines = [
    { id: 'a', quantity: 3, name: 'Oud' },
    { id: 'b', quantity: 1, name: 'Jasmine' },
  ];
  it('delivered less what earlier claims cover, rejected ones covering nothing', () => {
    const left = claimableQuantities(lines, [
      { status: 'replaced', items: [{ orderItemId: 'a', quantity: 1 }] },
      { status: 'rejected', items: [{ orderItemId: 'a', quantity: 2 }, { orderItemId: 'b', quantity: 1 }] },
      { status: 'open', items: [{ orderItemId: 'b', quantity: 1 }] },
    ]);
    expect(left).toEqual(new Map([['a', 2], ['b', 0]]));
  });
  it('refuses more than is left, unknown lines, duplicates and nothing', () => {
    const left = new Map([['a', 2], ['b', 0]]);
    expect(claimLinesRefusal([{ orderItemId: 'a', quantity: 2 }], lines, left)).toBeNull();
    expect(claimLinesRefusal([{ orderItemId: 'a', quantity: 3 }], lines, left)).toBe('Only 2 of Oud can still be claimed');
    expect(claimLinesRefusal([{ orderItemId: 'b', quantity: 1 }], lines, left)).toBe('Jasmine has already been claimed in full');
    expect(claimLinesRefusal([{ orderItemId: 'z', quantity: 1 }], lines, left)).toBe('Choose lines from this order');
    expect(claimLinesRefusal([{ orderItemId: 'a', quantity: 1 }, { orderItemId: 'a', quantity: 1 }], lines, left)).toBe('Each line may be listed once');
    expect(claimLinesRefusal([], lines, left)).toBe('Choose at least one item and how many');
  });
});

describe('refund amount', () => {
  it('unit price × quantity, less the lines’ share of the coupon, capped at what is refundable', () => {
    expect(claimRefundPaise([{ unitPricePaise: 249_900, quantity: 1 }], { subtotalPaise: 499_800, discountPaise: 0 }, 10_000_000)).toBe(249_900);
    // 10 % off the goods: one of two bottles carries half of it.
    expect(claimRefundPaise([{ unitPricePaise: 249_900, quantity: 1 }], { subtotalPaise: 499_800, discountPaise: 49_980 }, 10_000_000)).toBe(224_910);
    // Uneven shares round the discount share down: the shopper never gets less than their share.
    expect(claimRefundPaise([{ unitPricePaise: 100_001, quantity: 1 }], { subtotalPaise: 300_000, discountPaise: 1_000 }, 10_000_000)).toBe(100_001 - 333);
    expect(claimRefundPaise([{ unitPricePaise: 249_900, quantity: 2 }], { subtotalPaise: 499_800, discountPaise: 0 }, 100_000)).toBe(100_000);
    expect(claimRefundPaise([{ unitPricePaise: 249_900, quantity: 1 }], { subtotalPaise: 249_900, discountPaise: 249_900 }, 0)).toBe(0);
  });
  it('refund ids and credit note numbers per claim refund', () => {
    expect(claimRefundId('MA-2026-001234', 2)).toBe('RF-MA-2026-001234-C2');
    expect(claimRefundNumber('MA-2026-001234', 'RF-MA-2026-001234-C2')).toBe(2);
    expect(claimRefundNumber('MA-2026-001234', 'RF-MA-2026-001234')).toBeNull();
    expect(claimRefundNumber('MA-2026-001234', 'RF-MA-2026-001234-P99')).toBeNull();
    expect(claimCreditNoteNumber('MA/26-27/000001', 1)).toBe('C1/26-27/000001');
  });
});

describe('evidence', () => {
  const img = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `/uploads/claims/${i}.webp`, kind: 'image' as const }));
  it('1–5 photos or exactly one video', () => {
    expect(claimMediaRefusal(img(1))).toBeNull();
    expect(claimMediaRefusal(img(5))).toBeNull();
    expect(claimMediaRefusal(img(6))).toBe('Add at most 5 photos');
    expect(claimMediaRefusal([])).toBe('Add 1 to 5 photos or one short video');
    expect(claimMediaRefusal([{ url: 'v', kind: 'video' }])).toBeNull();
    expect(claimMediaRefusal([{ url: 'v', kind: 'video' }, { url: 'w', kind: 'video' }])).toBe('Add one video at most');
    expect(claimMediaRefusal([{ url: 'v', kind: 'video' }, ...img(1)])).toBe('Add photos or one video, not both');
  });
  it('the upload rules: photos up to 5 MB, one video up to 32 MB, alone; bytes checked', () => {
    expect(checkDeclaredFiles('claim', [{ type: 'image/jpeg', size: 1000 }])).toBeNull();
    expect(checkDeclaredFiles('claim', [{ type: 'video/mp4', size: 20 * 1024 * 1024 }])).toBeNull();
    expect(checkDeclaredFiles('claim', [{ type: 'video/mp4', size: 33 * 1024 * 1024 }])).toBe('The video must be 32 MB or smaller: a short clip is enough');
    expect(checkDeclaredFiles('claim', [{ type: 'video/mp4', size: 10 }, { type: 'image/png', size: 10 }])).toBe('Add photos or one video, not both');
    expect(checkDeclaredFiles('claim', [{ type: 'image/gif', size: 10 }])).toBe('Please upload JPEG, PNG or WebP photos, or one MP4, MOV or WebM video');
    expect(checkDeclaredFiles('claim', [{ type: 'image/png', size: 6 * 1024 * 1024 }])).toBe('Image must be 5 MB or smaller');
    const mp4 = new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32]);
    const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]);
    expect(sniffVideo(mp4)).toBe('mp4');
    expect(sniffVideo(webm)).toBe('webm');
    expect(checkReceivedFile('claim', { type: 'video/mp4', size: 100 }, mp4)).toBeNull();
    expect(checkReceivedFile('claim', { type: 'video/webm', size: 100 }, mp4)).not.toBeNull();
    expect(checkReceivedFile('claim', { type: 'video/mp4', size: 100 }, new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]))).not.toBeNull();
    // Avatars never take a video.
    expect(checkDeclaredFiles('avatar', [{ type: 'video/mp4', size: 10 }])).toBe('Please upload a JPEG, PNG or WebP image');
  });
});
