import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { AreaChart } from '../../components/charts/charts';
import { useChoiceCosts } from '../../components/choice-costs';
import { PricedRanges, rangeWords } from '../../components/priced-choice';
import { Loaded } from '../../components/loaded';
import { Segmented } from '../../components/segmented';
import { CHART_RANGES } from '../../lib/chart-ranges';
import { chartUnits, pointsIn, rateOf, type ChartUnit } from '../../lib/chart-units';
import { chooseCoinRange } from '../../stores/coin';
import { useCurrency, useFolio } from '../../stores/folio-context';
import { NO_QUERY } from '../../stores/resource';
import { useT } from '../../stores/i18n';

// The coin's price over a range, in the base currency, USD, BTC or ETH: one read carries all four, so the unit is
// a switch with no call. The ranges carry one compact badge: the dearest press, each range's price in its tooltip.

/** The unit a coin is its own measure in (1 BTC in BTC) is left out: its line would be flat at 1. */
export function coinUnits(
  base: string,
  symbol: string | null,
): { value: ChartUnit; label: string; data: true }[] {
  const own = symbol?.toUpperCase();
  return chartUnits(base)
    .filter((u) => !(u.value !== 'base' && u.label === own))
    .map((u) => ({ ...u, data: true }));
}

export function CoinChartCard({ coinId, symbol }: { coinId: string; symbol: string | null }) {
  const { stores } = useFolio();
  const t = useT();
  const { coin, portfolio } = stores;
  const base = useCurrency();
  const { range, unit } = useStore(coin.ui);
  const chart = useStore(coin.chart);
  const rates = useStore(portfolio.rates);
  useEffect(() => {
    if (base !== 'USD' && portfolio.rates.getState().query === null) void portfolio.rates.load(NO_QUERY);
  }, [base, portfolio]);
  const costs = useChoiceCosts(CHART_RANGES, (r) => ({
    channel: 'coins:chart',
    input: { coinId, range: r },
  }));
  const units = coinUnits(base, symbol);
  const rate = rateOf(rates.value, base);
  const points = useMemo(() => chart.value?.points ?? [], [chart.value]);
  const wanted: ChartUnit = units.some((u) => u.value === unit) ? unit : 'base';
  // Without a rate (or a column) for the unit chosen, the chart is drawn in USD and its title says so.
  const inWanted = useMemo(() => pointsIn(points, wanted, rate), [points, wanted, rate]);
  const drawnUnit: ChartUnit = inWanted === null ? 'usd' : wanted;
  const drawn = useMemo(() => inWanted ?? pointsIn(points, 'usd', 1) ?? [], [inWanted, points]);
  const code = drawnUnit === 'base' ? base : drawnUnit.toUpperCase();
  const shownRange = chart.shownQuery?.range ?? range;
  return (
    <section className="fd-card fd-coin-chart" aria-labelledby="fd-coin-chart">
      <div className="fd-coin-chart__controls">
        <h3 id="fd-coin-chart">{t('coin.price')}</h3>
        <PricedRanges
          value={chart.loading ? range : shownRange}
          onChange={(next) => void chooseCoinRange(coin, coinId, next)}
          costs={costs}
        />
        <span className="fd-coin-chart__units">
          <Segmented
            label={t('coin.showIn')}
            options={units}
            value={wanted}
            onChange={(next) => coin.ui.setState({ unit: next })}
          />
        </span>
      </div>
      <Loaded
        store={coin.chart}
        what="status.priceChart"
        reserve="chart"
        pending={(q) => rangeWords(t, q.range)}
      >
        {() => (
          <AreaChart
            points={drawn}
            currency={code}
            label={t('coin.chartLabel', {
              coin: symbol?.toUpperCase() ?? coinId,
              range: rangeWords(t, shownRange),
              unit: code,
            })}
          />
        )}
      </Loaded>
    </section>
  );
}
