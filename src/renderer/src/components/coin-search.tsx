import { useState } from 'react';
import type { Input } from '../../../shared/contract';
import type { Coin } from '../../../shared/domain/market';
import type { AppError } from '../../../shared/envelope';
import { useFolio } from '../stores/folio-context';
import { CoinIcon } from './coin-icon/coin-icon';
import { useT, type Translate } from '../stores/i18n';

// What the two coin fields share: the priced search of the service's coins list, and how a coin is named.

/** One short page of the coins list, as the Watchlist's search asks. */
export const RESULTS = 10;

/** What a coin field needs to say which coin is picked. */
export type PickedCoin = Pick<Coin, 'id' | 'name' | 'symbol'>;

/** "Solana (SOL)": how a picked coin is named on screen and in an alert. */
export const coinLabel = (coin: PickedCoin) =>
  coin.symbol === '' ? coin.name : `${coin.name} (${coin.symbol.toUpperCase()})`;

/** The line under a field once a coin is picked. */
export const pickedLine = (coin: PickedCoin, t: Translate) =>
  t('lists.coinPicked', { coin: coinLabel(coin), id: coin.id });

/** One read of the coins list at a time; its answer, or null when nothing was sent or the service refused. */
export function useCoinSearch() {
  const { api } = useFolio();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const search = async (query: Input<'coins:list'> | null): Promise<readonly Coin[] | null> => {
    if (!query || busy) return null;
    setBusy(true);
    setError(null);
    const answer = await api.coins.list(query);
    setBusy(false);
    // A refusal keeps what was typed and found before: nothing in the form is lost.
    if (!answer.ok) {
      setError(answer.error);
      return null;
    }
    return answer.value;
  };
  return { busy, error, search };
}

/**
 * A coin in a list of matches: its icon when the list's answer carried one (`icon` given, null for none), its name
 * and ticker, then the id the service knows it by.
 */
export function CoinOptionText({ coin, icon }: { coin: PickedCoin; icon?: string | null }) {
  const t = useT();
  return (
    <>
      <span className={icon === undefined ? undefined : 'fd-coin-cell'} translate="no">
        {icon !== undefined && <CoinIcon url={icon} symbol={coin.symbol} size={18} />}
        <span>
          {coin.name} <span className="fd-coin-symbol">{coin.symbol.toUpperCase()}</span>
        </span>
      </span>{' '}
      <span className="fd-combo__detail">{t('lists.coinId', { id: coin.id })}</span>
    </>
  );
}
