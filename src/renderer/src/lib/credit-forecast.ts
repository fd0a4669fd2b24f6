import type { CreditMeter, EndpointUse } from '../../../shared/domain/credits';

// When the month's credits run out at the current pace, and what spends them: pure arithmetic over the credit
// meter, so the Credits view only words it. The pace is the month so far: the credits the account used since the
// month began (the service's own count, plus Folio Desk's since the last check), over the time since then. Less
// than a day of the month is too little to say anything: a burst of reads in the first minutes would otherwise
// "run out" the month in an hour.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The shortest stretch of the month a pace is read from. */
export const MIN_OBSERVED_MS = DAY;

/** The credit month starts on the 1st, 00:00 UTC (the meter's monthStart): the next one renews the credits. */
export function nextMonthStart(monthStart: number): number {
  const d = new Date(monthStart);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

export type Forecast =
  /** The plan's allowance is not known yet (not checked with the service). */
  | { kind: 'unknown' }
  | { kind: 'exhausted'; renewsAt: number }
  /** Too little of the month, or nothing spent: no pace to speak of. */
  | { kind: 'too-early'; observedMs: number; renewsAt: number }
  | { kind: 'lasts'; perDay: number; observedMs: number; renewsAt: number }
  | { kind: 'runs-out'; perDay: number; observedMs: number; at: number; renewsAt: number };

export function forecastCredits(
  meter: Pick<CreditMeter, 'monthStart' | 'usedCredits' | 'remainingCredits' | 'totalCredits'>,
  now: number,
): Forecast {
  const renewsAt = nextMonthStart(meter.monthStart);
  if (meter.totalCredits === null || meter.remainingCredits === null) return { kind: 'unknown' };
  if (meter.remainingCredits <= 0) return { kind: 'exhausted', renewsAt };
  const observedMs = Math.max(0, now - meter.monthStart);
  if (observedMs < MIN_OBSERVED_MS || meter.usedCredits <= 0) {
    return { kind: 'too-early', observedMs, renewsAt };
  }
  const perMs = meter.usedCredits / observedMs;
  const perDay = perMs * DAY;
  const at = now + meter.remainingCredits / perMs;
  return at >= renewsAt
    ? { kind: 'lasts', perDay, observedMs, renewsAt }
    : { kind: 'runs-out', perDay, observedMs, at, renewsAt };
}

export interface TopSpender extends EndpointUse {
  /** Share of the credits Folio Desk recorded this month, 0..1. */
  share: number;
}

/** The endpoints that spent most this month, dearest first; those that spent nothing are left out. */
export function topSpenders(perEndpoint: readonly EndpointUse[], count = 3): TopSpender[] {
  const total = perEndpoint.reduce((sum, e) => sum + Math.max(0, e.credits), 0);
  if (total <= 0) return [];
  return perEndpoint
    .filter((e) => e.credits > 0)
    .sort((a, b) => b.credits - a.credits || a.endpoint.localeCompare(b.endpoint))
    .slice(0, count)
    .map((e) => ({ ...e, share: e.credits / total }));
}
