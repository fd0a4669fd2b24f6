// Calendar arithmetic for the analytics, all in UTC: the service dates P/L periods and renews credits in UTC, so a
// user's time zone never moves a sub-period into another month.
import { canonicalUtc, dayMemo, type DayMemo } from './iso-utc';

export const DAY_MS = 86_400_000;
/** The spreadsheet XIRR convention: a year is 365 days, leap years included. */
export const YEAR_DAYS = 365;

/** The ranges a return is asked for. */
export type ReturnRange = '1m' | '3m' | 'ytd' | '1y' | 'all';

/** 00:00 UTC of the day holding `at`. */
export const startOfUtcDay = (at: number): number => Math.floor(at / DAY_MS) * DAY_MS;

/** `at` moved by whole calendar months, the day clamped to the target month's length (31 Mar - 1 month = 28/29 Feb). */
export function addUtcMonths(at: number, months: number): number {
  const d = new Date(at);
  const target = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1);
  const t = new Date(target);
  const lastDay = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 0)).getUTCDate();
  return Date.UTC(
    t.getUTCFullYear(),
    t.getUTCMonth(),
    Math.min(d.getUTCDate(), lastDay),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
    d.getUTCMilliseconds(),
  );
}

/**
 * Where a range starts, at 00:00 UTC: 1M and 3M the same calendar day one or three months back, 1Y one year back
 * (29 Feb -> 28 Feb), YTD 1 January; 'all' has no start (null: from the first period on).
 */
export function rangeStart(range: ReturnRange, now: number): number | null {
  const today = startOfUtcDay(now);
  switch (range) {
    case '1m':
      return addUtcMonths(today, -1);
    case '3m':
      return addUtcMonths(today, -3);
    case '1y':
      return addUtcMonths(today, -12);
    case 'ytd':
      return Date.UTC(new Date(now).getUTCFullYear(), 0, 1);
    case 'all':
      return null;
  }
}

/**
 * Epoch ms of an ISO date or date-time, read as UTC when it names no zone; NaN when it is not one. Pass one memo
 * (iso-utc.ts) to read many dates in a row faster.
 */
export function parseDate(text: string, memo: DayMemo = dayMemo()): number {
  const fast = canonicalUtc(text, memo);
  if (fast !== null) return fast;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return Date.parse(`${text}T00:00:00Z`);
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(text);
  return Date.parse(zoned ? text : `${text}Z`);
}

/** The first instant of the month after the one holding `at` (credits renew then). */
export const nextUtcMonthStart = (at: number): number => {
  const d = new Date(at);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};

/** The first instant of the month holding `at`. */
export const utcMonthStart = (at: number): number => {
  const d = new Date(at);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};
