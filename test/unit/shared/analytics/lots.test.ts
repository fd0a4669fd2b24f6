import { describe, expect, it } from 'vitest';
import { realizedGains, type LotTransaction, type LotsReport } from '../../../../src/shared/analytics/lots';

let n = 0;
const tx = (
  type: string,
  date: string,
  count: number,
  totalWorth: number,
  fee?: number,
  coinId = 'bitcoin',
): LotTransaction => ({
  id: `t${++n}`,
  type,
  date,
  coinId,
  // As the service lists them: a sale's amount and worth are negative.
  count: type === 'Sell' || type === 'Sent' ? -count : count,
  totalWorth: type === 'Sell' || type === 'Sent' ? -totalWorth : totalWorth,
  ...(fee !== undefined ? { fee } : {}),
});

const ok = (result: ReturnType<typeof realizedGains>): LotsReport => {
  if (!result.ok) throw new Error(result.message);
  return result;
};

// Three buys and one sale of 1.5 BTC for 600 with a 6 fee (net proceeds 594):
//   lot A 2023-01-01: 1 @ 100 + fee 1 = cost 101;  lot B 2023-06-01: 1 @ 300;  lot C 2023-09-01: 1 @ 200.
//   Sale 2024-03-01: A held 425 days (long), B 274 (short), C 182 (short).
const history = (): LotTransaction[] => [
  tx('Buy', '2023-01-01T00:00:00Z', 1, 100, 1),
  tx('Buy', '2023-06-01T00:00:00Z', 1, 300),
  tx('Buy', '2023-09-01T00:00:00Z', 1, 200),
  tx('Sell', '2024-03-01T00:00:00Z', 1.5, 600, 6),
];

