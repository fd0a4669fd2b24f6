import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { BenchmarkChart } from '../../components/charts/benchmark-chart';
import { ChoiceCostBadge, useChoiceCosts, useChoiceHints } from '../../components/choice-costs';
import { Loaded } from '../../components/loaded';
import { Segmented } from '../../components/segmented';
import { Tip } from '../../components/tip';
import { benchmarkLines } from '../../lib/benchmark-lines';
import { CHART_RANGES, rangeLabel } from '../../lib/chart-ranges';
import { chartUnits, rateOf, type ChartUnit } from '../../lib/chart-units';
import { toneClass } from '../../lib/sign';
import { useCurrency, useFolio, useFormat } from '../../stores/folio-context';
import { NO_QUERY } from '../../stores/resource';
import { AgeTag } from './age-tag';

const BENCHMARK_TIP =
  'BTC and ETH: the portfolio’s value at the start of the range, had it been held in that coin instead. ' +
  'Their prices come from the same chart answer (value in USD ÷ value in the coin), so they cost nothing more. ' +
  'The portfolio’s own line includes coins bought, sold, received or sent.';

function Legend({ change }: { change: Record<'value' | 'btc' | 'eth', number | null> }) {
  const fmt = useFormat();
  const item = (key: 'value' | 'btc' | 'eth', name: string) => (
    <li className={`fd-legend__item fd-legend__item--${key}`}>
      <span className="fd-legend__swatch" aria-hidden="true" />
      {name}{' '}
      <span className={`fd-num ${toneClass(change[key])}`}>
        {change[key] === null ? '—' : fmt.percent(change[key] * 100)}
      </span>
    </li>
  );
  return (
    <ul className="fd-legend" aria-label="Change over the range">
      {item('value', 'Portfolio')}
      {item('btc', 'BTC')}
      {item('eth', 'ETH')}
      <li>
        <Tip text={BENCHMARK_TIP}>vs BTC and ETH</Tip>
      </li>
    </ul>
  );
}

/** The total's value over a range, in the base currency, USD, BTC or ETH, with BTC and ETH beside it. */
export function ChartCard() {
  const { stores } = useFolio();
  const { overview, portfolio } = stores;
  const base = useCurrency();
  const { range, unit } = useStore(overview.ui);
  const chart = useStore(overview.chart);
  const rates = useStore(portfolio.rates, (s) => s.value);
  const ratesLoading = useStore(portfolio.rates, (s) => s.loading);
  useEffect(() => {
    if (base !== 'USD' && portfolio.rates.getState().query === null) void portfolio.rates.load(NO_QUERY);
  }, [base, portfolio]);
  const rate = rateOf(rates, base);
  // Each range priced for the press it would be, in the group's one badge: a fresh cached range is free.
  const rangeCosts = useChoiceCosts(CHART_RANGES, (r) => ({
    channel: 'portfolio:chart',
    input: { portfolioId: undefined, range: r },
  }));
  const hints = useChoiceHints(rangeCosts);
  const points = useMemo(() => chart.value?.points ?? [], [chart.value]);
  // Without a rate (or a BTC/ETH column) the chart is drawn in USD and says so: never USD labelled as EUR.
  const noRate = unit === 'base' && rate === null && !ratesLoading;
  const noColumn = (unit === 'btc' || unit === 'eth') && points.some((p) => p[unit] === null);
  const drawn: ChartUnit = noRate || noColumn ? 'usd' : unit;
  const code = drawn === 'base' ? base : drawn.toUpperCase();
  const lines = useMemo(() => benchmarkLines(points, drawn, rate), [points, drawn, rate]);
  const shownRange = chart.shownQuery?.range ?? range;
  const fmt = useFormat();
  const setRange = (next: typeof range) => {
    overview.ui.setState({ range: next });
    void overview.chart.load({ portfolioId: undefined, range: next });
  };
  const first = lines.value[0];
  const last = lines.value[lines.value.length - 1];
  const summary =
    first && last
      ? `From ${fmt.money(first.value, code)} on ${fmt.date(first.t)} to ${fmt.money(last.value, code)} on ${fmt.date(last.t)}.`
      : 'No points in this range.';
  return (
    <section className="fd-card fd-overview__chart" aria-labelledby="fd-overview-chart">
      <div className="fd-card__head">
        <h3 id="fd-overview-chart">Value over time</h3>
        <AgeTag meta={chart.meta} />
      </div>
      <div className="fd-row fd-overview__controls">
        <Segmented
          label="Range"
          options={CHART_RANGES}
          value={chart.loading ? range : shownRange}
          onChange={setRange}
          hints={hints}
        />
        <ChoiceCostBadge options={CHART_RANGES} costs={rangeCosts} noun="range" />
        <Segmented
          label="In"
          options={chartUnits(base)}
          value={unit}
          onChange={(next) => overview.ui.setState({ unit: next })}
        />
      </div>
      {(noRate || noColumn) && (
        <p className="fd-loading" role="status">
          Shown in USD:{' '}
          {noRate ? `no ${base} rate is available yet.` : `the service sent this chart in USD only.`}
        </p>
      )}
      <Loaded
        store={overview.chart}
        what="value chart"
        reserve="chart"
        quiet
        pending={(q) => rangeLabel(q.range)}
      >
        {() => (
          <>
            <Legend change={lines.change} />
            <BenchmarkChart
              value={lines.value}
              btc={lines.btc}
              eth={lines.eth}
              currency={code}
              label={`Value of all portfolios · ${rangeLabel(shownRange)} · in ${code}, with BTC and ETH`}
              summary={summary}
            />
          </>
        )}
      </Loaded>
    </section>
  );
}
