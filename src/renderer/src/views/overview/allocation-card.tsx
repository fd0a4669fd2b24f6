import { useMemo } from 'react';
import { useStore } from 'zustand';
import { coinAllocation, portfolioAllocation } from '../../../../shared/analytics';
import { countedHoldings } from '../../../../shared/analytics/likely-spam';
import { AllocationChart } from '../../components/allocation/allocation-chart';
import { ChoiceCostBadge, useChoiceCosts, useChoiceHints } from '../../components/choice-costs';
import { useSpamChoice } from '../../components/likely-spam';
import { Loaded } from '../../components/loaded';
import { Segmented } from '../../components/segmented';
import { useCurrency, useFolio } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { ownPortfolios, worthCalls, type AllocationBy } from '../../stores/overview';
import { OverviewCard } from './overview-card';

/** Coins under this share of the total are summed into "Other". */
export const OTHER_BELOW = 0.03;

const BY: readonly { value: AllocationBy }[] = [{ value: 'coin' }, { value: 'portfolio' }];

function ByCoin({ currency }: { currency: string }) {
  const { stores } = useFolio();
  const { inTotals } = useSpamChoice();
  const t = useT();
  return (
    <Loaded store={stores.overview.coins} what="status.holdings" quiet reserve="figures">
      {(holdings, meta) => (
        <AllocationChart
          slices={coinAllocation(countedHoldings(holdings, inTotals).holdings, OTHER_BELOW)}
          currency={currency}
          meta={meta}
          caption={t('overview.allocationByCoin')}
          iconOf={(key) => {
            const h = holdings.find((x) => x.coinId === key);
            return h ? { url: h.icon, symbol: h.symbol } : null;
          }}
        />
      )}
    </Loaded>
  );
}

function ByPortfolio({ currency }: { currency: string }) {
  const { stores } = useFolio();
  const t = useT();
  return (
    <Loaded store={stores.overview.worths} what="status.portfolioWorths" quiet reserve="figures">
      {(worths, meta) => (
        <AllocationChart
          slices={portfolioAllocation(worths, OTHER_BELOW)}
          currency={currency}
          meta={meta}
          caption={t('overview.allocationByPortfolio')}
        />
      )}
    </Loaded>
  );
}

/**
 * What the total is made of, by coin, or by portfolio where there are two or more: that reads each portfolio's
 * value (through the cache), priced in the switch's badge before the press.
 */
export function AllocationCard() {
  const { stores } = useFolio();
  const { overview } = stores;
  const currency = useCurrency();
  const t = useT();
  const options = BY.map((o) => ({
    value: o.value,
    label: t(o.value === 'coin' ? 'overview.byCoin' : 'overview.byPortfolio'),
  }));
  const by = useStore(overview.ui, (s) => s.allocationBy);
  const list = useStore(overview.list, (s) => s.value);
  const own = ownPortfolios(list);
  const calls = useMemo(() => worthCalls(list, currency), [list, currency]);
  const byCosts = useChoiceCosts(BY, (v) => (v === 'portfolio' ? calls : []));
  const hints = useChoiceHints(byCosts);
  const coinsMeta = useStore(overview.coins, (s) => s.meta);
  const worthsMeta = useStore(overview.worths, (s) => s.meta);
  const choose = (next: AllocationBy) => {
    overview.ui.setState({ allocationBy: next });
    if (next === 'portfolio') {
      void overview.worths.load({ portfolioIds: own.map((p) => p.portfolioId), currency });
    }
  };
  const shown = own.length >= 2 ? by : 'coin';
  return (
    <OverviewCard
      className="fd-overview__allocation"
      title="overview.allocationTitle"
      meta={shown === 'coin' ? coinsMeta : worthsMeta}
    >
      {/* The switch and its price on their own row: beside the title they wrapped apart at 1024 px. */}
      {own.length >= 2 && (
        <div className="fd-row fd-overview__controls">
          <Segmented
            label={t('overview.by')}
            options={options}
            value={shown}
            onChange={choose}
            hints={hints}
          />
          <ChoiceCostBadge options={options} costs={byCosts} noun="split" lead={t('overview.byLead')} />
        </div>
      )}
      {shown === 'coin' ? <ByCoin currency={currency} /> : <ByPortfolio currency={currency} />}
    </OverviewCard>
  );
}
