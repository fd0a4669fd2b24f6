import { describe, expect, it } from 'vitest';
import { judge, STALE_AFTER_MS, type PriceSample } from '../../../src/main/alerts/evaluate';
import type { AlertCondition, AlertRule } from '../../../src/shared/domain/alerts';

// A rule judged against prices as they arrive: it fires when its condition starts to hold, stays quiet while it
// keeps holding, re-arms only once the price is back past the band, and never judges stale or older data.

const NOW = Date.UTC(2026, 10, 24, 12);
const MIN = 60_000;

const rule = (condition: AlertCondition, over: Partial<AlertRule> = {}): AlertRule => ({
  id: 'r1',
  target: { kind: 'coin', id: 'bitcoin', label: 'Bitcoin (BTC)' },
  condition,
  currency: 'USD',
  createdAt: NOW - 60 * MIN,
  state: 'armed',
  judgedAsOf: null,
  lastSeen: null,
  ...over,
});

const sample = (over: Partial<PriceSample>): PriceSample => ({
  kind: 'coin',
  id: 'bitcoin',
  currency: 'USD',
  price: 100,
  change1h: 0,
  change24h: 0,
  asOf: NOW,
  flaggedStale: false,
  ...over,
});

/** Feeds prices one minute apart through judge, carrying the rule's state; returns which of them fired. */
function run(
  start: AlertRule,
  values: { price?: number; change1h?: number; change24h?: number }[],
): boolean[] {
  let current = start;
  return values.map((v, i) => {
    const asOf = NOW - (values.length - i) * MIN;
    const j = judge(current, sample({ ...v, asOf }), NOW);
    if (!j.judged) return false;
    current = { ...current, state: j.state, judgedAsOf: asOf, lastSeen: j.seen };
    return j.fired;
  });
}

describe('judging a price alert', () => {
  it('fires once when the price rises to an "above" level, not again while it stays there', () => {
    const fired = run(rule({ type: 'above', level: 100 }), [
      { price: 98 },
      { price: 100.5 },
      { price: 101 },
      { price: 103 },
    ]);
    expect(fired).toEqual([false, true, false, false]);
  });

  it('fires when the price falls to a "below" level', () => {
    expect(run(rule({ type: 'below', level: 50 }), [{ price: 51 }, { price: 49.9 }])).toEqual([false, true]);
  });

  it('re-arms only after the price is back past the band, so hovering at the level fires once', () => {
    const fired = run(rule({ type: 'above', level: 100 }), [
      { price: 101 }, // fires
      { price: 99.8 }, // under the level but inside the 0.5% band: still fired
      { price: 100.2 }, // no second alert
      { price: 99 }, // past the band: re-armed
      { price: 100.1 }, // a new crossing: fires again
    ]);
    expect(fired).toEqual([true, false, false, false, true]);
  });

  it('fires on a 24h change beyond the threshold, in the asked direction only', () => {
    const up = rule({ type: 'change', window: '24h', percent: 5, direction: 'up' });
    expect(run(up, [{ change24h: -7 }, { change24h: 4 }, { change24h: 5.2 }])).toEqual([false, false, true]);
    const either = rule({ type: 'change', window: '24h', percent: 5, direction: 'either' });
    expect(run(either, [{ change24h: -6 }])).toEqual([true]);
    const down = rule({ type: 'change', window: '24h', percent: 5, direction: 'down' });
    expect(run(down, [{ change24h: 6 }, { change24h: -5 }])).toEqual([false, true]);
  });

  it('reads the 1h window for a 1h rule, and re-arms once the change is back under 80% of it', () => {
    const hourly = rule({ type: 'change', window: '1h', percent: 2, direction: 'either' });
    const fired = run(hourly, [
      { change1h: 1, change24h: 9 },
      { change1h: -2.5 },
      { change1h: -1.8 }, // still beyond 1.6: no re-arm
      { change1h: -2.2 },
      { change1h: 0.5 }, // re-armed
      { change1h: 2.1 },
    ]);
    expect(fired).toEqual([false, true, false, false, false, true]);
  });

  it('does not judge data the service marks stale, nor data older than a coin price can be and count', () => {
    const r = rule({ type: 'above', level: 100 });
    expect(judge(r, sample({ price: 150, flaggedStale: true }), NOW)).toEqual({
      judged: false,
      reason: 'stale',
    });
    const old = sample({ price: 150, asOf: NOW - STALE_AFTER_MS.coin - 1 });
    expect(judge(r, old, NOW)).toEqual({ judged: false, reason: 'stale' });
    // The same price, fresh, fires: the staleness was the only reason it did not.
    expect(judge(r, sample({ price: 150 }), NOW)).toMatchObject({ judged: true, fired: true });
  });

  it('never judges data no newer than what the rule was last judged on (an old answer arriving late)', () => {
    const judged = rule({ type: 'above', level: 100 }, { judgedAsOf: NOW - MIN, lastSeen: 90 });
    expect(judge(judged, sample({ price: 150, asOf: NOW - 2 * MIN }), NOW)).toEqual({
      judged: false,
      reason: 'not-newer',
    });
    expect(judge(judged, sample({ price: 150, asOf: NOW - MIN }), NOW).judged).toBe(false);
  });

  it('ignores prices of another coin, another currency, or without the value the rule reads', () => {
    const r = rule({ type: 'above', level: 100 });
    expect(judge(r, sample({ id: 'ethereum', price: 150 }), NOW).judged).toBe(false);
    expect(judge(r, sample({ currency: 'EUR', price: 150 }), NOW).judged).toBe(false);
    expect(judge(r, sample({ kind: 'rwa', price: 150 }), NOW).judged).toBe(false);
    expect(judge(r, sample({ price: null }), NOW)).toEqual({ judged: false, reason: 'no-value' });
    const hourly = rule({ type: 'change', window: '1h', percent: 1, direction: 'up' });
    expect(judge(hourly, sample({ change1h: null, change24h: 50 }), NOW)).toEqual({
      judged: false,
      reason: 'no-value',
    });
  });
});
