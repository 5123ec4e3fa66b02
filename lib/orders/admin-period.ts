/*
 * Calendar arithmetic in India Standard Time for the order filters and the dashboard. IST is
 * UTC+5:30 all year (no daylight saving), so a fixed offset is exact and needs no time-zone data.
 * Import-free: the admin pages bundle it for their labels.
 */
import type { AdminPeriod, AnalyticsTimeframe } from './admin-types';

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

/** The IST calendar date of an instant, as UTC fields (year, month 0–11, day). */
function istParts(at: Date): { year: number; month: number; day: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() };
}

/** The instant an IST calendar date begins (month may over- or underflow; Date.UTC normalises it). */
function istMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day) - IST_OFFSET_MS);
}

/** Midnight in Kolkata at the start of `at`'s Indian day. */
export function startOfIstDay(at: Date): Date {
  const { year, month, day } = istParts(at);
  return istMidnight(year, month, day);
}

/** 'YYYY-MM-DD' of the Indian calendar day (the chart's bucket key). */
export function istDateKey(at: Date): string {
  const { year, month, day } = istParts(at);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 'YYYY-MM' of the Indian calendar month. */
export function istMonthKey(at: Date): string {
  const { year, month } = istParts(at);
  return `${year}-${String(month + 1).padStart(2, '0')}`;
}

export interface Range {
  /** Inclusive. */
  from: Date;
  /** Exclusive; null means up to now and beyond (orders placed during the request count). */
  to: Date | null;
}

/**
 * The orders list's time filter (spec section 4): today from midnight in Kolkata; the last 7
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
  const first = new Date(Date.UTC(year, month - 1, 1));
  return new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first);
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
