import { describe, expect, it } from 'vitest';
import { candlesOpeningCalls, createCandleStores } from '../../../../src/renderer/src/stores/candles';
import { NO_QUERY } from '../../../../src/renderer/src/stores/resource';
import { assetOpeningCalls, createRwaStores, rwaOpeningCalls } from '../../../../src/renderer/src/stores/rwa';
import {
  createWalletStores,
  loadWallet,
  reloadWallets,
  walletOpeningCalls,
  type WalletStores,
} from '../../../../src/renderer/src/stores/wallet';
import {
  createWatchlistStores,
  reloadWatchlist,
  watchlistOpeningCalls,
} from '../../../../src/renderer/src/stores/watchlist';
import { firstInput } from '../../../../src/renderer/src/stores/candle-range-plan';
import type { WalletRef } from '../../../../src/shared/domain/wallet';
import type { WatchedCoin } from '../../../../src/shared/domain/watchlist';
import { fakeApi } from '../helpers/fake-api';
import { failed } from '../helpers/fixtures';

// What opening Wallets, Watchlist and Candles sends, declared beside their stores: the navigation prices these
// before the click (components/view-costs.tsx), so they must name every read the opening makes, and no guess
// while what it reads is not known yet.

const wallet = (id: string): WalletRef => ({ id, address: `0x${id}`, connectionId: 'ethereum', label: id });
const coin = (coinId: string): WatchedCoin => ({ coinId, symbol: null, name: null, addedAt: 0 });
/** A store that has been read: its query set, its value shown (as a load leaves it). */
const loaded = <T, Q>(value: T, query: Q) => ({
  value,
  query,
  shownQuery: query,
  error: null,
  loading: false,
});

