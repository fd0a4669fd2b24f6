import { useEffect, useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { ChartRange } from '../../../../shared/domain/portfolio';
import { BenchmarkChart } from '../../components/charts/benchmark-chart';
import { useChoiceCosts } from '../../components/choice-costs';
import { Loaded } from '../../components/loaded';
import { PricedChoice } from '../../components/priced-choice';
import { Segmented } from '../../components/segmented';
import { Tip } from '../../components/tip';
import { benchmarkLines } from '../../lib/benchmark-lines';
import { CHART_RANGES, rangeLabel } from '../../lib/chart-ranges';
import { chartUnits, rateOf, type ChartUnit } from '../../lib/chart-units';
import { toneClass } from '../../lib/sign';
import { useCurrency, useFolio, useFormat } from '../../stores/folio-context';
import { NO_QUERY } from '../../stores/resource';
import { AgeTag } from './age-tag';

// Every figure here is a line's change in value. The total's includes money moved in or out, so it is named Value,
// not a return: the Returns card's time-weighted figure leaves that money out and can differ widely.
const VALUE_TIP =
  'Change in value over the range, deposits and withdrawals included. See Returns for the time-weighted ' +
  'return, which they do not move.';
const BENCHMARK_TIP =
  'BTC and ETH: the change in value of the total’s starting value, had it been held in that coin instead, with ' +
  'nothing added or taken out. Their prices come from the same chart answer (value in USD ÷ value in the coin), ' +
  'so they cost nothing more.';

function Legend({ change }: { change: Record<'value' | 'btc' | 'eth', number | null> }) {
  const fmt = useFormat();
  const item = (key: 'value' | 'btc' | 'eth', name: ReactNode) => (
    <li className={`fd-legend__item fd-legend__item--${key}`}>
      <span className="fd-legend__swatch" aria-hidden="true" />
      {name}{' '}
      <span className={`fd-num ${toneClass(change[key])}`}>
        {change[key] === null ? '—' : fmt.percent(change[key] * 100)}
      </span>
    </li>
  );
  return (
    <ul className="fd-legend" aria-label="Change in value over the range">
      {item('value', <Tip text={VALUE_TIP}>Value</Tip>)}
      {item('btc', 'BTC')}
      {item('eth', 'ETH')}
      <li>
        <Tip text={BENCHMARK_TIP}>vs BTC and ETH</Tip>
      </li>
    </ul>
  );
}

/**
 * The unit the chart is drawn in. Without a rate (or a BTC/ETH column) the chart is drawn in USD and says so:
 * never USD labelled as EUR.
 */
function useDrawnUnit(points: readonly { btc: number | null; eth: number | null }[]) {
  const { stores } = useFolio();
  const { overview, portfolio } = stores;
  const base = useCurrency();
  const unit = useStore(overview.ui, (s) => s.unit);
  const rates = useStore(portfolio.rates, (s) => s.value);
  const ratesLoading = useStore(portfolio.rates, (s) => s.loading);
  useEffect(() => {
    if (base !== 'USD' && portfolio.rates.getState().query === null) void portfolio.rates.load(NO_QUERY);
  }, [base, portfolio]);
  const rate = rateOf(rates, base);
  const noRate = unit === 'base' && rate === null && !ratesLoading;
  const noColumn = (unit === 'btc' || unit === 'eth') && points.some((p) => p[unit] === null);
  const drawn: ChartUnit = noRate || noColumn ? 'usd' : unit;
  return { rate, drawn, code: drawn === 'base' ? base : drawn.toUpperCase(), noRate, noColumn };
}

function ChartControls({ range, onRange }: { range: ChartRange; onRange: (next: ChartRange) => void }) {
  const { stores } = useFolio();
  const base = useCurrency();
  const unit = useStore(stores.overview.ui, (s) => s.unit);
  // Each range priced for the press it would be, in the group's one badge: a fresh cached range is free.
  const rangeCosts = useChoiceCosts(CHART_RANGES, (r) => ({
    channel: 'portfolio:chart',
    input: { portfolioId: undefined, range: r },
  }));
  return (
    <div className="fd-row fd-overview__controls">
      <PricedChoice
        label="Range"
        options={CHART_RANGES}
        value={range}
        onChange={onRange}
        costs={rangeCosts}
        noun="range"
      />
      <Segmented
        label="In"
        options={chartUnits(base)}
        value={unit}
        onChange={(next) => stores.overview.ui.setState({ unit: next })}
      />
    </div>
  );
}

/** The total's value over a range, in the base currency, USD, BTC or ETH, with BTC and ETH beside it. */
export function ChartCard() {
  const { stores } = useFolio();
  const { overview } = stores;
  const base = useCurrency();
  const range = useStore(overview.ui, (s) => s.range);
  const chart = useStore(overview.chart);
  const points = useMemo(() => chart.value?.points ?? [], [chart.value]);
  const { rate, drawn, code, noRate, noColumn } = useDrawnUnit(points);
  const lines = useMemo(() => benchmarkLines(points, drawn, rate), [points, drawn, rate]);
  const shownRange = chart.shownQuery?.range ?? range;
  const fmt = useFormat();
  const setRange = (next: ChartRange) => {
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
      <ChartControls range={chart.loading ? range : shownRange} onRange={setRange} />
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
