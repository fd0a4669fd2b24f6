import { useEffect, useState } from 'react';
import type { Coin } from '../../../../shared/domain/market';
import type { Envelope } from '../../../../shared/envelope';
import { CoinIcon } from '../../components/coin-icon/coin-icon';
import { ErrorNote } from '../../components/error-note';
import { Num } from '../../components/num';
import { SourceLine } from '../../components/source-line';
import { useCurrency, useFolio } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { AlertRules } from './alert-rules';
import { Stat } from '../../components/stat';

/**
 * The coin an alert opened: its price and changes (through the cache, so an alert just judged on a cached price
 * costs nothing to look at) and the alerts set on it.
 */
export function CoinPanel({ coinId, onClose }: { coinId: string; onClose: () => void }) {
  const { api } = useFolio();
  const currency = useCurrency();
  const t = useT();
  const [answer, setAnswer] = useState<Envelope<Coin> | null>(null);
  useEffect(() => {
    let live = true;
    void api.coins.get({ coinId, currency }).then((a) => live && setAnswer(a));
    return () => {
      live = false;
    };
  }, [api, coinId, currency]);
  const coin = answer?.ok ? answer.value : null;
  return (
    <section className="fd-card" aria-labelledby="fd-alert-coin">
      <h3 id="fd-alert-coin" translate="no">
        {coin ? (
          <span className="fd-coin-cell">
            <CoinIcon url={coin.icon} symbol={coin.symbol} />
            <span>{`${coin.name} (${coin.symbol})`}</span>
          </span>
        ) : (
          coinId
        )}
      </h3>
      {answer?.ok && coin && (
        <>
          <dl className="fd-row">
            <Stat label={t('alerts.price')}>
              <Num value={coin.price} kind="money" currency={currency} meta={answer.meta} />
            </Stat>
            <Stat label={t('alerts.change1hShort')}>
              <Num value={coin.priceChange1h} kind="percent" meta={answer.meta} tone />
            </Stat>
            <Stat label={t('labels.change24h')}>
              <Num value={coin.priceChange1d} kind="percent" meta={answer.meta} tone />
            </Stat>
          </dl>
          <SourceLine meta={answer.meta} />
        </>
      )}
      <ErrorNote error={answer && !answer.ok ? answer.error : null} />
      <AlertRules coinId={coinId} />
      <button type="button" className="fd-button" onClick={onClose}>
        {t('alerts.close')}
      </button>
    </section>
  );
}
