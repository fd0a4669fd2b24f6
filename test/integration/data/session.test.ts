import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedInput } from '../../../src/shared/contract';
import { costOf } from '../../../src/main/api/costs';
import { startHarness, type Harness } from './harness';

// A scripted session as a user would click through it: open every view's reads, switch chart ranges and
// currencies, re-open views. The cache must spend no more than the distinct data the session needed; a client
// without a cache would pay for every read.

type DataChannel = keyof Harness['handlers'];
type Read = { [C in DataChannel]: [C, ParsedInput<C>] }[DataChannel];
type Callable = (input: unknown) => Promise<{ ok: boolean }>;

let h: Harness;
let walletId = '';

beforeAll(async () => {
  h = await startHarness({ key: 'sandbox-starter-key' });
  const added = await h.handlers['wallet:add']({
    address: '0x3333333333333333333333333333333333333333',
    connectionId: 'ethereum',
  });
  if (!added.ok) throw new Error(added.error.message);
  walletId = added.value.id;
});
afterAll(async () => h.close());

const dashboard = (currency: string, range: 'ALL' | '24h' | '1w' | '1m'): Read[] => [
  ['portfolio:list', {}],
  ['portfolio:value', { currency }],
  ['portfolio:chart', { range: range === 'ALL' ? 'all' : range }],
  ['portfolio:coins', { currency }],
  ['portfolio:plHistory', { interval: 'daily', range: '1m' }],
];
const wallets = (): Read[] => [
  ['wallet:blockchains', {}],
  ['wallet:balance', { walletId }],
  ['wallet:transactionTypes', {}],
];
const rwa = (): Read[] => [
  ['rwa:overview', {}],
  ['rwa:assets', { limit: 20 }],
  ['rwa:asset', { rwaId: 'gold' }],
  ['rwa:tokens', { rwaId: 'gold' }],
  ['rwa:markets', { rwaId: 'gold' }],
  ['rwa:history', {}],
  ['rwa:assetHistory', { rwaId: 'gold', range: '1m' }],
];
const market = (range: '1y' | '1mo'): Read[] => [
  ['candles:get', { exchange: 'Binance', pair: 'BTC/USDT', interval: '1d', range }],
  ['coins:list', { limit: 20 }],
  ['coins:currencies', {}],
];

const session = (): Read[] => [
  ...dashboard('USD', '1w'),
  // Chart ranges back and forth; USD/BTC/ETH switching is drawn from the same points, so it re-reads the chart.
  ['portfolio:chart', { range: '24h' }],
  ['portfolio:chart', { range: '1m' }],
  ['portfolio:chart', { range: '1w' }],
  ['portfolio:chart', { range: '1w' }],
  ['portfolio:chart', { range: '1w' }],
  // Base currency switched to EUR and back.
  ...dashboard('EUR', '1w'),
  ...dashboard('USD', '1w'),
  ...wallets(),
  ...rwa(),
  ...market('1y'),
  ...market('1mo'),
  // Every view re-opened.
  ...dashboard('USD', '1w'),
  ...wallets(),
  ...rwa(),
  ...market('1y'),
];

describe('a scripted session', () => {
  it('spends exactly the cost of the distinct requests it needed, less than a client without a cache', async () => {
    const script = session();
    const spentBefore = await h.spent();
    const firstRequest = h.requests.length;
    let uncachedCost = 0;
    for (const [channel, input] of script) {
      // What a client without a cache pays: every read at its live price (Refresh), candles for the whole range.
      uncachedCost +=
        channel === 'candles:get'
          ? costOf('GET /ohlcv/candles', input as Record<string, unknown>).credits
          : h.price(channel, { ...input, refresh: true }).cost.credits;
      const answer = await (h.handlers[channel] as Callable)(input);
      expect(answer.ok, `${channel} ${JSON.stringify(input)}`).toBe(true);
    }
    const spent = (await h.spent()) - spentBefore;

    const sent = h.requests.slice(firstRequest).filter((r) => !r.url.startsWith('/v1/usage/credits'));
    const keys = sent.map((r) => `${r.method} ${r.url}`);
    const distinctCost = sent.reduce((sum, r) => sum + r.credits, 0);
    console.log(
      `scripted session: ${script.length} reads, ${sent.length} requests sent; ` +
        `credits spent ${spent}; a client without a cache would spend ${uncachedCost}`,
    );

    // No request went out twice: every credit paid for data the session had not fetched yet.
    expect(new Set(keys).size).toBe(keys.length);
    expect(sent.every((r) => r.status === 200)).toBe(true);
    expect(spent).toBe(distinctCost);
    expect(spent).toBeLessThan(uncachedCost);
  });
});
