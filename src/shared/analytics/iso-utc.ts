// The service's own date form, 2024-01-31T12:00:00Z or with .sss, read without Date.parse: a realized-gains report
// reads 100,000 of them within a frame, and Date.parse takes about four times as long.

/** Milliseconds a day (time.ts's DAY_MS, which imports this file). */
const DAY_MS = 86_400_000;

/** The last calendar day read: a history holds many trades a day, so the day arithmetic runs once per day. */
export interface DayMemo {
  key: number;
  days: number;
}

export const dayMemo = (): DayMemo => ({ key: -1, days: 0 });

/** Days of each month (index 1..12), February as in a leap year (checked apart). */
const MONTH_DAYS = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468;
}

/** The two digits at i, i + 1 as a number, or -1 when either is no digit: `d | (9 - d)` is negative just when d
 * is outside 0-9, so one OR checks both without a branch each. */
function pair(s: string, i: number): number {
  const a = s.charCodeAt(i) - 48;
  const b = s.charCodeAt(i + 1) - 48;
  return (a | (9 - a) | b | (9 - b)) < 0 ? -1 : a * 10 + b;
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

/** Days since 1970 of the date part, through the memo; NaN when it is no calendar day. */
function dayNumber(s: string, memo: DayMemo): number {
  const century = pair(s, 0);
  const yy = pair(s, 2);
  const month = pair(s, 5);
  const day = pair(s, 8);
  if ((century | yy | month | day) < 0) return NaN;
  const year = century * 100 + yy;
  const key = (year * 100 + month) * 100 + day;
  if (key === memo.key) return memo.days;
  if (month < 1 || month > 12 || day < 1 || day > (MONTH_DAYS[month] ?? 0)) return NaN;
  if (month === 2 && day === 29 && !leap(year)) return NaN;
  memo.key = key;
  memo.days = daysFromCivil(year, month, day);
  return memo.days;
}

/** The three digits after the point (two overlapping pairs: 20-21 and 21-22), or -1. */
function millis(s: string): number {
  const head = pair(s, 20);
  const tail = pair(s, 21);
  return (head | tail) < 0 ? -1 : head * 10 + (tail % 10);
}

/** Milliseconds into the day of the time part, or -1 when it is no time of day. */
function dayTime(s: string, n: number): number {
  const hour = pair(s, 11);
  const minute = pair(s, 14);
  const second = pair(s, 17);
  const milli = n === 24 ? millis(s) : 0;
  if ((hour | minute | second) < 0 || milli < 0 || hour > 23 || minute > 59 || second > 59) return -1;
  return ((hour * 60 + minute) * 60 + second) * 1000 + milli;
}

/** Epoch ms of `s` in the service's form (years before 1970 included); null for any other form. */
export function canonicalUtc(s: string, memo: DayMemo): number | null {
  const n = s.length;
  if ((n !== 20 && n !== 24) || !separated(s, n)) return null;
  const days = dayNumber(s, memo);
  const time = dayTime(s, n);
  return Number.isNaN(days) || time < 0 ? null : days * DAY_MS + time;
}
