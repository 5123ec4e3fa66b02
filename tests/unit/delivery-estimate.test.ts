import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_RULES, deliveryZone, dispatchDay, estimateDelivery, type DeliveryRules } from '@/lib/delivery/estimate';
import { deliveryEstimateQuery, deliveryRulesSchema } from '@/lib/delivery/schema';

const rules: DeliveryRules = { ...DEFAULT_DELIVERY_RULES, holidays: [] };
// Friday 27 November 2026, 10:30 and 14:30 in Kolkata.
const FRIDAY_MORNING = new Date('2026-11-27T05:00:00Z');
const FRIDAY_AFTER_CUTOFF = new Date('2026-11-27T09:00:00Z');
const SATURDAY_AFTER_CUTOFF = new Date('2026-11-28T10:00:00Z');

describe('dispatchDay', () => {
  it('ships today before the cut-off and the next working day from it on', () => {
    expect(dispatchDay(rules, FRIDAY_MORNING)).toBe('2026-11-27');
    expect(dispatchDay(rules, new Date('2026-11-27T08:29:00Z'))).toBe('2026-11-27');
    expect(dispatchDay(rules, new Date('2026-11-27T08:30:00Z'))).toBe('2026-11-28');
    expect(dispatchDay(rules, FRIDAY_AFTER_CUTOFF)).toBe('2026-11-28');
  });

  it('counts the day in India time, not UTC', () => {
    // 20:00 UTC on Friday is 01:30 on Saturday in Kolkata.
    expect(dispatchDay(rules, new Date('2026-11-27T20:00:00Z'))).toBe('2026-11-28');
  });

  it('skips Sundays', () => {
    expect(dispatchDay(rules, SATURDAY_AFTER_CUTOFF)).toBe('2026-11-30');
    expect(dispatchDay(rules, new Date('2026-11-29T03:00:00Z'))).toBe('2026-11-30');
  });

  it('skips holidays, also after a Sunday', () => {
    expect(dispatchDay({ ...rules, holidays: ['2026-11-30'] }, SATURDAY_AFTER_CUTOFF)).toBe('2026-12-01');
    expect(dispatchDay({ ...rules, holidays: ['2026-11-27'] }, FRIDAY_MORNING)).toBe('2026-11-28');
  });
});

describe('estimateDelivery', () => {
  it('adds the zone’s days as courier working days (no Sunday deliveries)', () => {
    expect(estimateDelivery(rules, 'metro', '560001', FRIDAY_MORNING)).toEqual({ pin: '560001', zone: 'metro', from: '2026-11-28', to: '2026-12-01' });
    expect(estimateDelivery(rules, 'metro', '560001', FRIDAY_AFTER_CUTOFF)).toMatchObject({ from: '2026-11-30', to: '2026-12-02' });
    expect(estimateDelivery(rules, 'rest', '302001', FRIDAY_MORNING)).toMatchObject({ from: '2026-12-01', to: '2026-12-04' });
    expect(estimateDelivery(rules, 'north-east-jk', '781001', FRIDAY_MORNING)).toMatchObject({ from: '2026-12-03', to: '2026-12-08' });
    expect(estimateDelivery(rules, 'remote', '744101', FRIDAY_MORNING)).toMatchObject({ from: '2026-12-05', to: '2026-12-11' });
  });

  it('follows edited days', () => {
    const edited = { ...rules, zones: { ...rules.zones, metro: { minDays: 0, maxDays: 0 } } };
    expect(estimateDelivery(edited, 'metro', '110001', FRIDAY_MORNING)).toMatchObject({ from: '2026-11-27', to: '2026-11-27' });
  });
});

describe('deliveryZone', () => {
  it.each([
    ['560001', 'metro'],
    ['110001', 'metro'],
    ['400 001', 'metro'],
    ['600001', 'metro'],
    ['700001', 'metro'],
    ['500001', 'metro'],
    ['302001', 'rest'],
    ['682001', 'rest'],
    ['160017', 'rest'],
    ['781001', 'north-east-jk'],
    ['737101', 'north-east-jk'],
    ['190001', 'north-east-jk'],
    ['194101', 'north-east-jk'],
    ['744101', 'remote'],
    ['682555', 'remote'],
  ])('%s is %s', (pin, zone) => {
    expect(deliveryZone(pin)).toEqual({ zone, pin: pin.replace(' ', '') });
  });

  it.each([
    ['', 'empty'],
    ['56000', 'length'],
    ['56000a', 'not-digits'],
    ['060001', 'leading-zero'],
    ['350001', 'unknown'],
    ['999999', 'unknown'],
  ])('refuses %j (%s)', (pin, problem) => {
    expect(deliveryZone(pin)).toEqual({ problem });
  });
});

describe('deliveryEstimateQuery', () => {
  const message = (pin: unknown) => {
    const result = deliveryEstimateQuery.safeParse(pin === undefined ? {} : { pin });
    return result.success ? null : result.error.issues[0]?.message;
  };
  it('speaks as the checkout PIN field does', () => {
    expect(message(undefined)).toBe('PIN code is required');
    expect(message('5600')).toBe('PIN code must be 6 digits');
    expect(message('56000a')).toBe('A PIN code has digits only');
    expect(message('060001')).toBe('A PIN code cannot start with 0');
    expect(message('350001')).toBe('We do not recognise PIN code 350001; please check it');
    expect(message('560001')).toBeNull();
  });
});

describe('deliveryRulesSchema', () => {
  it('accepts the defaults and sorts and dedupes holidays', () => {
    expect(deliveryRulesSchema.parse(DEFAULT_DELIVERY_RULES)).toEqual(DEFAULT_DELIVERY_RULES);
    expect(deliveryRulesSchema.parse({ ...rules, holidays: ['2026-12-25', '2026-01-26', '2026-12-25'] }).holidays).toEqual(['2026-01-26', '2026-12-25']);
  });
  it('refuses impossible rules with a message', () => {
    const bad = (patch: object) => deliveryRulesSchema.safeParse({ ...rules, ...patch }).error?.issues[0]?.message;
    expect(bad({ cutoff: '25:00' })).toBe('Cut-off must be a time like 14:00');
    expect(bad({ holidays: ['2026-02-30'] })).toBe('Holidays must be dates like 2026-12-25');
    expect(bad({ zones: { ...rules.zones, metro: { minDays: 4, maxDays: 2 } } })).toBe('The fewest days cannot be more than the most days');
    expect(bad({ zones: { ...rules.zones, rest: { minDays: 1.5, maxDays: 2 } } })).toBe('Days must be a whole number from 0 to 60');
  });
});
