import { describe, expect, it } from 'vitest';
import { capRefusal, startOfDay } from '../../../src/main/gateway/spend-caps';

const caps = { maxPerCallUsd: 0.004, maxPerDayUsd: 0.01 };

describe('capRefusal', () => {
  it('allows a payment exactly at the per-call cap and exactly reaching the daily cap', () => {
    expect(
      capRefusal({ what: 'GET /wallet/balance', amountAtomic: 4_000, caps, committedAtomic: 6_000 }),
    ).toBeNull();
  });

  it('refuses one micro-USDC over the per-call cap', () => {
    const error = capRefusal({ what: 'GET /wallet/balance', amountAtomic: 4_001, caps, committedAtomic: 0 });
    expect(error?.code).toBe('spend_cap');
    expect(error?.message).toContain('per-call cap of 0.004 USDC');
    expect(error?.cost).toEqual({ credits: 0, usdc: '0.004001' });
  });

  it('refuses a payment that would pass the daily cap, saying where the day would end', () => {
    const error = capRefusal({ what: 'GET /coins', amountAtomic: 1_000, caps, committedAtomic: 9_500 });
    expect(error?.message).toContain('to 0.0105 USDC');
    expect(error?.message).toContain('daily cap of 0.01 USDC');
  });

  it('says which cap a refusal is about: only the daily one passes by waiting', () => {
    expect(capRefusal({ what: 'GET /coins', amountAtomic: 4_001, caps, committedAtomic: 0 })?.cap).toBe(
      'per-call',
    );
    expect(capRefusal({ what: 'GET /coins', amountAtomic: 1_000, caps, committedAtomic: 9_500 })?.cap).toBe(
      'daily',
    );
  });

  it('refuses a challenge above the listed price as over-asking, before either cap is looked at', () => {
    // 0.02 asked for a 0.001 call: above the per-call cap and the day too, yet neither is what the user is told.
    const error = capRefusal({
      what: 'GET /coins',
      amountAtomic: 20_000,
      listedAtomic: 1_000,
      caps,
      committedAtomic: 9_500,
    });
    expect(error?.code).toBe('payment_required');
    expect(error?.message).toContain('above its listed price of 0.001 USDC');
    expect(error?.message).not.toMatch(/raise/i);
  });

  it('treats a zero or nonsensical cap as "pay nothing"', () => {
    const zero = { maxPerCallUsd: 0, maxPerDayUsd: Number.NaN };
    expect(
      capRefusal({ what: 'GET /coins', amountAtomic: 1_000, caps: zero, committedAtomic: 0 })?.code,
    ).toBe('spend_cap');
  });
});

describe('startOfDay', () => {
  it('is the local midnight of the same calendar day', () => {
    expect(startOfDay(new Date(2026, 10, 22, 23, 59, 59).getTime())).toBe(new Date(2026, 10, 22).getTime());
    expect(startOfDay(new Date(2026, 10, 23, 0, 0, 1).getTime())).toBe(new Date(2026, 10, 23).getTime());
  });
});
