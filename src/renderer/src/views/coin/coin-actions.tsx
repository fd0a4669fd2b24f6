import { useState } from 'react';
import { useStore } from 'zustand';
import type { AppError } from '../../../../shared/envelope';
import { ErrorNote } from '../../components/error-note';
import { focusView } from '../../components/palette-focus';
import { useFolio } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';

// The coin's actions: Watch (the local watchlist, free), New alert (the Alerts view's form, on this coin) and Open
// candles (the Candles form, on this coin's pair; the view draws only when the user presses Show, priced there).

/** The pair the candle form opens on: the coin against USDT (USDT itself against USDC), or none for a symbol a pair cannot hold. */
export function candlePairOf(symbol: string | null): string | null {
  const base = symbol?.trim().toUpperCase() ?? '';
  if (!/^[A-Z0-9]{1,20}$/.test(base)) return null;
  return `${base}/${base === 'USDT' ? 'USDC' : 'USDT'}`;
}

/** Goes to another view and puts focus on it (on its section headed `heading`, when given). */
function openView(hash: string, heading?: string): void {
  location.hash = hash;
  focusView(hash, heading);
}

export function CoinActions(props: { coinId: string; name: string; symbol: string | null }) {
  const { api, stores } = useFolio();
  const t = useT();
  const { coinId, name, symbol } = props;
  const watched = useStore(stores.watchlist.coins, (s) => s.value?.some((c) => c.coinId === coinId) ?? false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const pair = candlePairOf(symbol);

  const toggleWatch = async () => {
    setBusy(true);
    // The names are only labels for the list: a service name longer than the channel takes is cut, not refused.
    const answer = watched
      ? await api.watchlist.removeCoin({ coinId })
      : await api.watchlist.addCoin({
          coinId,
          symbol: (symbol ?? '').slice(0, 100),
          name: name.slice(0, 100),
        });
    setBusy(false);
    setError(answer.ok ? null : answer.error);
    if (answer.ok) stores.watchlist.coins.put(answer.value, answer.meta);
  };
  const newAlert = () => {
    stores.alerts.ui.setState({ coinId });
    openView('#alerts', t('coin.newAlert'));
  };
  const openCandles = () => {
    if (!pair) return;
    stores.candles.form.setState({ pair });
    openView('#candles');
  };
  return (
    <div className="fd-coin-actions">
      <div className="fd-row">
        <button
          type="button"
          className="fd-button"
          aria-pressed={watched}
          disabled={busy}
          title={watched ? t('coin.watchRemove', { name }) : t('coin.watchAdd', { name })}
          onClick={() => void toggleWatch()}
        >
          {watched ? t('coin.watching') : t('coin.watch')}
        </button>
        <button type="button" className="fd-button" onClick={newAlert}>
          {t('coin.newAlert')}
        </button>
        <button
          type="button"
          className="fd-button"
          disabled={!pair}
          title={pair ? t('coin.candlesOf', { pair }) : t('coin.noPair', { name })}
          onClick={openCandles}
        >
          {t('coin.openCandles')}
        </button>
      </div>
      <ErrorNote error={error} />
    </div>
  );
}
