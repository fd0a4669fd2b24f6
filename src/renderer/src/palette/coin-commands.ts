import type { Holding } from '../../../shared/domain/portfolio';
import type { WatchedCoin } from '../../../shared/domain/watchlist';
import { coinHash, parseRoute } from '../lib/route';
import { coinOpeningCalls, type CoinStores } from '../stores/coin';
import type { PendingCall } from '../components/cost-badge';
import type { Command } from '../lib/palette';
import { nameWithSymbol, type KnownName } from './palette-names';
import { keywordsOf } from '../lib/palette-keywords';
import type { Translate } from '../stores/i18n';

// The palette's coins: each watched coin, then each coin held in the portfolio on screen, opening its page
// (#coin/bitcoin), priced as the reads that page sends; nothing for the coin whose page is open.

/** The coin a row names, for its icon: the address the views' answers carried, null when none is known. */
export interface CommandCoin {
  icon: string | null;
  symbol: string;
}

type CoinCommand = Command & { calls?: readonly PendingCall[]; coin: CommandCoin };

export function coinCommands(args: {
  stores: { coin: CoinStores };
  watched: readonly WatchedCoin[];
  held: readonly Holding[];
  known: ReadonlyMap<string, KnownName>;
  currency: string;
  go: (hash: string) => void;
  t: Translate;
}): CoinCommand[] {
  const { stores, watched, held, known, currency, go, t } = args;
  const route = parseRoute(location.hash);
  const shown = route.kind === 'coin' ? route.coinId : null;
  const command = (coinId: string, label: string, keywords: string[], coin: CommandCoin): CoinCommand => ({
    id: `coin:${coinId}`,
    coin,
    group: 'Coin',
    label,
    keywords: [coinId, ...keywords],
    calls: coinId === shown ? [] : coinOpeningCalls(stores.coin, coinId, currency),
    spends: true,
    run: () => go(coinHash(coinId)),
  });
  const watchedIds = new Set(watched.map((c) => c.coinId));
  // A watched coin's icon from the prices or search the views read, else from its holding: no read of its own.
  const heldIcons = new Map(held.map((h) => [h.coinId, h.icon]));
  const watchedCoin = (c: WatchedCoin): CommandCoin => {
    const named = known.get(c.coinId);
    return {
      icon: named?.icon ?? heldIcons.get(c.coinId) ?? null,
      symbol: c.symbol ?? named?.symbol ?? c.coinId,
    };
  };
  return [
    ...watched.map((c) =>
      command(
        c.coinId,
        nameWithSymbol(c.coinId, c, known.get(c.coinId)),
        keywordsOf(t, 'keywords.watchedCoin'),
        watchedCoin(c),
      ),
    ),
    ...held
      .filter((h) => !watchedIds.has(h.coinId) && !h.isFiat)
      .map((h) =>
        command(
          h.coinId,
          nameWithSymbol(h.coinId, h, undefined),
          keywordsOf(t, 'keywords.heldCoin', h.symbol),
          {
            icon: h.icon,
            symbol: h.symbol,
          },
        ),
      ),
  ];
}
