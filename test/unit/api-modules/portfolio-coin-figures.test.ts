import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  portfolioCoinsResponse,
  portfolioTransactionsResponse,
  toHoldings,
  toPortfolioTransactions,
} from '../../../src/main/api/schemas/portfolio';

// Per-coin figures as main reads them from the documented answers: the service's own P/L periods and changes in
// the shown currency, and the addresses a portfolio transaction names (which the transactions search matches).

const docs = (name: string) =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/service-docs', name), 'utf8')) as {
      example: unknown;
    }
  ).example;

describe('per-coin figures of the documented holdings answer', () => {
  const wire = portfolioCoinsResponse.parse(docs('portfolio-coins.json'));

  it('reads 24h, unrealized and realized P/L and the 1h/7d change as the service sends them', () => {
    const [eth] = toHoldings(wire, 'USD', 1);
    expect(eth).toMatchObject({
      coinId: 'ethereum',
      icon: 'https://static.coinstats.app/coins/1650455629727.png',
      priceChange1h: 0.1,
      priceChange24h: -5.74,
      priceChange7d: 1.12,
      profit24h: -11770.04265107636,
      profit24hPercent: -11770.04265107636,
      profitUnrealized: 64875.375139922,
      profitRealized: 18844.785945298,
    });
    // The stored page ends before averageSell: not sent, so not shown.
    expect(eth?.averageSell).toBeNull();
  });

  it('converts P/L by the USD rate, and takes BTC figures from the service rather than converting', () => {
    const [eur] = toHoldings(wire, 'EUR', 0.5);
    expect(eur?.profit24h).toBeCloseTo(-11770.04265107636 / 2, 9);
    expect(eur?.profitUnrealized).toBeCloseTo(64875.375139922 / 2, 9);
    const [btc] = toHoldings(wire, 'BTC', 1);
    expect(btc?.profitRealized).toBe(-0.46237401135664413);
    // Percentages are not converted.
    expect(eur?.profit24hPercent).toBe(-11770.04265107636);
  });

  it('leaves a period the service did not send empty, never zero', () => {
    const bare = portfolioCoinsResponse.parse({
      result: [
        {
          count: 1,
          coin: { identifier: 'x', symbol: 'X', name: 'X', icon: null },
          price: { USD: 2, BTC: 0, ETH: 0 },
          profit: { allTime: { USD: 1, BTC: 0, ETH: 0 } },
        },
      ],
    });
    expect(toHoldings(bare, 'USD', 1)[0]).toMatchObject({
      priceChange24h: null,
      priceChange7d: null,
      profit24h: null,
      profitUnrealized: null,
      profitRealized: null,
      profitAllTime: 1,
    });
  });
});

describe('the documented transaction', () => {
  it('names its fee and transfer addresses once each', () => {
    const [tx] = toPortfolioTransactions(
      portfolioTransactionsResponse.parse(docs('portfolio-transactions.json')),
      1,
    );
    expect(tx?.addresses).toEqual([
      '0x8ac77cbf06b44ec918e4ed99698e83a0be222e0e',
      '0x42382d7853beb8d0ec968de4184a6a3c89cf6b5f',
    ]);
  });

  it('keeps the row when its transfers are of another shape, without addresses', () => {
    const wire = portfolioTransactionsResponse.parse({
      data: [{ transactionType: 'Buy', date: '2026-11-01T00:00:00Z', transfers: 'odd', fee: 7 }],
    });
    expect(toPortfolioTransactions(wire, 1)).toMatchObject([{ type: 'Buy', addresses: [] }]);
  });
});
