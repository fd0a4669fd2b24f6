import { describe, expect, it } from 'vitest';
import { dayMemo } from '../../../../src/shared/analytics/iso-utc';
import { parseDate } from '../../../../src/shared/analytics/time';
import { realizedGains, type LotMethod, type LotTransaction } from '../../../../src/shared/analytics/lots';
import { reconcileRealized } from '../../../../src/shared/analytics/lots-report';

// The lot computation reads dates without Date.parse and keeps lots in typed arrays, for 100,000 transactions in
// a frame. These tests hold those fast paths to plain ones written here.

/** A small deterministic generator (LCG), so a failure repeats. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('reading dates', () => {
  it('reads the service form exactly as Date.parse does, across four centuries', () => {
    const next = rng(7);
    for (let k = 0; k < 20_000; k++) {
      const t = Math.round(Date.UTC(1900, 0, 1) + next() * (Date.UTC(2300, 0, 1) - Date.UTC(1900, 0, 1)));
      const iso = new Date(t).toISOString();
      expect(parseDate(iso)).toBe(t);
      expect(parseDate(`${iso.slice(0, 19)}Z`)).toBe(Date.parse(`${iso.slice(0, 19)}Z`));
    }
  });

  it('reads a run of dates through one day memo exactly as Date.parse does, bad days included', () => {
    const memo = dayMemo();
    const next = rng(11);
    const texts: string[] = [];
    let t = Date.UTC(1969, 11, 31, 23);
    for (let k = 0; k < 5_000; k++) {
      t += Math.floor(next() * 6 * 3_600_000);
      texts.push(new Date(t).toISOString());
      // A day that does not exist between two that do must not be taken for the one before it.
      if (k % 97 === 0) texts.push('2023-02-29T10:00:00Z', '2024-04-31T00:00:00.000Z');
    }
    for (const text of texts) {
      const expected = Date.parse(text);
      expect(parseDate(text, memo), text).toBe(Number.isNaN(expected) ? Number.NaN : expected);
    }
  });

  it('leaves every other form to Date.parse, read as UTC when it names no zone', () => {
    const cases: [string, number][] = [
      ['2024-02-29', Date.parse('2024-02-29T00:00:00Z')],
      ['2024-01-01T05:00:00+02:00', Date.parse('2024-01-01T03:00:00Z')],
      ['2024-01-01T05:00:00', Date.parse('2024-01-01T05:00:00Z')],
      ['2024-06-15T24:00:00Z', Date.parse('2024-06-15T24:00:00Z')],
      ['2023-02-29T00:00:00Z', Date.parse('2023-02-29T00:00:00Z')],
    ];
    for (const [text, expected] of cases) expect(parseDate(text)).toBe(expected);
    expect(parseDate('2024-13-01T00:00:00Z')).toBeNaN();
    expect(parseDate('20x4-01-01T00:00:00Z')).toBeNaN();
    expect(parseDate('yesterday')).toBeNaN();
  });
});

/** Each method written the plainest way: per coin a list of [time, count, unit cost], the lot to sell picked by a scan. */
function plainGains(txs: readonly LotTransaction[], method: Exclude<LotMethod, 'average'>) {
  const lots = new Map<string, [number, number, number][]>();
  let gain = 0;
  const ordered = txs
    .map((tx, i) => ({ tx, i, at: Date.parse(tx.date), buy: tx.type === 'Buy' }))
    .sort((a, b) => a.at - b.at || Number(b.buy) - Number(a.buy) || a.i - b.i);
  for (const { tx, at, buy } of ordered) {
    const list = lots.get(tx.coinId ?? '') ?? [];
    lots.set(tx.coinId ?? '', list);
    const count = Math.abs(tx.count ?? 0);
    const worth = Math.abs(tx.totalWorth ?? 0);
    if (buy) {
      list.push([at, count, worth / count]);
      continue;
    }
    let left = count;
    let cost = 0;
    while (left > 1e-12) {
      let pick = method === 'lifo' ? list.length - 1 : 0;
      if (method === 'hifo') list.forEach((lot, j) => (lot[2] > (list[pick]?.[2] ?? -1) ? (pick = j) : 0));
      const lot = list[pick];
      if (!lot) throw new Error('sold more than bought');
      const used = Math.min(lot[1], left);
      cost += used * lot[2];
      lot[1] -= used;
      left -= used;
      if (lot[1] <= 1e-12) list.splice(pick, 1);
    }
    gain += worth - cost;
  }
  const open = [...lots.values()].flat().reduce((s, lot) => s + lot[1] * lot[2], 0);
  return { gain, open };
}

