import type { PortfolioTransaction } from '../../../../src/shared/domain/portfolio';
import { ok } from '../../../../src/shared/envelope';
import { fakeApi, type FakeApi } from './fake-api';
import { live, meta, NOW, settings } from './fixtures';

// What the Returns card and the realized-gains report read, shared by their tests and their language tests.

export const DAY = 86_400_000;
// Read a minute before the tests' "now": the range ends when the history was read.
export const READ_AT = NOW - 60_000;
export const start = READ_AT - 2 * DAY;
export const iso = (t: number) => new Date(t).toISOString();

/** A buy of one bitcoin for `worth` at `at`. */
export const buy = (id: string, at: number, worth: number): PortfolioTransaction => ({
  id,
  type: 'Buy',
  date: iso(at),
  coinId: 'bitcoin',
  symbol: 'BTC',
  count: 1,
  totalWorth: worth,
  profitLoss: null,
  note: null,
  addresses: [],
});

/** +10 % on 100, then 1,000 in and -5 % on 1,110: TWR +4.5 %, the money put in lost. */
export function returnsService(): FakeApi {
  return fakeApi({
    'settings:get': () => live(settings()),
    'portfolio:plHistory': (input) =>
      ok(
        {
          interval: 'daily',
          currency: input.currency ?? 'USD',
          points: [
            { date: iso(start), profitLoss: 10, profitLossPercent: 10 },
            { date: iso(start + DAY), profitLoss: -55.5, profitLossPercent: -5 },
          ],
        },
        meta({ fetchedAt: READ_AT, source: 'cache' }),
      ),
    'portfolio:chart': (input) =>
      ok(
        {
          range: input.range,
          points: [
            { t: start, usd: 100, btc: 0.002, eth: 0.04 },
            { t: start + DAY, usd: 110, btc: 0.0021, eth: 0.044 },
            { t: READ_AT, usd: 1054.5, btc: 0.0201, eth: 0.4 },
          ],
        },
        meta({ fetchedAt: READ_AT, source: 'cache' }),
      ),
    'portfolio:transactions': () => live([buy('a', start, 100), buy('b', start + DAY, 1000)]),
  });
}

const HOUR = 3_600_000;
/** A buy of 2 then a sale of 1, a hundred and fifty times: 150 sales, and the newest 75 lots still held. */
export const gainsTransactions: PortfolioTransaction[] = Array.from({ length: 300 }, (_, i) => {
  const sell = i % 2 === 1;
  return {
    id: `t${i}`,
    type: sell ? 'Sell' : 'Buy',
    date: new Date(NOW - (400 - i) * HOUR).toISOString(),
    coinId: 'bitcoin',
    symbol: 'BTC',
    count: sell ? -1 : 2,
    totalWorth: sell ? -(150 + i) : 200,
    profitLoss: null,
    note: null,
    addresses: [],
  };
});
