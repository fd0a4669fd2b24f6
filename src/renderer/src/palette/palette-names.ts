import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { readPersisted, writePersisted } from '../lib/persisted';
import { useFolio } from '../stores/folio-context';

// The names the palette gives watched coins and assets: the watchlist keeps ids (a coin the tray watched from the
// start has no name stored), but the renderer often holds their names already, from the prices and details the
// views have read. The palette spends nothing to learn a name; an id stands in only where no name is known. The
// names learned are kept in the page's storage, so after a restart, before any view has read them again, a watched
// RWA asset is still listed by its name ("Apple Inc.", not "apple-stock").

export interface KnownName {
  name: string;
  symbol: string | null;
  /** A coin's icon address from the same answer; absent for assets and names kept before icons were. */
  icon?: string | null;
}

type Names = Record<string, KnownName>;
interface Remembered {
  coins: Names;
  assets: Names;
}

const NAMES_KEY = 'palette-names';
/** Enough for any watchlist; the oldest learned go first past it. */
const KEPT = 300;

/** A kept icon is an address or none: anything else in the page's storage is not handed to the icon loader. */
const isIcon = (v: unknown) => v === undefined || v === null || typeof v === 'string';
const isName = (v: unknown): v is KnownName =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as KnownName).name === 'string' &&
  ((v as KnownName).symbol === null || typeof (v as KnownName).symbol === 'string') &&
  isIcon((v as KnownName).icon);
const isNames = (v: unknown): v is Names =>
  typeof v === 'object' && v !== null && Object.values(v).every(isName);
const isRemembered = (v: unknown): v is Remembered =>
  typeof v === 'object' &&
  v !== null &&
  isNames((v as Remembered).coins) &&
  isNames((v as Remembered).assets);

/** The remembered names with those just learned, newest last, at most KEPT of each kind. */
export function mergeNames(kept: Names, learned: ReadonlyMap<string, KnownName>): Names {
  const merged = new Map(Object.entries(kept));
  for (const [id, name] of learned) {
    merged.delete(id);
    merged.set(id, name);
  }
  return Object.fromEntries([...merged].slice(-KEPT));
}

/**
 * Coin and asset names from what the views have read: watchlist prices and search results, RWA lists and details;
 * a coin's icon address with its name.
 */
export function useKnownNames(): { coins: Map<string, KnownName>; assets: Map<string, KnownName> } {
  const { stores } = useFolio();
  const prices = useStore(stores.watchlist.prices, (s) => s.value);
  const found = useStore(stores.watchlist.lookup.search, (s) => s.value);
  const watched = useStore(stores.watchlist.assets, (s) => s.value);
  const listed = useStore(stores.rwa.assets, (s) => s.value);
  const detail = useStore(stores.rwa.asset, (s) => s.value);
  const [kept] = useState(() => readPersisted(NAMES_KEY, isRemembered) ?? { coins: {}, assets: {} });
  const learned = useMemo(() => {
    const coins = new Map<string, KnownName>();
    for (const coin of [...(found ?? []), ...(prices ?? [])]) {
      coins.set(coin.id, { name: coin.name, symbol: coin.symbol || null, icon: coin.icon });
    }
    const assets = new Map<string, KnownName>();
    const rows = [...(listed?.items ?? []), ...(detail ? [detail] : [])];
    for (const row of [...rows, ...(watched ?? []).flatMap((w) => (w.detail ? [w.detail] : []))]) {
      assets.set(row.id, { name: row.name, symbol: row.symbol || null });
    }
    return { coins, assets };
  }, [prices, found, watched, listed, detail]);
  const known = useMemo(
    () => ({
      coins: new Map(Object.entries(mergeNames(kept.coins, learned.coins))),
      assets: new Map(Object.entries(mergeNames(kept.assets, learned.assets))),
    }),
    [kept, learned],
  );
  useEffect(() => {
    if (learned.coins.size === 0 && learned.assets.size === 0) return;
    writePersisted(NAMES_KEY, {
      coins: Object.fromEntries(known.coins),
      assets: Object.fromEntries(known.assets),
    });
  }, [known, learned]);
  return known;
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
