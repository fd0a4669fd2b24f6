import { describe, expect, it } from 'vitest';
import type { AlertRule } from '../../../src/shared/domain/alerts';
import { refreshReads, refreshWords } from '../../../src/main/alerts/cadence';

const rule = (kind: 'coin' | 'rwa', id: string, label: string): AlertRule => ({
  id: `${kind}-${id}`,
  target: { kind, id, label },
  condition: { type: 'above', level: 1 },
  currency: 'USD',
  createdAt: 0,
  state: 'armed',
  judgedAsOf: null,
  lastSeen: null,
});
const words = (rules: AlertRule[], priceOf: (channel: string) => number) => {
  const reads = refreshReads(rules);
  return refreshWords(
    rules,
    reads,
    reads.map((r) => priceOf(r.channel)),
  );
};

describe("the alert refresh's cost in words", () => {
  it('names the coins a refresh reads, a few at most, never an endpoint', () => {
    const coins = [
      rule('coin', 'bitcoin', 'Bitcoin (BTC)'),
      rule('coin', 'ethereum', 'Ethereum (ETH)'),
      rule('coin', 'solana', 'Solana (SOL)'),
    ];
    expect(words(coins.slice(0, 2), () => 2)).toBe('for the prices of Bitcoin (BTC) and Ethereum (ETH)');
    expect(words([...coins, rule('coin', 'cardano', 'Cardano (ADA)')], () => 2)).toBe(
      'for the prices of Bitcoin (BTC), Ethereum (ETH), Solana (SOL) and 1 more',
    );
  });

  it('splits the credits between coins and assets when a refresh reads both', () => {
    const rules = [
      rule('coin', 'bitcoin', 'Bitcoin (BTC)'),
      rule('rwa', 'gold', 'Gold'),
      rule('rwa', 'silver', 'Silver'),
    ];
    expect(words(rules, (channel) => (channel === 'coins:list' ? 2 : 1))).toBe(
      '2 for the price of Bitcoin (BTC) and 2 for the prices of Gold and Silver',
    );
  });
});