describe('opening Wallets', () => {
  const stores = () => createWalletStores(fakeApi().api);
  const followed = (s: WalletStores, ids: string[]) => s.list.setState(loaded(ids.map(wallet), NO_QUERY));

  it('names no price while the followed wallets are not known (which one opens is not known)', () => {
    expect(walletOpeningCalls(stores(), 'USD')).toBeNull();
  });

  it('opens the first followed wallet, with the lookups not read yet', () => {
    const s = stores();
    followed(s, ['w1', 'w2']);
    expect(walletOpeningCalls(s, 'USD')).toEqual([
      { channel: 'wallet:blockchains', input: {} },
      { channel: 'wallet:transactionTypes', input: {} },
      { channel: 'wallet:balance', input: { walletId: 'w1', currency: 'USD' } },
      { channel: 'wallet:transactions', input: { walletIds: ['w1'], currency: 'USD', limit: 100 } },
    ]);
  });

  it('opens the wallet chosen, with its type filter; no wallet followed opens on the lookups only', () => {
    const s = stores();
    followed(s, ['w1', 'w2']);
    s.blockchains.setState(loaded([], NO_QUERY));
    s.types.setState(loaded([], NO_QUERY));
    s.ui.setState({ selectedId: 'w2', types: ['deposit'] });
    expect(walletOpeningCalls(s, 'EUR')).toEqual([
      { channel: 'wallet:balance', input: { walletId: 'w2', currency: 'EUR' } },
      {
        channel: 'wallet:transactions',
        input: { walletIds: ['w2'], currency: 'EUR', limit: 100, types: ['deposit'] },
      },
    ]);
    const none = stores();
    followed(none, []);
    expect(walletOpeningCalls(none, 'USD')).toEqual([
      { channel: 'wallet:blockchains', input: {} },
      { channel: 'wallet:transactionTypes', input: {} },
    ]);
  });

  // Coming back, the view's loads and the shell's reloads both run; a reload that goes first still holds what was
  // shown, so both are named: the price may be above the spend, never below.
  it('coming back after the currency changed: the reloads of what it showed and the loads in the new one', () => {
    const s = stores();
    followed(s, ['w1']);
    s.ui.setState({ selectedId: 'w1' });
    s.balance.setState(loaded([], { walletId: 'w1', currency: 'USD' }));
    s.transactions.setState(
      loaded({ items: [], page: 1, limit: 100 }, { walletIds: ['w1'], currency: 'USD', limit: 100 }),
    );
    const calls = walletOpeningCalls(s, 'EUR');
    expect(calls).toContainEqual({ channel: 'wallet:balance', input: { walletId: 'w1', currency: 'USD' } });
    expect(calls).toContainEqual({ channel: 'wallet:balance', input: { walletId: 'w1', currency: 'EUR' } });
    expect(calls?.filter((c) => c.channel === 'wallet:transactions')).toHaveLength(2);
    // In the same currency the reload and the load are one read.
    expect(walletOpeningCalls(s, 'USD')?.filter((c) => c.channel === 'wallet:balance')).toHaveLength(1);
  });

  it('on the wallet a palette entry chooses, with every type: its reads, and the reloads of what was shown', () => {
    const s = stores();
    followed(s, ['w1', 'w2']);
    s.blockchains.setState(loaded([], NO_QUERY));
    s.types.setState(loaded([], NO_QUERY));
    s.ui.setState({ selectedId: 'w1', types: ['trade'] });
    s.balance.setState(loaded([], { walletId: 'w1', currency: 'USD' }));
    const calls = walletOpeningCalls(s, 'USD', { selectedId: 'w2', types: [] });
    expect(calls).toContainEqual({ channel: 'wallet:balance', input: { walletId: 'w2', currency: 'USD' } });
    expect(calls).toContainEqual({
      channel: 'wallet:transactions',
      input: { walletIds: ['w2'], currency: 'USD', limit: 100 },
    });
    // A reload going first still holds w1's balance: named, so the price is never below the spend.
    expect(calls).toContainEqual({ channel: 'wallet:balance', input: { walletId: 'w1', currency: 'USD' } });
  });

  it('names exactly what reloadWallets and then loadWallet send', async () => {
    const fake = fakeApi();
    const s = createWalletStores(fake.api);
    followed(s, ['w1']);
    s.blockchains.setState(loaded([], NO_QUERY));
    s.types.setState(loaded([], NO_QUERY));
    s.ui.setState({ selectedId: 'w1', types: ['trade'] });
    await loadWallet(s, 'USD');
    s.ui.setState({ types: [] });
    const declared = walletOpeningCalls(s, 'EUR');
    fake.calls.length = 0;
    await Promise.all([reloadWallets(s), loadWallet(s, 'EUR')]);
    const sent = fake.calls.filter((c) => c.channel !== 'wallet:list');
    expect(sent).toHaveLength(4);
    expect(declared).toEqual(expect.arrayContaining(sent));
    expect(declared).not.toBeNull();
    expect(sent).toEqual(expect.arrayContaining(declared ?? []));
  });
});

