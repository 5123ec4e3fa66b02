/*
 * The order filters' periods and the dashboard's chart columns, counted in Indian days and months
 * (lib/india-time.ts). Import-free but for that: the admin pages bundle it for their labels.
 */
import { formatIstMonth, istDateKey, istMidnight, istMonthKey, istParts, startOfIstDay } from '../india-time';
import type { AdminPeriod, AnalyticsTimeframe } from './admin-types';

const DAY_MS = 86_400_000;

export interface Range {
  /** Inclusive. */
  from: Date;
  /** Exclusive; null means up to now and beyond (orders placed during the request count). */
  to: Date | null;
}

/**
 * The orders list's time filter: today from midnight in Kolkata; the last 7
 * days as a rolling 7 × 24 hours; the last calendar month as the whole previous month
 * (1 March to 1 April, in IST, when asked on any day of April).
 */
export function periodRange(period: AdminPeriod, now: Date = new Date()): Range | null {
  switch (period) {
    case 'all':
      return null;
    case 'today':
      return { from: startOfIstDay(now), to: null };
    case '7d':
      return { from: new Date(now.getTime() - 7 * DAY_MS), to: null };
    case 'lastMonth': {
      const { year, month } = istParts(now);
      return { from: istMidnight(year, month - 1, 1), to: istMidnight(year, month, 1) };
    }
  }
}

/** "March 2026": the month the lastMonth filter covers, for its label. */
export function lastMonthLabel(now: Date = new Date()): string {
  const { year, month } = istParts(now);
  return formatIstMonth(istMidnight(year, month - 1, 1));
}

export interface Bucket {
  /** 'YYYY-MM-DD' for days, 'YYYY-MM' for months. */
  key: string;
  from: Date;
  to: Date;
}

/**
 * The dashboard's chart columns: one per Indian calendar day (7d, 30d, 90d, ending today) or
 * per month (12m, ending this month). The first bucket's start is where the timeframe begins.
 */
export function timeframeBuckets(timeframe: AnalyticsTimeframe, now: Date = new Date()): Bucket[] {
  const { year, month, day } = istParts(now);
  if (timeframe === '12m') {
    return Array.from({ length: 12 }, (_, i) => {
      const m = month - 11 + i;
      const from = istMidnight(year, m, 1);
      return { key: istMonthKey(from), from, to: istMidnight(year, m + 1, 1) };
    });
  }
  const days = timeframe === '7d' ? 7 : timeframe === '30d' ? 30 : 90;
  return Array.from({ length: days }, (_, i) => {
    const d = day - (days - 1) + i;
    const from = istMidnight(year, month, d);
    return { key: istDateKey(from), from, to: istMidnight(year, month, d + 1) };
  });
}

/** Where a timeframe begins: the first bucket's midnight in Kolkata. */
export function timeframeStart(timeframe: AnalyticsTimeframe, now: Date = new Date()): Date {
  return timeframeBuckets(timeframe, now)[0]!.from;
}
