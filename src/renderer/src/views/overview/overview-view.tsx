import { useEffect } from 'react';
import { useStore } from 'zustand';
import { MarketMoodCard } from '../../components/market-mood-card';
import { useCostOf } from '../../components/cost-badge';
import { RefreshBadge, useRefreshAction } from '../../components/refresh-offline';
import { FirstRunWelcome } from '../../components/welcome/welcome-card';
import { useWindowTitle } from '../../components/window-title';
import { useCurrency, useFolio, useFormat } from '../../stores/folio-context';
import { figuresFor } from '../../lib/bidi';
import { useT, useTranslator } from '../../stores/i18n';
import { loadOverview, overviewCalls, refreshCalls, reloadOverview } from '../../stores/overview';
import { AllocationCard } from './allocation-card';
import { ChartCard } from './chart-card';
import { Headline } from './headline';
import { HoldingsCard } from './holdings-card';
import { MoversCard } from './movers-card';
import { PlCard } from './pl-card';
import { ContextSlot, ReturnsSlot } from './slots';
import './overview.css';

function useOverviewTitle(currency: string): string {
  const { stores } = useFolio();
  const fmt = useFormat();
  const { t, dir } = useTranslator();
  const total = useStore(stores.overview.value, (s) => s.value?.totalValue);
  // After Arabic words the title bar would show "48,213.57$": the total is an isolate in a right-to-left language.
  return total == null
    ? t('overview.title')
    : t('overview.titleWithTotal', { total: figuresFor(dir)(fmt.money(total, currency)) });
}

/**
 * The first view: how every portfolio together is doing. Above the fold at 1024x700: the total with its 24h
 * change and age, the value chart against BTC and ETH, the allocation and the day's movers. Below: profit and
 * loss, the largest holdings and the market mood. Portfolios keeps the detail and the management.
 */
export function OverviewView() {
  const { stores } = useFolio();
  const { overview } = stores;
  const currency = useCurrency();
  const t = useT();
  useWindowTitle(useOverviewTitle(currency));
  const ui = useStore(overview.ui);
  const list = useStore(overview.list, (s) => s.value);
  const worths = useStore(overview.worths, (s) => s.query);
  const returnsRange = useStore(overview.returns.ui, (s) => s.range);
  const refreshCost = useCostOf(refreshCalls(overviewCalls(ui, currency, list, worths, returnsRange)));
  const refresh = useRefreshAction(() => reloadOverview(overview, { refresh: true }));
  useEffect(() => {
    void loadOverview(overview, currency);
  }, [overview, currency]);
  return (
    <div className="fd-view fd-overview">
      <FirstRunWelcome />
      <div className="fd-overview__top">
        <Headline currency={currency} />
        <div className="fd-overview__actions">
          <button type="button" className="fd-button" onClick={() => void refresh()}>
            {t('overview.refresh')}
          </button>
          <RefreshBadge cost={refreshCost} />
        </div>
      </div>
      <div className="fd-overview__grid">
        <ChartCard />
        <AllocationCard />
        <MoversCard />
      </div>
      <ReturnsSlot />
      <ContextSlot />
      <PlCard />
      <HoldingsCard currency={currency} />
      <MarketMoodCard />
    </div>
  );
}
