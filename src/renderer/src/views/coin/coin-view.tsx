import { useEffect } from 'react';
import { useStore } from 'zustand';
import { CoinIcon } from '../../components/coin-icon/coin-icon';
import { TokenRiskCard } from '../../components/coverage/token-risk-card';
import { ErrorNote } from '../../components/error-note';
import { Num } from '../../components/num';
import { SourceLine } from '../../components/source-line';
import { useWindowTitle } from '../../components/window-title';
import { heldCoin, loadCoin } from '../../stores/coin';
import { useCurrency, useFolio } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { CoinActions } from './coin-actions';
import { CoinChartCard } from './coin-chart-card';
import { CoinHolding } from './coin-holding';
import { CoinTransactions } from './coin-transactions';
import './coin.css';

// A coin's own page, at #coin/<coinId>: its price now and over time, what the user holds of it and at what average
// price, its transactions, and what can be done with it. Opened from holdings, the watchlist, the palette and alerts.

/** The coin's name, symbol and icon: the service's coin, else its holding, else the watchlist's entry. */
function useCoinName(coinId: string) {
  const { stores } = useFolio();
  const coin = useStore(stores.coin.coin, (s) => (s.value?.id === coinId ? s.value : null));
  const held = useStore(stores.coin.holdings, (s) => heldCoin(s.value, coinId));
  const watched = useStore(stores.watchlist.coins, (s) => s.value?.find((c) => c.coinId === coinId) ?? null);
  return {
    name: coin?.name ?? held?.name ?? watched?.name ?? coinId,
    symbol: coin?.symbol ?? held?.symbol ?? watched?.symbol ?? null,
    icon: coin?.icon ?? held?.icon ?? null,
  };
}

function CoinHeader({ coinId }: { coinId: string }) {
  const { stores } = useFolio();
  const t = useT();
  const { name, symbol, icon } = useCoinName(coinId);
  const coin = useStore(stores.coin.coin);
  const value = coin.value?.id === coinId ? coin.value : null;
  const currency = coin.shownQuery?.currency ?? 'USD';
  return (
    <header className="fd-coin-header">
      <h2 className="fd-coin-header__name">
        <CoinIcon url={icon} symbol={symbol ?? name} size={32} />
        <span translate="no">{name}</span>
        {symbol && (
          <span className="fd-coin-symbol" translate="no">
            {symbol.toUpperCase()}
          </span>
        )}
      </h2>
      {value && (
        <div className="fd-coin-header__price">
          <span className="fd-coin-header__figure">
            <Num value={value.price} kind="money" currency={currency} meta={coin.meta} />
          </span>
          <span className="fd-coin-header__change" title={t('coin.change24hTitle')}>
            <Num value={value.priceChange1d} kind="percent" meta={coin.meta} tone /> {t('labels.change24h')}
          </span>
          <SourceLine meta={coin.meta} />
        </div>
      )}
      <CoinActions coinId={coinId} name={name} symbol={symbol} />
    </header>
  );
}

export function CoinView({ coinId }: { coinId: string }) {
  const { stores } = useFolio();
  const currency = useCurrency();
  const { name, symbol } = useCoinName(coinId);
  const error = useStore(stores.coin.coin, (s) => (s.value === null ? s.error : null));
  useWindowTitle(name);
  useEffect(() => {
    void loadCoin(stores.coin, coinId, currency);
  }, [stores, coinId, currency]);
  return (
    <div className="fd-view fd-coin-page" data-route={`#coin/${coinId}`}>
      <CoinHeader coinId={coinId} />
      <ErrorNote error={error} />
      <div className="fd-coin-page__grid">
        <CoinChartCard coinId={coinId} symbol={symbol} />
        <CoinHolding coinId={coinId} name={name} />
      </div>
      <CoinTransactions />
      <TokenRiskCard coinId={coinId} />
    </div>
  );
}
