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

type CoinCommand = Command & { calls?: readonly PendingCall[] };

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
  const command = (coinId: string, label: string, keywords: string[]): CoinCommand => ({
    id: `coin:${coinId}`,
    group: 'Coin',
    label,
    keywords: [coinId, ...keywords],
    calls: coinId === shown ? [] : coinOpeningCalls(stores.coin, coinId, currency),
    spends: true,
    run: () => go(coinHash(coinId)),
  });
  const watchedIds = new Set(watched.map((c) => c.coinId));
  return [
    ...watched.map((c) =>
      command(c.coinId, nameWithSymbol(c.coinId, c, known.get(c.coinId)), keywordsOf(t, 'keywords.watchedCoin')),
    ),
    ...held
      .filter((h) => !watchedIds.has(h.coinId) && !h.isFiat)
      .map((h) =>
        command(h.coinId, nameWithSymbol(h.coinId, h, undefined), keywordsOf(t, 'keywords.heldCoin', h.symbol)),
      ),
  ];
}
