import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useFolio } from '../stores/folio-context';

// The names the palette gives watched coins and assets: the watchlist keeps ids (a coin the tray watched from the
// start has no name stored), but the renderer often holds their names already, from the prices and details the
// views have read. The palette spends nothing to learn a name; an id stands in only where no name is known.

export interface KnownName {
  name: string;
  symbol: string | null;
}

/** Coin and asset names from what the views have read: watchlist prices and search results, RWA lists and details. */
export function useKnownNames(): { coins: Map<string, KnownName>; assets: Map<string, KnownName> } {
  const { stores } = useFolio();
  const prices = useStore(stores.watchlist.prices, (s) => s.value);
  const found = useStore(stores.watchlist.lookup.search, (s) => s.value);
  const watched = useStore(stores.watchlist.assets, (s) => s.value);
  const listed = useStore(stores.rwa.assets, (s) => s.value);
  const detail = useStore(stores.rwa.asset, (s) => s.value);
  return useMemo(() => {
    const coins = new Map<string, KnownName>();
    for (const coin of [...(found ?? []), ...(prices ?? [])]) {
      coins.set(coin.id, { name: coin.name, symbol: coin.symbol || null });
    }
    const assets = new Map<string, KnownName>();
    const rows = [...(listed?.items ?? []), ...(detail ? [detail] : [])];
    for (const row of [...rows, ...(watched ?? []).flatMap((w) => (w.detail ? [w.detail] : []))]) {
      assets.set(row.id, { name: row.name, symbol: row.symbol || null });
    }
    return { coins, assets };
  }, [prices, found, watched, listed, detail]);
}

/** "Bitcoin (BTC)": the stored name and symbol first, then a name the views read, else the id. */
export function nameWithSymbol(
  id: string,
  stored: { name?: string | null; symbol?: string | null },
  known: KnownName | undefined,
): string {
  const name = stored.name ?? known?.name ?? id;
  const symbol = stored.symbol ?? known?.symbol ?? null;
  return symbol && symbol.toUpperCase() !== name.toUpperCase() ? `${name} (${symbol.toUpperCase()})` : name;
}
