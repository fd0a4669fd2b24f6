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
import { ownPortfolios, worthCalls, type AllocationBy } from '../../stores/overview';
import { AgeTag } from './age-tag';

/** Coins under this share of the total are summed into "Other". */
export const OTHER_BELOW = 0.03;

const BY: readonly { value: AllocationBy; label: string }[] = [
  { value: 'coin', label: 'Coin' },
  { value: 'portfolio', label: 'Portfolio' },
];

function ByCoin({ currency }: { currency: string }) {
  const { stores } = useFolio();
  const { inTotals } = useSpamChoice();
  return (
    <Loaded store={stores.overview.coins} what="holdings" quiet reserve="figures">
      {(holdings, meta) => (
        <AllocationChart
          slices={coinAllocation(countedHoldings(holdings, inTotals).holdings, OTHER_BELOW)}
          currency={currency}
          meta={meta}
          caption="Allocation by coin"
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
  return (
    <Loaded store={stores.overview.worths} what="each portfolio's value" quiet reserve="figures">
      {(worths, meta) => (
        <AllocationChart
          slices={portfolioAllocation(worths, OTHER_BELOW)}
          currency={currency}
          meta={meta}
          caption="Allocation by portfolio"
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
    <section className="fd-card fd-overview__allocation" aria-labelledby="fd-overview-allocation">
      <div className="fd-card__head">
        <h3 id="fd-overview-allocation">Allocation</h3>
        <AgeTag meta={shown === 'coin' ? coinsMeta : worthsMeta} />
      </div>
      {/* The switch and its price on their own row: beside the title they wrapped apart at 1024 px. */}
      {own.length >= 2 && (
        <div className="fd-row fd-overview__controls">
          <Segmented label="By" options={BY} value={shown} onChange={choose} hints={hints} />
          <ChoiceCostBadge
            options={BY}
            costs={byCosts}
            noun="split"
            lead="By portfolio reads each portfolio's value"
          />
        </div>
      )}
      {shown === 'coin' ? <ByCoin currency={currency} /> : <ByPortfolio currency={currency} />}
    </section>
  );
}
