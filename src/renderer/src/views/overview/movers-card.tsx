import { useStore } from 'zustand';
import { topMovers, type Mover } from '../../../../shared/analytics';
import { countedHoldings } from '../../../../shared/analytics/likely-spam';
import type { Holding } from '../../../../shared/domain/portfolio';
import type { Meta } from '../../../../shared/envelope';
import { CoinIcon } from '../../components/coin-icon/coin-icon';
import { useSpamChoice } from '../../components/likely-spam';
import { Loaded } from '../../components/loaded';
import { Num } from '../../components/num';
import { useFolio } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { OverviewCard } from './overview-card';

function MoverRow({ mover, holding, meta }: { mover: Mover; holding: Holding | undefined; meta: Meta }) {
  return (
    <li className="fd-mover">
      <CoinIcon url={holding?.icon ?? null} symbol={mover.symbol} size={18} />
      <span className="fd-mover__name" title={holding?.name} translate="no">
        {mover.symbol}
      </span>
      <Num value={mover.change} kind="percent" meta={meta} tone />
    </li>
  );
}

/** The holdings that moved most over 24 hours, up and down; dust and fiat are left out (analytics topMovers). */
export function MoversCard() {
  const { stores } = useFolio();
  const meta = useStore(stores.overview.coins, (s) => s.meta);
  const { inTotals } = useSpamChoice();
  const t = useT();
  return (
    <OverviewCard className="fd-overview__movers" title="overview.moversTitle" meta={meta}>
      <Loaded store={stores.overview.coins} what="status.holdings" quiet>
        {(holdings, coinsMeta) => {
          const { gainers, losers } = topMovers(countedHoldings(holdings, inTotals).holdings, 3);
          const byId = (id: string) => holdings.find((h) => h.coinId === id);
          const list = (name: string, movers: Mover[]) => (
            <div className="fd-movers__side">
              <h4 className="fd-movers__title">{name}</h4>
              {movers.length === 0 ? (
                <p className="fd-hint">{t('overview.none')}</p>
              ) : (
                <ul className="fd-movers__list" aria-label={name}>
                  {movers.map((m) => (
                    <MoverRow key={m.coinId} mover={m} holding={byId(m.coinId)} meta={coinsMeta} />
                  ))}
                </ul>
              )}
            </div>
          );
          return (
            <div className="fd-movers">
              {list(t('overview.gainers'), gainers)}
              {list(t('overview.losers'), losers)}
            </div>
          );
        }}
      </Loaded>
    </OverviewCard>
  );
}
