import { useMemo } from 'react';
import { useStore } from 'zustand';
import { coinAllocation, portfolioAllocation, type Slice } from '../../../../shared/analytics';
import type { MessageId } from '../../../../shared/i18n/catalogues/en/index';
import type { StatusSubject } from '../../../../shared/i18n/catalogues/en/status';
import { countedHoldings } from '../../../../shared/analytics/likely-spam';
import { AllocationChart, type AllocationChartProps } from '../../components/allocation/allocation-chart';
import { ChoiceCostBadge, useChoiceCosts, useChoiceHints } from '../../components/choice-costs';
import { useSpamChoice } from '../../components/likely-spam';
import { Loaded, type LoadedProps } from '../../components/loaded';
import { Segmented } from '../../components/segmented';
import { useCurrency, useFolio } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { ownPortfolios, worthCalls, type AllocationBy } from '../../stores/overview';
import { OverviewCard } from './overview-card';

/** Coins under this share of the total are summed into "Other". */
export const OTHER_BELOW = 0.03;

const BY: readonly { value: AllocationBy }[] = [{ value: 'coin' }, { value: 'portfolio' }];

/** Each split's words: its switch's option, its read in the status lines, and its table's caption. */
const SPLITS = {
  coin: { label: 'overview.byCoin', what: 'status.holdings', caption: 'overview.allocationByCoin' },
  portfolio: {
    label: 'overview.byPortfolio',
    what: 'status.portfolioWorths',
    caption: 'overview.allocationByPortfolio',
  },
} as const satisfies Record<AllocationBy, { label: MessageId; what: StatusSubject; caption: MessageId }>;

/** One split of the total as its read answered it: the read's banner, then the ring and its table. */
function SplitChart<T, Q>(props: {
  by: AllocationBy;
  store: LoadedProps<T, Q>['store'];
  slices: (value: T) => readonly Slice[];
  iconOf?: (value: T) => AllocationChartProps['iconOf'];
}) {
  const currency = useCurrency();
  const t = useT();
  const words = SPLITS[props.by];
  return (
    <Loaded store={props.store} what={words.what} quiet reserve="figures">
      {(value, meta) => (
        <AllocationChart
          slices={props.slices(value)}
          currency={currency}
          meta={meta}
          caption={t(words.caption)}
          iconOf={props.iconOf?.(value)}
        />
      )}
    </Loaded>
  );
}

function ByCoin() {
  const { stores } = useFolio();
  const { inTotals } = useSpamChoice();
  return (
    <SplitChart
      by="coin"
      store={stores.overview.coins}
      slices={(holdings) => coinAllocation(countedHoldings(holdings, inTotals).holdings, OTHER_BELOW)}
      iconOf={(holdings) => (key) => {
        const h = holdings.find((x) => x.coinId === key);
        return h ? { url: h.icon, symbol: h.symbol } : null;
      }}
    />
  );
}

function ByPortfolio() {
  const { stores } = useFolio();
  return (
    <SplitChart
      by="portfolio"
      store={stores.overview.worths}
      slices={(worths) => portfolioAllocation(worths, OTHER_BELOW)}
    />
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
    label: t(SPLITS[o.value].label),
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
      {shown === 'coin' ? <ByCoin /> : <ByPortfolio />}
    </OverviewCard>
  );
}
