import { useEffect, useRef, useState, type RefObject } from 'react';
import { useStore } from 'zustand';
import type { Coin } from '../../../../shared/domain/market';
import { useCostOf, type PendingCall } from '../../components/cost-badge';
import { RefreshBadge, useRefreshAction } from '../../components/refresh-offline';
import { openCoin, rwaHash } from '../../lib/route';
import { ErrorNote } from '../../components/error-note';
import { ExportButton } from '../../components/export-dialog';
import { useWindowTitle } from '../../components/window-title';
import { assetRows, coinRows, type WatchRow } from '../../stores/watch-rows';
import { useCurrency, useFolio } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { NO_QUERY, withRefresh } from '../../stores/resource';
import { coinPricesQuery, reloadWatchlist, watchlistQueries } from '../../stores/watchlist';
import { isPending, useDelayedRemoval, type Removal } from './delayed-removal';
import { AssetsCard, CoinsCard } from './watch-cards';
import './watchlist.css';
import { ViewHead } from '../../components/view-head';

// Both watchlists in one view: the coins the user follows (found by name in the service's coins list) and the RWA
// assets starred in the RWA view. Prices come from one coins list read and one detail read per asset, through the
// cache like every read; each row says how old its price is. The same prices feed the tray's quick check.

/** What Refresh reads, every read live: shown as one cost beside the button. */
function refreshCalls(
  coinIds: readonly string[],
  rwaIds: readonly string[],
  currency: string,
): PendingCall[] {
  const coins = coinPricesQuery(coinIds, currency);
  return [
    ...(coins ? [{ channel: 'coins:list' as const, input: withRefresh(coins, true) }] : []),
    ...rwaIds.map((rwaId) => ({
      channel: 'rwa:asset' as const,
      input: { rwaId, currency, refresh: true },
    })),
  ];
}

