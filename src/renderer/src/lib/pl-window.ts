import type { Input } from '../../../shared/contract';
import type { ChartRange, PlInterval } from '../../../shared/domain/portfolio';
import type { MessageId } from '../../../shared/i18n/catalogues/en/index';
import { englishTranslator } from '../../../shared/i18n/translator';

// The rules of the P/L history controls (service-facts: /portfolio/pl/history), applied before anything is
// sent, so the card only ever offers combinations the service serves.

/** Hourly periods are served for the last 24 hours only (range 24h). */
export const HOURLY_RANGE: ChartRange = '24h';

const RANGE_ORDER: readonly ChartRange[] = ['24h', '1w', '1m', '3m', '6m', '1y', 'all'];

/**
 * The ranges each period size is drawn over: hourly only for 24h (the service serves no other), and every other
 * size only over a range longer than one period, so the card never draws a single bar (weekly over 24h did).
 */
const RANGES_OF: Record<PlInterval, readonly ChartRange[]> = {
  hourly: ['24h'],
  daily: ['1w', '1m', '3m', '6m', '1y', 'all'],
  weekly: ['1m', '3m', '6m', '1y', 'all'],
  monthly: ['3m', '6m', '1y', 'all'],
  yearly: ['all'],
};
const INTERVAL_ORDER: readonly PlInterval[] = ['hourly', 'daily', 'weekly', 'monthly', 'yearly'];

export const fits = (interval: PlInterval, range: ChartRange): boolean => RANGES_OF[interval].includes(range);

/**
 * The combination to show when one control changes. A new period size too coarse for the range moves the range to
 * the shortest it fits; a new range moves the period: off Hourly to Daily, otherwise to the coarsest size that
 * fits it (24h shows hourly periods, 1W daily ones).
 */
export function validCombination(interval: PlInterval, range: ChartRange, changed: 'interval' | 'range') {
  if (fits(interval, range)) return { interval, range };
  if (changed === 'interval') {
    const shortest = RANGE_ORDER.find(
      (r) => fits(interval, r) && RANGE_ORDER.indexOf(r) >= RANGE_ORDER.indexOf(range),
    );
    return { interval, range: shortest ?? RANGES_OF[interval][0] ?? range };
  }
  if (interval === 'hourly' && fits('daily', range)) return { interval: 'daily' as const, range };
  const coarsest = [...INTERVAL_ORDER].reverse().find((i) => fits(i, range)) ?? 'daily';
  return { interval: coarsest, range };
}

/**
 * When a P/L period starts, for the chart and its labels. A daily or longer period is a calendar day of the
 * service's (its date at UTC midnight): it is placed at that day's local midnight, so it reads as the same day in
 * any time zone (west of UTC, "2026-11-07T00:00:00Z" would otherwise show as Nov 6). An hourly one is an instant.
 */
export function periodStart(date: string, interval: PlInterval): number {
  const at = Date.parse(date);
  if (Number.isNaN(at) || interval === 'hourly') return at;
  const day = new Date(at);
  return new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()).getTime();
}

/** Local midnight of a YYYY-MM-DD calendar day (a From/To date), to be formatted as that day. */
export function localDay(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number);
  return y === undefined || m === undefined || d === undefined ? Number.NaN : new Date(y, m - 1, d).getTime();
}

/** YYYY-MM-DD of a local calendar day. */
export function isoDay(at: number): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The day after `day` (YYYY-MM-DD): the service's `to` is exclusive, the card's "To" includes its day. */
export function dayAfter(day: string): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return next.toISOString().slice(0, 10);
}

/** Periods from..to with both days counted: 1 to 10 November is 10 days. */
export function inclusiveDays(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

export interface WindowBounds {
  /** The first day with data (the portfolio's first transaction), when known. */
  min: string | null;
  /** Today. */
  max: string;
}

/** What is wrong with a From/To pair, naming the field; null when it can be sent. */
export function windowProblem(from: string, to: string, bounds: WindowBounds): string | null {
  const issue = windowIssue(from, to, bounds);
  return issue && englishTranslator.t(issue.id, issue.day === undefined ? undefined : { day: issue.day });
}

/** What is wrong with a From/To window, as a catalogue message about one of its two fields; `day` is ISO. */
export interface WindowIssue {
  field: 'from' | 'to';
  id: MessageId;
  day?: string;
}

export function windowIssue(from: string, to: string, bounds: WindowBounds): WindowIssue | null {
  if (from === '') return { field: 'from', id: 'portfolios.windowChooseFrom' };
  if (to === '') return { field: 'to', id: 'portfolios.windowChooseTo' };
  if (bounds.min !== null && from < bounds.min) {
    return { field: 'from', id: 'portfolios.windowStartsOn', day: bounds.min };
  }
  if (from > bounds.max) return { field: 'from', id: 'portfolios.windowFromFuture' };
  if (to > bounds.max) return { field: 'to', id: 'portfolios.windowToFuture' };
  if (to < from) return { field: 'to', id: 'portfolios.windowToBeforeFrom' };
  return null;
}

/** The input of a From/To window: `to` is moved to the next day, so the chosen last day is included. */
export function windowInput(from: string, to: string): { from: string; to: string } {
  return { from, to: dayAfter(to) };
}

export type PlInput = Input<'portfolio:plHistory'>;