describe('opening Watchlist', () => {
  const stores = () => {
    const api = fakeApi().api;
    return { watchlist: createWatchlistStores(api), rwa: createRwaStores(api) };
  };

  it('names no price while either watched list is not known', () => {
    const s = stores();
    expect(watchlistOpeningCalls(s.watchlist, s.rwa, 'USD')).toBeNull();
    s.watchlist.coins.setState(loaded([coin('bitcoin')], NO_QUERY));
    expect(watchlistOpeningCalls(s.watchlist, s.rwa, 'USD')).toBeNull();
  });

  it('reads the prices of what is watched: one coins list read, one detail read per asset', () => {
    const s = stores();
    s.watchlist.coins.setState(loaded([coin('bitcoin'), coin('ethereum')], NO_QUERY));
    s.rwa.watchlist.setState(loaded(['gold-1'], NO_QUERY));
    expect(watchlistOpeningCalls(s.watchlist, s.rwa, 'USD')).toEqual([
      { channel: 'watchlist:coins', input: {} },
      { channel: 'rwa:watchlist', input: {} },
      { channel: 'coins:list', input: { coinIds: ['bitcoin', 'ethereum'], currency: 'USD', limit: 2 } },
      { channel: 'rwa:asset', input: { rwaId: 'gold-1', currency: 'USD' } },
    ]);
  });

  it('nothing watched: only the local lists, which cost nothing', () => {
    const s = stores();
    s.watchlist.coins.setState(loaded([], NO_QUERY));
    s.rwa.watchlist.setState(loaded([], NO_QUERY));
    expect(watchlistOpeningCalls(s.watchlist, s.rwa, 'USD')?.map((c) => c.channel)).toEqual([
      'watchlist:coins',
      'rwa:watchlist',
    ]);
  });

  it('coming back after a coin was removed: the reload of the prices shown and the read of the new list', async () => {
    const fake = fakeApi();
    const s = { watchlist: createWatchlistStores(fake.api), rwa: createRwaStores(fake.api) };
    s.watchlist.prices.setState(loaded([], { coinIds: ['bitcoin', 'ethereum'], currency: 'USD', limit: 2 }));
    s.watchlist.assets.setState(loaded([], { rwaIds: ['gold-1'], currency: 'USD' }));
    s.watchlist.coins.setState(loaded([coin('bitcoin')], NO_QUERY));
    s.rwa.watchlist.setState(loaded(['gold-1'], NO_QUERY));
    const calls = watchlistOpeningCalls(s.watchlist, s.rwa, 'USD');
    expect(calls?.filter((c) => c.channel === 'coins:list').map((c) => c.input)).toEqual([
      { coinIds: ['bitcoin'], currency: 'USD', limit: 1 },
      { coinIds: ['bitcoin', 'ethereum'], currency: 'USD', limit: 2 },
    ]);
    // The asset shown is the asset watched: its reload and its load are one read.
    expect(calls?.filter((c) => c.channel === 'rwa:asset')).toHaveLength(1);
    // What reloadWatchlist sends is among them.
    await reloadWatchlist(s.watchlist);
    expect(calls).toEqual(
      expect.arrayContaining(fake.calls.map((c) => ({ channel: c.channel, input: c.input }))),
    );
  });
});

describe('opening RWA', () => {
  it('on the asset left open (or the one a palette entry opens): the view’s reads and the asset’s', () => {
    const s = createRwaStores(fakeApi().api);
    const list = rwaOpeningCalls(s, 'USD').map((c) => c.channel);
    expect(list).toEqual(['rwa:overview', 'rwa:watchlist', 'rwa:history', 'rwa:assets']);
    s.ui.setState({ selectedId: 'gold' });
    expect(rwaOpeningCalls(s, 'USD')).toEqual(expect.arrayContaining(assetOpeningCalls('gold', 'USD')));
    expect(rwaOpeningCalls(s, 'USD', 'silver')).toEqual(
      expect.arrayContaining(assetOpeningCalls('silver', 'USD')),
    );
    expect(assetOpeningCalls('gold', 'USD').map((c) => c.channel)).toEqual([
      'rwa:asset',
      'rwa:assetHistory',
      'rwa:tokens',
      'rwa:markets',
    ]);
  });
});

describe('opening Candles', () => {
  const query = { exchange: 'Binance', pair: 'BTC/USDT', interval: '5m', range: '1y' } as const;

  it('sends nothing before a chart was drawn: the view waits for Show candles', () => {
    expect(candlesOpeningCalls(createCandleStores(fakeApi().api))).toEqual([]);
  });

  it('coming back to a chart reads its newest stretch again, after the user changed the form too', () => {
    const s = createCandleStores(fakeApi().api);
    s.series.setState({ query, shownQuery: query });
    s.form.setState({ pair: 'ETH/USDT' });
    expect(candlesOpeningCalls(s)).toEqual([{ channel: 'candles:window', input: firstInput(query) }]);
  });

  it('a stretch that asked first and was not agreed to is not read again by coming back', async () => {
    const fake = fakeApi({
      'candles:window': () =>
        failed({ code: 'confirmation_required', message: 'This costs 300 credits', cost: { credits: 300 } }),
    });
    const s = createCandleStores(fake.api);
    await s.series.load(query);
    expect(candlesOpeningCalls(s)).toEqual([]);
    await s.series.reload();
    expect(fake.callsTo('candles:window')).toHaveLength(1);
  });
});
