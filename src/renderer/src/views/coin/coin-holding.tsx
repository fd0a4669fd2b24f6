import { useStore } from 'zustand';
import type { Holding } from '../../../../shared/domain/portfolio';
import type { Meta } from '../../../../shared/envelope';
import { Loaded } from '../../components/loaded';
import { Num } from '../../components/num';
import { heldCoin } from '../../stores/coin';
import { useFolio } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';

// What the user holds of the coin across their own portfolios, as the service's "All portfolios" holdings give it:
// the amount, its value, the average buy price and the P/L. Each figure is the service's; "—" where it sent none.

function Figures({ h, currency, meta }: { h: Holding; currency: string; meta: Meta }) {
  const t = useT();
  const money = (v: number | null) => <Num value={v} kind="money" currency={currency} meta={meta} />;
  const signed = (v: number | null) => (
    <Num value={v} kind="signedMoney" currency={currency} meta={meta} tone />
  );
  return (
    <dl className="fd-coin-holding__figures">
      <div className="fd-stat fd-coin-holding__lead">
        <dt>{t('coin.heldAcross')}</dt>
        <dd>
          <Num value={h.count} kind="amount" meta={meta} />{' '}
          <span className="fd-coin-symbol" translate="no">
            {h.symbol}
          </span>
        </dd>
      </div>
      <div className="fd-stat">
        <dt>{t('labels.value')}</dt>
        <dd>{money(h.value)}</dd>
      </div>
      <div className="fd-stat">
        <dt>{t('coin.averageBuy')}</dt>
        <dd>{money(h.averageBuy)}</dd>
      </div>
      <div className="fd-stat" title={t('coin.allTimePlTitle')}>
        <dt>{t('labels.allTimePl')}</dt>
        <dd>
          {signed(h.profitAllTime)} <Num value={h.profitAllTimePercent} kind="percent" meta={meta} tone />
        </dd>
      </div>
      <div className="fd-stat" title={t('coin.unrealizedPlTitle')}>
        <dt>{t('coin.unrealizedPl')}</dt>
        <dd>{signed(h.profitUnrealized)}</dd>
      </div>
      <div className="fd-stat" title={t('coin.realizedPlTitle')}>
        <dt>{t('coin.realizedPl')}</dt>
        <dd>{signed(h.profitRealized)}</dd>
      </div>
    </dl>
  );
}

export function CoinHolding({ coinId, name }: { coinId: string; name: string }) {
  const { stores } = useFolio();
  const t = useT();
  const currency = useStore(stores.coin.holdings, (s) => s.shownQuery?.currency ?? null);
  return (
    <section className="fd-card fd-coin-holding" aria-labelledby="fd-coin-holding">
      <h3 id="fd-coin-holding">{t('coin.yourHolding')}</h3>
      <Loaded store={stores.coin.holdings} what="status.holdings" reserve="figures">
        {(rows, meta) => {
          const h = heldCoin(rows, coinId);
          return h ? (
            <Figures h={h} currency={currency ?? 'USD'} meta={meta} />
          ) : (
            <p className="fd-coin-holding__none">{t('coin.holdsNone', { name })}</p>
          );
        }}
      </Loaded>
    </section>
  );
}
