// Calendar arithmetic for the analytics, all in UTC: the service dates P/L periods and renews credits in UTC, so a
// user's time zone never moves a sub-period into another month.

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

/** Epoch ms of an ISO date or date-time, read as UTC when it names no zone; NaN when it is not one. */
export function parseDate(text: string): number {
  const fast = canonicalUtc(text);
  if (fast !== null) return fast;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return Date.parse(`${text}T00:00:00Z`);
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(text);
  return Date.parse(zoned ? text : `${text}Z`);
}

/** Days of each month (index 1..12), February as in a leap year (checked apart). */
const MONTH_DAYS = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
/** Two decimal digits at i, i + 1 as a number; -1 if either is not a digit. */
function pair(s: string, i: number): number {
  const a = s.charCodeAt(i) - 48;
  const b = s.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/** Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468;
}

/**
 * The service's own form, 2024-01-31T12:00:00Z or with .sss, read without Date.parse: a realized-gains report
 * reads 100,000 of them within a frame, and Date.parse takes about four times as long. Null for any other form.
 */
function canonicalUtc(s: string): number | null {
  const n = s.length;
  if ((n !== 20 && n !== 24) || !separated(s, n)) return null;
  const century = pair(s, 0);
  const yy = pair(s, 2);
  const month = pair(s, 5);
  const day = pair(s, 8);
  const hour = pair(s, 11);
  const minute = pair(s, 14);
  const second = pair(s, 17);
  const milli = n === 24 ? millis(s) : 0;
  if (century < 0 || yy < 0 || hour < 0 || minute < 0 || second < 0 || milli < 0) return null;
  const year = century * 100 + yy;
  if (month < 1 || month > 12 || day < 1 || day > (MONTH_DAYS[month] ?? 0) || hour > 23 || minute > 59)
    return null;
  if (second > 59 || (month === 2 && day === 29 && !leap(year))) return null;
  return daysFromCivil(year, month, day) * DAY_MS + ((hour * 60 + minute) * 60 + second) * 1000 + milli;
}

/** The separators of YYYY-MM-DDTHH:MM:SS[.sss]Z ('-' 45, 'T' 84, ':' 58, '.' 46, 'Z' 90). */
function separated(s: string, n: number): boolean {
  return (
    s.charCodeAt(4) === 45 &&
    s.charCodeAt(7) === 45 &&
    s.charCodeAt(10) === 84 &&
    s.charCodeAt(13) === 58 &&
    s.charCodeAt(16) === 58 &&
    s.charCodeAt(n - 1) === 90 &&
    (n === 20 || s.charCodeAt(19) === 46)
  );
}

/** The three digits after the point, or -1. */
function millis(s: string): number {
  const hundreds = pair(s, 20);
  const last = s.charCodeAt(22) - 48;
  return hundreds >= 0 && last >= 0 && last <= 9 ? hundreds * 10 + last : -1;
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