describe('realized gains by lot', () => {
  it('FIFO sells the oldest lots first, one row per holding term', () => {
    // Long: 1 of A, proceeds 594 x 1/1.5 = 396, cost 101, gain 295. Short: 0.5 of B, proceeds 198, cost 150, gain 48.
    const r = ok(realizedGains(history(), { method: 'fifo' }));
    expect(r.disposals.map((d) => [d.term, d.count, d.proceeds, d.costBasis, d.gain])).toEqual([
      ['long', 1, 396, 101, 295],
      ['short', 0.5, 198, 150, 48],
    ]);
    expect(r.openLots.map((l) => [l.count, l.costBasis])).toEqual([
      [0.5, 150],
      [1, 200],
    ]);
    expect(r.fees).toEqual({ acquisitions: 1, disposals: 6, transfers: 0 });
  });

  it('LIFO sells the newest, HIFO the dearest', () => {
    // LIFO: 1 of C (200) + 0.5 of B (150) = 350, all short: gain 594 - 350 = 244.
    const lifo = ok(realizedGains(history(), { method: 'lifo' }));
    expect(lifo.disposals.map((d) => [d.term, d.costBasis, d.gain])).toEqual([['short', 350, 244]]);
    expect(lifo.openLots.map((l) => l.costBasis)).toEqual([101, 150]);
    // HIFO: 1 of B (300) + 0.5 of C (100) = 400: gain 194.
    const hifo = ok(realizedGains(history(), { method: 'hifo' }));
    expect(hifo.disposals.map((d) => [d.term, d.costBasis, d.gain])).toEqual([['short', 400, 194]]);
    expect(hifo.openLots.map((l) => [l.count, l.costBasis])).toEqual([
      [1, 101],
      [0.5, 100],
    ]);
  });

  it('average cost prices the sale at the pool average and dates it FIFO', () => {
    // Pool 101 + 300 + 200 = 601 for 3: 200.333.. each. Sale cost 1.5 x 200.333.. = 300.5; gain 594 - 300.5 = 293.5.
    const r = ok(realizedGains(history(), { method: 'average' }));
    const total = r.disposals.reduce((s, d) => s + d.gain, 0);
    expect(total).toBeCloseTo(293.5, 9);
    expect(r.disposals.map((d) => d.term)).toEqual(['long', 'short']);
    expect(r.disposals[0]?.costBasis).toBeCloseTo(601 / 3, 9);
    // What is left is valued at the same average: 1.5 x 200.333.. = 300.5.
    expect(r.openLots.reduce((s, l) => s + l.costBasis, 0)).toBeCloseTo(300.5, 9);
  });

  it('refuses a sale larger than the lots, saying what to do, and keeps nothing half-done', () => {
    const result = realizedGains(
      [tx('Buy', '2024-01-01T00:00:00Z', 1, 100), tx('Sell', '2024-02-01T00:00:00Z', 2, 300)],
      { method: 'fifo' },
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(
      /takes 2 bitcoin, but only 1 were held then \(1 short\); add the buy or transfer in/,
    );
    expect(!result.ok && result.coinId).toBe('bitcoin');
  });

  it('treats float dust as nothing: 0.1 + 0.2 bought, 0.3 sold leaves no lot and is no oversale', () => {
    const r = ok(
      realizedGains(
        [
          tx('Buy', '2024-01-01T00:00:00Z', 0.1, 10),
          tx('Buy', '2024-01-02T00:00:00Z', 0.2, 20),
          tx('Sell', '2024-02-01T00:00:00Z', 0.1 + 0.2, 45),
          tx('Buy', '2024-03-01T00:00:00Z', 0.3, 30),
          tx('Sell', '2024-03-02T00:00:00Z', 0.1, 12),
          tx('Sell', '2024-03-03T00:00:00Z', 0.2, 24),
        ],
        { method: 'fifo' },
      ),
    );
    expect(r.openLots).toEqual([]);
    // 45 - 30 = 15, then 12 - 10 = 2 and 24 - 20 = 4.
    expect(r.disposals.map((d) => d.gain).map((g) => Math.round(g * 1e9) / 1e9)).toEqual([15, 2, 4]);
  });

  it('at one timestamp, buys come before the sale that needs them; two buys keep their order', () => {
    const same = '2024-05-05T10:00:00Z';
    const r = ok(
      realizedGains([tx('Sell', same, 1, 150), tx('Buy', same, 1, 100), tx('Buy', same, 1, 120)], {
        method: 'fifo',
      }),
    );
    expect(r.disposals.map((d) => [d.costBasis, d.gain, d.term])).toEqual([[100, 50, 'short']]);
    expect(r.openLots.map((l) => l.costBasis)).toEqual([120]);
  });

  it('counts 366 days held across a leap year as long, 365 as short', () => {
    const rows = ok(
      realizedGains(
        [
          tx('Buy', '2024-01-01T00:00:00Z', 2, 200),
          tx('Sell', '2024-12-31T00:00:00Z', 1, 150),
          tx('Sell', '2025-01-01T00:00:00Z', 1, 150),
        ],
        { method: 'fifo' },
      ),
    ).disposals;
    expect(rows.map((d) => d.term)).toEqual(['short', 'long']);
    // With a shorter threshold of 180 days, both are long.
    const short = ok(
      realizedGains([tx('Buy', '2024-01-01T00:00:00Z', 1, 100), tx('Sell', '2024-07-01T00:00:00Z', 1, 150)], {
        method: 'fifo',
        longTermDays: 180,
      }),
    );
    expect(short.disposals[0]?.term).toBe('long');
  });

  it('moves coins out on a transfer without a gain, unless told it is a disposal; lists what it skips', () => {
    const txs = [
      tx('Buy', '2024-01-01T00:00:00Z', 2, 200),
      tx('Sent', '2024-02-01T00:00:00Z', 1, 180, 2),
      tx('Swap', '2024-02-02T00:00:00Z', 1, 50),
    ];
    const moved = ok(realizedGains(txs, { method: 'fifo' }));
    expect(moved.disposals).toEqual([]);
    expect(moved.transfersOut.map((t) => [t.count, t.costBasis, t.worth])).toEqual([[1, 100, 180]]);
    expect(moved.openLots.map((l) => l.count)).toEqual([1]);
    expect(moved.skipped).toEqual([{ transactionId: txs[2]?.id, type: 'Swap' }]);
    const sold = ok(realizedGains(txs, { method: 'fifo', transfersOut: 'dispose' }));
    // 180 - fee 2 - cost 100 = 78
    expect(sold.disposals.map((d) => d.gain)).toEqual([78]);
  });

  it('refuses a buy without a worth, naming it', () => {
    const result = realizedGains(
      [{ id: 'x1', type: 'Buy', date: '2024-01-01', coinId: 'bitcoin', count: 1, totalWorth: null }],
      { method: 'fifo' },
    );
    expect(!result.ok && result.message).toMatch(/Buy x1 on 2024-01-01 has no worth; edit it/);
  });
});
