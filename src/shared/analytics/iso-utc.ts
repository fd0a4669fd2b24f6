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

/** The digit at i; outside 0-9 when the character is no digit. */
const digit = (s: string, i: number): number => s.charCodeAt(i) - 48;
/** A negative when d is outside 0-9 (d or 9 - d is then negative), so one OR over many digits checks them all. */
const outside = (d: number): number => d | (9 - d);

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
  const y0 = digit(s, 0);
  const y1 = digit(s, 1);
  const y2 = digit(s, 2);
  const y3 = digit(s, 3);
  const m0 = digit(s, 5);
  const m1 = digit(s, 6);
  const d0 = digit(s, 8);
  const d1 = digit(s, 9);
  if (
    (outside(y0) |
      outside(y1) |
      outside(y2) |
      outside(y3) |
      outside(m0) |
      outside(m1) |
      outside(d0) |
      outside(d1)) <
    0
  )
    return NaN;
  const year = y0 * 1000 + y1 * 100 + y2 * 10 + y3;
  const month = m0 * 10 + m1;
  const day = d0 * 10 + d1;
  const key = (year * 100 + month) * 100 + day;
  if (key === memo.key) return memo.days;
  if (month < 1 || month > 12 || day < 1 || day > (MONTH_DAYS[month] ?? 0)) return NaN;
  if (month === 2 && day === 29 && !leap(year)) return NaN;
  memo.key = key;
  memo.days = daysFromCivil(year, month, day);
  return memo.days;
}

/** Milliseconds into the day of the time part, or -1 when it is no time of day. */
function dayTime(s: string, n: number): number {
  const h0 = digit(s, 11);
  const h1 = digit(s, 12);
  const i0 = digit(s, 14);
  const i1 = digit(s, 15);
  const s0 = digit(s, 17);
  const s1 = digit(s, 18);
  if ((outside(h0) | outside(h1) | outside(i0) | outside(i1) | outside(s0) | outside(s1)) < 0) return -1;
  const hour = h0 * 10 + h1;
  const minute = i0 * 10 + i1;
  const second = s0 * 10 + s1;
  if (hour > 23 || minute > 59 || second > 59) return -1;
  let milli = 0;
  if (n === 24) {
    const a = digit(s, 20);
    const b = digit(s, 21);
    const c = digit(s, 22);
    if ((outside(a) | outside(b) | outside(c)) < 0) return -1;
    milli = a * 100 + b * 10 + c;
  }
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
