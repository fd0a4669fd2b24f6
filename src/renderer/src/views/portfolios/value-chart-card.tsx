import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { ValuePoint } from '../../../../shared/domain/portfolio';
import { AreaChart } from '../../components/charts/charts';
import { CostBadge, useCostPreview } from '../../components/cost-badge';
import { Loaded } from '../../components/loaded';
import { Segmented } from '../../components/segmented';
import { useFolio } from '../../stores/folio-context';
import type { ChartUnit } from '../../stores/portfolio';
import { rangeLabel, usePortfolioName } from './portfolio-names';
import { CHART_RANGES, CHART_UNITS } from './ranges';

/** Each point carries usd, btc and eth, so switching the unit re-reads loaded points: no new call. */
export function pointsIn(points: readonly ValuePoint[], unit: ChartUnit) {
  return points.map((p) => ({ t: p.t, value: p[unit] }));
}

export function ValueChartCard() {
  const { stores } = useFolio();
  const { portfolio } = stores;
  const { selectedId, range, unit } = useStore(portfolio.ui);
  const cost = useCostPreview('portfolio:chart', { portfolioId: selectedId, range });
  const chart = useStore(portfolio.chart);
  const points = useMemo(() => pointsIn(chart.value?.points ?? [], unit), [chart.value, unit]);
  const nameOf = usePortfolioName();
  // The range of the points on screen: a new range is only "selected" once its points are in, and a range that
  // failed to load (offline, not cached) leaves the selection on the range still shown.
  const shownRange = chart.value === null ? range : (chart.shownQuery?.range ?? range);
  const selectedRange = chart.loading ? range : shownRange;
  const failedRange = !chart.loading && chart.error !== null && shownRange !== range ? range : null;

  const setRange = (next: typeof range) => {
    portfolio.ui.setState({ range: next });
    void portfolio.chart.load({ portfolioId: selectedId, range: next });
  };
  return (
    <section className="fd-card" aria-labelledby="fd-value-chart">
      <h3 id="fd-value-chart">Value over time</h3>
      <div className="fd-row">
        <Segmented label="Range" options={CHART_RANGES} value={selectedRange} onChange={setRange} />
        <CostBadge cost={cost} />
        <Segmented
          label="Show in"
          options={CHART_UNITS}
          value={unit}
          onChange={(next) => portfolio.ui.setState({ unit: next })}
        />
      </div>
      {failedRange && (
        <p className="fd-loading">
          {rangeLabel(failedRange)} could not be loaded: showing {rangeLabel(shownRange)}.
        </p>
      )}
      <Loaded
        store={portfolio.chart}
        what="value chart"
        pending={(q) =>
          q.portfolioId === chart.shownQuery?.portfolioId
            ? rangeLabel(q.range)
            : `${nameOf(q.portfolioId)}, ${rangeLabel(q.range)}`
        }
      >
        {() => (
          <AreaChart
            points={points}
            currency={unit.toUpperCase()}
            label={`Portfolio value of ${nameOf(chart.shownQuery?.portfolioId)}, ${rangeLabel(shownRange)}, in ${unit.toUpperCase()}`}
          />
        )}
      </Loaded>
    </section>
  );
}
