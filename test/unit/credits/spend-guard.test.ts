import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  CONFIRM_TTL_MS,
  createSpendGuard,
  MAX_LIVE_TOKENS,
} from '../../../src/main/credits/spend-guard';
import { creditBudget, withinBudget } from '../../../src/shared/analytics/credit-budget';
import { loadTranslator } from '../../../src/shared/i18n/load';
import { sayText } from '../../../src/shared/i18n/say';
import { fakeClock } from '../api/fake-clock';

const risk = { credits: 5000, explanation: '5000 credits for GET /token-risks' };
const cheap = { credits: 10, explanation: '10 credits' };

function guardWith(threshold = 100) {
  const clock = fakeClock();
  let n = 0;
  const guard = createSpendGuard({ clock, threshold: () => threshold, newToken: () => `token-${++n}` });
  return { guard, clock };
}

describe('spend confirmation', () => {
  it('lets calls within the threshold through without a token', () => {
    const { guard } = guardWith();
    expect(guard.guard('portfolio:value', {}, cheap)).toEqual({ ok: true });
  });

  it('asks for confirmation above the threshold, saying what it costs', () => {
    const { guard } = guardWith();
    const result = guard.guard('coins:tokenRisk', { coinId: 'bitcoin' }, risk);
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'confirmation_required', cost: { credits: 5000 } },
    });
    if (!result.ok) expect(result.error.message).toContain('5000 credits');
  });

  it('accepts a token issued for exactly this call, once', () => {
    const { guard } = guardWith();
    const { token } = guard.issue('coins:tokenRisk', { coinId: 'bitcoin' });
    const input = { coinId: 'bitcoin', confirmToken: token };
    expect(guard.guard('coins:tokenRisk', input, risk, token)).toEqual({ ok: true });
    expect(guard.guard('coins:tokenRisk', input, risk, token).ok).toBe(false);
  });

  it('accepts a confirmation given for the same read with or without Refresh', () => {
    const { guard } = guardWith();
    const read = { walletIds: ['w1', 'w2', 'w3', 'w4'] };
    const expensive = { credits: 120, explanation: '30 credits x 4 wallets' };
    const { token } = guard.issue('wallet:transactions', read);
    const refreshed = { ...read, refresh: true, confirmToken: token };
    expect(guard.guard('wallet:transactions', refreshed, expensive, token)).toEqual({ ok: true });
  });

  it('refuses a token issued for another input or another channel', () => {
    const { guard } = guardWith();
    const { token } = guard.issue('wallet:sync', { walletIds: ['w1'] });
    const big = { credits: 1000, explanation: 'sync' };
    expect(guard.guard('wallet:sync', { walletIds: ['w1', 'w2'] }, big, token).ok).toBe(false);
    expect(guard.guard('coins:tokenRisk', { walletIds: ['w1'] }, big, token).ok).toBe(false);
    // The refusals did not spend it: the call it was made for still goes through.
    expect(guard.guard('wallet:sync', { walletIds: ['w1'] }, big, token).ok).toBe(true);
  });

  it('refuses a token after two minutes', () => {
    const { guard, clock } = guardWith();
    const { token } = guard.issue('coins:tokenRisk', { coinId: 'bitcoin' });
    clock.advance(CONFIRM_TTL_MS + 1);
    expect(guard.guard('coins:tokenRisk', { coinId: 'bitcoin' }, risk, token).ok).toBe(false);
  });

  it('always asks for calls marked always, however cheap', () => {
    const { guard } = guardWith(1_000_000);
    expect(guard.guard('wallet:sync', { allNetworks: true }, cheap, undefined, { always: true }).ok).toBe(
      false,
    );
  });

  it('binds by canonical JSON, so key order does not matter', () => {
    expect(canonicalJson({ b: 1, a: [2, { d: 1, c: 2 }] })).toBe(
      canonicalJson({ a: [2, { c: 2, d: 1 }], b: 1 }),
    );
    const { guard } = guardWith();
    const { token } = guard.issue('wallet:sync', { walletIds: ['w1'], allNetworks: true });
    expect(guard.guard('wallet:sync', { allNetworks: true, walletIds: ['w1'] }, risk, token).ok).toBe(true);
  });

  it('keeps at most MAX_LIVE_TOKENS live: a flood of confirmations drops the oldest, the newest still work', () => {
    const { guard } = guardWith();
    const tokens = Array.from({ length: MAX_LIVE_TOKENS + 100 }, (_, i) =>
      guard.issue('coins:tokenRisk', { coinId: `coin-${i}` }),
    );
    const first = tokens[0]?.token;
    expect(guard.guard('coins:tokenRisk', { coinId: 'coin-0' }, risk, first).ok).toBe(false);
    const last = MAX_LIVE_TOKENS + 99;
    expect(guard.guard('coins:tokenRisk', { coinId: `coin-${last}` }, risk, tokens[last]?.token).ok).toBe(
      true,
    );
    const oldestKept = last - MAX_LIVE_TOKENS + 1;
    const kept = tokens[oldestKept]?.token;
    expect(guard.guard('coins:tokenRisk', { coinId: `coin-${oldestKept}` }, risk, kept).ok).toBe(true);
    const dropped = tokens[oldestKept - 1]?.token;
    expect(guard.guard('coins:tokenRisk', { coinId: `coin-${oldestKept - 1}` }, risk, dropped).ok).toBe(
      false,
    );
  });

  it('says a refusal past the monthly budget by its message id, its cause inside; a threshold one has none', async () => {
    const clock = fakeClock();
    const check = withinBudget(
      creditBudget({ now: clock.now(), planCredits: 10, spent: 7, plannedPerDay: 0 }),
      10,
    );
    if (check.within) throw new Error('10 credits fit a budget with 3 left');
    const past = { reason: check.reason, say: check.say };
    const guard = createSpendGuard({ clock, threshold: () => 100, budget: () => past });
    const refused = guard.guard('portfolio:value', {}, cheap);
    if (refused.ok) throw new Error('a call past the budget went through');
    expect(refused.error.message).toMatch(/^Past your monthly budget: This takes 10 credits and 3 are left/);
    expect(refused.error.say).toEqual({
      id: 'errors.pastBudget',
      values: { stale: 'no' },
      reason: check.say,
    });
    const de = await loadTranslator('de');
    expect(refused.error.say && sayText(de.t, refused.error.say)).toBe(
      'Über Ihrem Monatsbudget: Das kostet 10 Credits, und vom Budget dieses Monats sind noch 3 übrig ' +
        '(Erneuerung am 2026-12-01). Bestätigen Sie, um fortzufahren.',
    );
    const stale = guard.guard('portfolio:value', {}, cheap, 'token-spent');
    expect(!stale.ok && stale.error.say?.values).toEqual({ stale: 'yes' });
    expect(!stale.ok && stale.error.say && sayText(de.t, stale.error.say)).toMatch(
      /fortzufahren\. Die erteilte Bestätigung galt einem anderen Aufruf/,
    );

    const dear = guard.guard('coins:tokenRisk', { coinId: 'bitcoin' }, risk);
    expect(!dear.ok && dear.error.message).toMatch(/above your confirmation threshold/);
    expect(!dear.ok && dear.error.say).toBeUndefined();
  });
});
