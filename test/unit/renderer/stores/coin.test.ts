import { describe, expect, it } from 'vitest';
import {
  chooseCoinRange,
  coinOpeningCalls,
  createCoinStores,
  heldCoin,
  loadCoin,
} from '../../../../src/renderer/src/stores/coin';
import { fakeApi } from '../helpers/fake-api';
import { chartPoints, failed, holdings, live } from '../helpers/fixtures';

// The coin page's stores: what opening a coin reads (and is priced by), and a failed read of another coin never
// leaving the last coin's chart under the new one's name.

describe('the coin stores', () => {
  it('open a coin with one list of reads, the same the palette prices', async () => {
    const fake = fakeApi({
      'coins:get': () => failed({ code: 'network', message: 'offline' }),
      'coins:chart': ({ coinId, range }) => live({ coinId, range, points: chartPoints }),
      'portfolio:coins': () => live(holdings),
      'portfolio:transactions': () => live([]),
    });
    const stores = createCoinStores(fake.api);
    const calls = coinOpeningCalls(stores, 'ethereum', 'EUR');
    await loadCoin(stores, 'ethereum', 'EUR');
    const sent = fake.calls.map(({ channel, input }) => ({ channel, input }));
    expect(sent).toEqual(calls);
    expect(calls).toEqual([
      { channel: 'coins:get', input: { coinId: 'ethereum', currency: 'EUR' } },
      { channel: 'coins:chart', input: { coinId: 'ethereum', range: '1m' } },
      { channel: 'portfolio:coins', input: { currency: 'EUR' } },
      { channel: 'portfolio:transactions', input: { coinId: 'ethereum', currency: 'EUR', limit: 100 } },
    ]);
    expect(heldCoin(stores.holdings.getState().value, 'ethereum')?.count).toBe(2.5);
    expect(heldCoin(stores.holdings.getState().value, 'dogecoin')).toBeNull();
  });

  it('keep the range chosen for the next coin, and drop a chart of another coin when its read fails', async () => {
    const fake = fakeApi({
      'coins:chart': ({ coinId, range }) =>
        coinId === 'bitcoin'
          ? live({ coinId, range, points: chartPoints })
          : failed({ code: 'network', message: 'The service is out of reach.' }),
    });
    const stores = createCoinStores(fake.api);
    await chooseCoinRange(stores, 'bitcoin', '1y');
    expect(stores.chart.getState().value?.coinId).toBe('bitcoin');
    expect(coinOpeningCalls(stores, 'solana', 'USD')[1]).toEqual({
      channel: 'coins:chart',
      input: { coinId: 'solana', range: '1y' },
    });
    await stores.chart.load({ coinId: 'solana', range: '1y' });
    expect(stores.chart.getState().value).toBeNull();
    expect(stores.chart.getState().error?.code).toBe('network');
  });
});
