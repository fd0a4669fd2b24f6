import type { AlertCondition, AlertRule, AlertState, AlertTargetKind } from '../../shared/domain/alerts';

// Judging a rule against a price that just arrived, as a pure function. A rule fires once per crossing: after
// firing it stays quiet until the value has moved back past a re-arm band (hysteresis), so a price hovering at
// the level does not fire on every refresh. Data that is stale, or no newer than what the rule was last judged
// on, is never judged as if it were fresh.

/** A price as the cache has it: for one coin or asset, in one currency, with the time it was current. */
export interface PriceSample {
  kind: AlertTargetKind;
  id: string;
  currency: string;
  price: number | null;
  /** Percent change over the window, as the service computed it; null when it gave none. */
  change1h: number | null;
  change24h: number | null;
  /** When the data was current: the service's own time when it names one, else when it was fetched. */
  asOf: number;
  /** The service itself marks the data stale (an RWA publication that has not been updated). */
  flaggedStale: boolean;
}

/** A price re-arms an above/below rule once it is this fraction back on the other side of the level. */
export const LEVEL_REARM_BAND = 0.005;
/** A change rule re-arms once the change is back under this fraction of its threshold. */
export const CHANGE_REARM_FRACTION = 0.8;
/** Data older than this is not judged: a coin's price is minutes old when it arrives; an RWA publication a day. */
export const STALE_AFTER_MS: Record<AlertTargetKind, number> = {
  coin: 30 * 60_000,
  rwa: 36 * 60 * 60_000,
};

export type Judgement =
  | { judged: false; reason: 'stale' | 'not-newer' | 'no-value' | 'other-target' }
  | { judged: true; state: AlertState; seen: number; fired: boolean };

/** The value a condition looks at: the price, or the change over its window. */
export function valueFor(condition: AlertCondition, sample: PriceSample): number | null {
  if (condition.type !== 'change') return sample.price;
  return condition.window === '1h' ? sample.change1h : sample.change24h;
}

export function holds(condition: AlertCondition, value: number): boolean {
  switch (condition.type) {
    case 'above':
      return value >= condition.level;
    case 'below':
      return value <= condition.level;
    case 'change':
      if (condition.direction === 'up') return value >= condition.percent;
      if (condition.direction === 'down') return value <= -condition.percent;
      return Math.abs(value) >= condition.percent;
  }
}

/** Whether a fired rule has come back far enough to fire again on the next crossing. */
export function rearms(condition: AlertCondition, value: number): boolean {
  switch (condition.type) {
    case 'above':
      return value < condition.level * (1 - LEVEL_REARM_BAND);
    case 'below':
      return value > condition.level * (1 + LEVEL_REARM_BAND);
    case 'change': {
      const band = condition.percent * CHANGE_REARM_FRACTION;
      if (condition.direction === 'up') return value < band;
      if (condition.direction === 'down') return value > -band;
      return Math.abs(value) < band;
    }
  }
}

export function judge(rule: AlertRule, sample: PriceSample, now: number): Judgement {
  if (rule.target.kind !== sample.kind || rule.target.id !== sample.id || rule.currency !== sample.currency) {
    return { judged: false, reason: 'other-target' };
  }
  if (sample.flaggedStale || now - sample.asOf > STALE_AFTER_MS[sample.kind]) {
    return { judged: false, reason: 'stale' };
  }
  if (rule.judgedAsOf !== null && sample.asOf <= rule.judgedAsOf)
    return { judged: false, reason: 'not-newer' };
  const value = valueFor(rule.condition, sample);
  if (value === null || !Number.isFinite(value)) return { judged: false, reason: 'no-value' };
  if (rule.state === 'armed') {
    const fired = holds(rule.condition, value);
    return { judged: true, state: fired ? 'fired' : 'armed', seen: value, fired };
  }
  return {
    judged: true,
    state: rearms(rule.condition, value) ? 'armed' : 'fired',
    seen: value,
    fired: false,
  };
}