/** Loads a store's query when it differs from the one it last loaded (the list or the currency changed). */
function useQueryLoad<Q>(
  store: { getState(): { query: Q | null }; load(q: Q): Promise<void> },
  query: Q | null,
) {
  const key = JSON.stringify(query);
  useEffect(() => {
    if (query !== null && JSON.stringify(store.getState().query) !== key) void store.load(query);
    // `key` stands for `query`: a new array with the same ids must not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key]);
}

/** The watched lists and their priced rows, read once the settings name the base currency. */
function useWatchlistReads() {
  const { stores } = useFolio();
  const { watchlist, rwa } = stores;
  const currency = useCurrency();
  const coins = useStore(watchlist.coins);
  const prices = useStore(watchlist.prices);
  const assets = useStore(watchlist.assets);
  const rwaIds = useStore(rwa.watchlist, (s) => s.value) ?? [];
  const watched = coins.value ?? [];
  const coinIds = watched.map((c) => c.coinId);
  useEffect(() => {
    if (watchlist.coins.getState().query === null) void watchlist.coins.load(NO_QUERY);
    if (rwa.watchlist.getState().query === null) void rwa.watchlist.load(NO_QUERY);
  }, [watchlist, rwa]);
  // Until the settings name the base currency, `currency` is only the default: reading then would pay for prices
  // in a currency the user may not use (and they are the tray's request only in the base currency).
  const known = useStore(stores.settings.settings, (s) => s.value !== null);
  const opening = watchlistQueries(coinIds, rwaIds, currency);
  useQueryLoad(watchlist.prices, known ? opening.prices : null);
  useQueryLoad(watchlist.assets, known ? opening.assets : null);
  const coinList = coinRows(watched, {
    value: prices.value,
    meta: prices.meta,
    currency: prices.shownQuery?.currency ?? currency,
  });
  const assetList = assetRows(rwaIds, assets.value, assets.shownQuery?.currency ?? currency);
  return { coinIds, rwaIds, coinList, assetList };
}

type Headings = Record<Removal['kind'], RefObject<HTMLHeadingElement | null>>;

/** Adding and removing entries, each change said in the status line; a removal waits for its Undo. */
function useWatchlistChanges(headings: Headings) {
  const { api, stores } = useFolio();
  const { watchlist, rwa } = stores;
  const t = useT();
  const [said, setSaid] = useState('');
  const add = async (coin: Coin) => {
    // A removal still waiting for its Undo is saved first, so the list the answer brings is the whole story.
    await removal.flush();
    watchlist.change.setState({ pending: coin.id, error: null });
    // The names are only labels for the list: a service name longer than the channel takes is cut, not refused.
    const answer = await api.watchlist.addCoin({
      coinId: coin.id,
      symbol: coin.symbol.slice(0, 100),
      name: coin.name.slice(0, 100),
    });
    watchlist.change.setState({ pending: null, error: answer.ok ? null : answer.error });
    if (!answer.ok) return;
    watchlist.coins.put(answer.value, answer.meta);
    setSaid(t('watchlist.added', { name: coin.name }));
  };
  // Saves a removal once its Undo has expired (delayed-removal.ts); says so if it could not be saved.
  const save = async ({ kind, row }: Removal) => {
    watchlist.change.setState({ pending: row.id, error: null });
    const error = kind === 'coin' ? await saveCoin(row.id) : await saveAsset(row.id);
    watchlist.change.setState({ pending: null, error });
    if (error) setSaid(t('watchlist.notRemoved', { name: row.name }));
  };
  const saveCoin = async (coinId: string) => {
    const answer = await api.watchlist.removeCoin({ coinId });
    if (!answer.ok) return answer.error;
    watchlist.coins.put(answer.value, answer.meta);
    return null;
  };
  const saveAsset = async (rwaId: string) => {
    const answer = await api.rwa.watch({ rwaId, watched: false });
    if (!answer.ok) return answer.error;
    rwa.watchlist.put(answer.value, answer.meta);
    return null;
  };
  const removal = useDelayedRemoval(save);
  const remove = (kind: Removal['kind'], row: WatchRow) => {
    removal.remove({ kind, row });
    setSaid(t('watchlist.removed', { name: row.name }));
    // Its button is gone: keep the keyboard in the list it was in.
    headings[kind].current?.focus();
  };
  const undo = () => {
    if (!removal.pending) return;
    removal.undo();
    setSaid(t('watchlist.back', { name: removal.pending.row.name }));
  };
  return { said, add, remove, undo, pending: removal.pending };
}

export function WatchlistView() {
  const { stores } = useFolio();
  const { watchlist, rwa } = stores;
  const currency = useCurrency();
  const change = useStore(watchlist.change);
  const coinsHeading = useRef<HTMLHeadingElement>(null);
  const assetsHeading = useRef<HTMLHeadingElement>(null);
  const t = useT();
  useWindowTitle(t('watchlist.title'));
  const { coinIds, rwaIds, coinList, assetList } = useWatchlistReads();
  const refreshCost = useCostOf(refreshCalls(coinIds, rwaIds, currency));
  const refresh = useRefreshAction(() => reloadWatchlist(watchlist, { refresh: true }));
  const { said, add, remove, undo, pending } = useWatchlistChanges({
    coin: coinsHeading,
    asset: assetsHeading,
  });
  const openAsset = (row: WatchRow) => {
    rwa.ui.setState({ selectedId: row.id });
    location.hash = rwaHash(row.id);
  };

  // A removal waiting for its Undo is hidden already.
  const shown = (kind: Removal['kind'], rows: WatchRow[]) =>
    rows.filter((row) => !isPending(pending, kind, row.id));

  return (
    <div className="fd-view">
      <ViewHead title={t('watchlist.title')}>
        <button
          type="button"
          className="fd-button"
          disabled={coinIds.length + rwaIds.length === 0}
          onClick={() => void refresh()}
        >
          {t('watchlist.refresh')}
        </button>
        {coinIds.length + rwaIds.length > 0 && <RefreshBadge cost={refreshCost} />}
        <ExportButton />
      </ViewHead>
      <p role="status" className="fd-source fd-row">
        {said}
        {pending && (
          <button type="button" className="fd-button" onClick={undo}>
            {t('watchlist.undo')}
          </button>
        )}
      </p>
      <ErrorNote error={change.error} />
      <CoinsCard
        headingRef={coinsHeading}
        rows={shown('coin', coinList)}
        watchedIds={coinIds.filter((id) => !isPending(pending, 'coin', id))}
        onAdd={(coin) => void add(coin)}
        onRemove={(row) => remove('coin', row)}
        onOpen={(row) => openCoin(row.id)}
        pending={change.pending}
      />
      <AssetsCard
        headingRef={assetsHeading}
        rows={shown('asset', assetList)}
        onRemove={(row) => remove('asset', row)}
        onOpen={openAsset}
        pending={change.pending}
      />
    </div>
  );
}
