import type { PlPoint, ValuePoint } from '../../../src/shared/domain/portfolio';
import type { CashFlow } from '../../../src/shared/analytics/xirr';
import type { LotTransaction } from '../../../src/shared/analytics/lots';

// The inputs of the analytics figures (analytics.ts), deterministic and of the sizes the figures name.

const DAY = 86_400_000;
export const START = Date.UTC(2021, 0, 1);

/** Five years of daily P/L and value points, a deposit every 30 days. */
export function fiveYearsDaily(days = 5 * 365 + 1): {
  plPoints: PlPoint[];
  valuePoints: ValuePoint[];
  now: number;
} {
  const plPoints: PlPoint[] = [];
  const valuePoints: ValuePoint[] = [];
  let value = 10_000;
  for (let d = 0; d < days; d++) {
    const t = START + d * DAY;
    valuePoints.push({ t, usd: value, btc: value / 40_000, eth: value / 2_000 });
    const profit = value * Math.sin(d / 17) * 0.01;
    plPoints.push({ date: new Date(t).toISOString(), profitLoss: profit, profitLossPercent: 0 });
    value += profit + (d % 30 === 29 ? 500 : 0);
  }
  const now = START + days * DAY;
  valuePoints.push({ t: now, usd: value, btc: value / 40_000, eth: value / 2_000 });
  return { plPoints, valuePoints, now };
}

/** 10,000 daily flows, deposits and withdrawals, closed by the value that makes 7 % a year their rate. */
export function tenThousandFlows(count = 10_000): CashFlow[] {
  const flows: CashFlow[] = [];
  let npv = 0;
  for (let i = 0; i < count - 1; i++) {
    const amount = i % 3 === 2 ? 40 + (i % 7) : -(100 + (i % 11) * 10);
    flows.push({ at: START + i * DAY, amount });
    npv += amount / 1.07 ** (i / 365);
  }
  flows.push({ at: START + count * DAY, amount: -npv * 1.07 ** (count / 365) });
  return flows;
}

/** 100,000 transactions over 10 coins: two buys for each sale, a sale never more than what is held. */
export function hundredThousandTransactions(count = 100_000): LotTransaction[] {
  const held = new Map<string, number>();
  const txs: LotTransaction[] = [];
  for (let i = 0; i < count; i++) {
    const coinId = `coin-${i % 10}`;
    const date = new Date(START + i * 60_000).toISOString();
    const price = 100 + (i % 97);
    const have = held.get(coinId) ?? 0;
    const sell = i % 3 === 2 && have > 0;
    const amount = sell ? Math.min(have, 1 + (i % 5) * 0.25) : 1 + (i % 4) * 0.5;
    held.set(coinId, sell ? have - amount : have + amount);
    const sign = sell ? -1 : 1;
    txs.push({
      id: `tx${i}`,
      type: sell ? 'Sell' : 'Buy',
      date,
      coinId,
      count: sign * amount,
      totalWorth: sign * amount * price,
      fee: 0.1,
    });
  }
  return txs;
}