/** Random buys and sells of three coins, never selling more than is held, given newest first as the service lists. */
function randomHistory(seed: number, count: number): LotTransaction[] {
  const next = rng(seed);
  const held = new Map<string, number>();
  const txs: LotTransaction[] = [];
  let at = Date.UTC(2020, 0, 1);
  for (let i = 0; i < count; i++) {
    const coinId = ['bitcoin', 'ethereum', 'solana'][Math.floor(next() * 3)] ?? 'bitcoin';
    const have = held.get(coinId) ?? 0;
    const sell = next() < 0.4 && have > 0.01;
    const amount = sell
      ? Math.round(have * next() * 1e6) / 1e6 || have
      : Math.round((0.1 + next() * 3) * 1e4) / 1e4;
    held.set(coinId, sell ? have - amount : have + amount);
    const price = Math.round(50 + next() * 500);
    // Some trades share a timestamp with the one before.
    at += next() < 0.1 ? 0 : Math.floor(next() * 3 * 86_400_000);
    const sign = sell ? -1 : 1;
    const tx = {
      id: `r${i}`,
      type: sell ? 'Sell' : 'Buy',
      coinId,
      count: sign * amount,
      totalWorth: sign * amount * price,
    };
    txs.push({ ...tx, date: new Date(at).toISOString() });
  }
  return txs.reverse();
}

describe('lots kept in typed arrays', () => {
  it.each(['fifo', 'lifo', 'hifo'] as const)(
    'give the same %s gains and open cost as a plain scan',
    (method) => {
      for (const seed of [1, 2, 3]) {
        const txs = randomHistory(seed, 2_000);
        const report = realizedGains(txs, { method });
        if (!report.ok) throw new Error(report.message);
        const plain = plainGains(txs, method);
        const gain = report.disposals.reduce((s, d) => s + d.gain, 0);
        const open = report.openLots.reduce((s, l) => s + l.costBasis, 0);
        expect(Math.abs(gain - plain.gain)).toBeLessThan(1e-6);
        expect(Math.abs(open - plain.open)).toBeLessThan(1e-6);
      }
    },
  );
});

describe('the average-cost total beside the service', () => {
  it.each(['fifo', 'lifo', 'hifo'] as const)(
    'comes from the %s pass itself and equals a separate average-cost computation',
    (method) => {
      for (const seed of [4, 5, 6]) {
        // Some sales are transfers out, which move coins and cost away unless counted as disposals.
        const txs = randomHistory(seed, 2_000).map((t, k) =>
          t.type === 'Sell' && k % 7 === 0 ? { ...t, type: 'Sent', fee: 0.5 } : t,
        );
        for (const transfersOut of ['remove', 'dispose'] as const) {
          const report = realizedGains(txs, { method, transfersOut });
          const average = realizedGains(txs, { method: 'average', transfersOut });
          if (!report.ok || !average.ok) throw new Error('history refused');
          const expected = average.disposals.reduce((s, d) => s + d.gain, 0);
          const shown = reconcileRealized(txs, { method, transfersOut }, report, 0);
          expect(Math.abs(shown.averageCost - expected)).toBeLessThan(1e-6);
        }
      }
    },
  );
});
