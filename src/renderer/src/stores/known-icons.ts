import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useFolio } from './folio-context';

// Coin icon addresses the renderer already holds, by coin id: from the watchlist's prices and search, the
// portfolio's and Overview's holdings and the coin page's read. For a place that names a coin without an address
// of its own (an alert): looking here sends nothing, and a coin no view has read has none.

export function useKnownCoinIcons(): ReadonlyMap<string, string> {
  const { stores } = useFolio();
  const prices = useStore(stores.watchlist.prices, (s) => s.value);
  const found = useStore(stores.watchlist.lookup.search, (s) => s.value);
  const held = useStore(stores.portfolio.coins, (s) => s.value);
  const overview = useStore(stores.overview.coins, (s) => s.value);
  const page = useStore(stores.coin.coin, (s) => s.value);
  return useMemo(() => {
    const icons = new Map<string, string>();
    const coins = [...(found ?? []), ...(prices ?? []), ...(page ? [page] : [])];
    for (const coin of coins) if (coin.icon) icons.set(coin.id, coin.icon);
    for (const h of [...(overview ?? []), ...(held ?? [])]) if (h.icon) icons.set(h.coinId, h.icon);
    return icons;
  }, [prices, found, held, overview, page]);
}
