import { useEffect, useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { ChartRange } from '../../../../shared/domain/portfolio';
import { BenchmarkChart } from '../../components/charts/benchmark-chart';
import { useChoiceCosts } from '../../components/choice-costs';
import { Loaded } from '../../components/loaded';
import { PricedRanges, rangeWords } from '../../components/priced-choice';
import { UnitSwitch } from '../../components/charts/unit-switch';
import { Tip } from '../../components/tip';
import { benchmarkLines } from '../../lib/benchmark-lines';
import { CHART_RANGES } from '../../lib/chart-ranges';
import { rateOf, type ChartUnit } from '../../lib/chart-units';
import { toneClass } from '../../lib/sign';
import { useCurrency, useFolio, useFormat } from '../../stores/folio-context';
import { NO_QUERY } from '../../stores/resource';
import { useT } from '../../stores/i18n';
import { OverviewCard } from './overview-card';

// Every figure here is a line's change in value. The total's includes money moved in or out, so it is named Value,
// not a return: the Returns card's time-weighted figure leaves that money out and can differ widely.

function Legend({ change }: { change: Record<'value' | 'btc' | 'eth', number | null> }) {
  const fmt = useFormat();
  const t = useT();
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
    <ul className="fd-legend" aria-label={t('overview.legendLabel')}>
      {item('value', <Tip text={t('overview.valueTip')}>{t('overview.legendValue')}</Tip>)}
      {item('btc', <span translate="no">BTC</span>)}
      {item('eth', <span translate="no">ETH</span>)}
      <li>
        <Tip text={t('overview.benchmarkTip')}>{t('overview.legendVs')}</Tip>
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
  const unit = useStore(stores.overview.ui, (s) => s.unit);
  const t = useT();
  // Each range priced for the press it would be, in the group's one badge: a fresh cached range is free.
  const rangeCosts = useChoiceCosts(CHART_RANGES, (r) => ({
    channel: 'portfolio:chart',
    input: { portfolioId: undefined, range: r },
  }));
  return (
    <div className="fd-row fd-overview__controls">
      <PricedRanges value={range} onChange={onRange} costs={rangeCosts} />
      <UnitSwitch
        label={t('overview.showIn')}
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
  const t = useT();
  const setRange = (next: ChartRange) => {
    overview.ui.setState({ range: next });
    void overview.chart.load({ portfolioId: undefined, range: next });
  };
  const first = lines.value[0];
  const last = lines.value[lines.value.length - 1];
  const summary =
    first && last
      ? t('overview.chartSummary', {
          startValue: fmt.money(first.value, code),
          startDate: fmt.date(first.t),
          endValue: fmt.money(last.value, code),
          endDate: fmt.date(last.t),
        })
      : t('overview.chartNoPoints');
  return (
    <OverviewCard className="fd-overview__chart" title="overview.chartTitle" meta={chart.meta}>
      <ChartControls range={chart.loading ? range : shownRange} onRange={setRange} />
      {(noRate || noColumn) && (
        <p className="fd-loading" role="status">
          {noRate ? t('overview.shownInUsdNoRate', { base }) : t('overview.shownInUsdOnly')}
        </p>
      )}
      <Loaded
        store={overview.chart}
        what="status.valueChart"
        reserve="chart"
        quiet
        pending={(q) => rangeWords(t, q.range)}
      >
        {() => (
          <>
            <Legend change={lines.change} />
            <BenchmarkChart
              value={lines.value}
              btc={lines.btc}
              eth={lines.eth}
              currency={code}
              label={t('overview.chartLabel', { range: rangeWords(t, shownRange), unit: code })}
              summary={summary}
            />
          </>
        )}
      </Loaded>
    </OverviewCard>
  );
}
