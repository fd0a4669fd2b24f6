import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import type { ChartRange } from '../../../../shared/domain/portfolio';
import { AreaChart } from '../../components/charts/charts';
import { pointsIn, rateOf } from '../../lib/chart-units';
import { newerThan } from '../../components/charts/chart-data';
import { isConnectivityError } from '../../components/status-banner';
import { useOffline } from '../../components/cost-badge';
import { useChoiceCosts } from '../../components/choice-costs';
import { PricedRanges } from '../../components/priced-choice';
import { Loaded } from '../../components/loaded';
import { UnitSwitch } from '../../components/charts/unit-switch';
import { useCurrency, useFolio, useFormat } from '../../stores/folio-context';
import { newestKey, type ChartUnit } from '../../stores/portfolio';
import { NO_QUERY } from '../../stores/resource';
import { usePortfolioName } from './portfolio-names';
import { rangeWords } from '../../components/priced-choice';
import { useT } from '../../stores/i18n';
import { CHART_RANGES } from './ranges';

export function ValueChartCard() {
  const { stores } = useFolio();
  const { portfolio } = stores;
  const base = useCurrency();
  const { selectedId, range, unit } = useStore(portfolio.ui);
  // Each range priced for the press it would be: a range read and still fresh is free, any other is a read.
  const costs = useChoiceCosts(CHART_RANGES, (r) => ({
    channel: 'portfolio:chart',
    input: { portfolioId: selectedId, range: r },
  }));
  const chart = useStore(portfolio.chart);
  const drawn = useDrawnChart(base, unit);
  const nameOf = usePortfolioName();
  const t = useT();
  const rangeLabel = (r: ChartRange) => rangeWords(t, r);
  // The range of the points on screen: a new range is only "selected" once its points are in, and a range that
  // failed to load (offline, not cached) leaves the selection on the range still shown.
  const shownRange = chart.value === null ? range : (chart.shownQuery?.range ?? range);
  const selectedRange = chart.loading ? range : shownRange;

  const setRange = (next: typeof range) => {
    portfolio.ui.setState({ range: next });
    void portfolio.chart.load({ portfolioId: selectedId, range: next });
  };
  return (
    <section className="fd-card" aria-labelledby="fd-value-chart">
      <h3 id="fd-value-chart">{t('portfolios.valueOverTime')}</h3>
      <div className="fd-row">
        <PricedRanges value={selectedRange} onChange={setRange} costs={costs} />
        <UnitSwitch
          label={t('portfolios.showIn')}
          value={unit}
          onChange={(next) => portfolio.ui.setState({ unit: next })}
        />
      </div>
      <ChartNotes drawn={drawn} shownRange={shownRange} />
      <Loaded
        store={portfolio.chart}
        what="status.valueChart"
        reserve="noted-chart"
        pending={(q) =>
          q.portfolioId === chart.shownQuery?.portfolioId
            ? rangeLabel(q.range)
            : t('portfolios.otherPortfolioRange', { name: nameOf(q.portfolioId), range: rangeLabel(q.range) })
        }
      >
        {() => (
          <>
            <AreaChart
              points={drawn.points}
              currency={drawn.code}
              label={t('portfolios.chartLabel', {
                name: nameOf(chart.shownQuery?.portfolioId),
                range: rangeLabel(shownRange),
                currency: drawn.code,
              })}
            />
            {/* The value can rise over a period whose profit and loss is negative: coins bought in it add value
                without profit, as the service's cash-flow-adjusted P/L history leaves them out. */}
            <p className="fd-chart__note">{t('portfolios.chartNote')}</p>
          </>
        )}
      </Loaded>
    </section>
  );
}

/** The chart's points in the unit it can truly be drawn in, extended to the newest point any range has shown. */
function useDrawnChart(base: string, unit: ChartUnit) {
  const { portfolio } = useFolio().stores;
  const chart = useStore(portfolio.chart);
  const rates = useStore(portfolio.rates);
  const rate = rateOf(rates.value, base);
  useEffect(() => {
    if (base !== 'USD' && portfolio.rates.getState().query === null) void portfolio.rates.load(NO_QUERY);
  }, [base, portfolio]);
  // Without a rate for the base currency the chart is drawn in USD and says so; it never shows USD as EUR.
  const noRate = unit === 'base' && rate === null && !rates.loading;
  const loaded = useMemo(() => chart.value?.points ?? [], [chart.value]);
  // The newest point any range of this portfolio has shown: a longer range that ends earlier is extended to it.
  const known = useStore(portfolio.newest, (s) => s[newestKey(chart.shownQuery?.portfolioId)] ?? null);
  const extra = newerThan(loaded, known);
  const shown = useMemo(() => (extra ? [...loaded, extra] : loaded), [loaded, extra]);
  // Nor in BTC or ETH when the service sent the chart as [timestamp, value]: it is in USD only.
  const noColumn = (unit === 'btc' || unit === 'eth') && shown.some((p) => p[unit] === null);
  const drawnUnit: ChartUnit = noRate || noColumn ? 'usd' : unit;
  const points = useMemo(() => pointsIn(shown, drawnUnit, rate) ?? [], [shown, drawnUnit, rate]);
  return {
    base,
    unit,
    noRate,
    noColumn,
    points,
    code: drawnUnit === 'base' ? base : drawnUnit.toUpperCase(),
    extra,
    lastLoaded: loaded[loaded.length - 1],
  };
}

/** Why the chart is not quite what was asked for: another unit, the range still shown, or a gap to the newest point. */
function ChartNotes({
  drawn,
  shownRange,
}: {
  drawn: ReturnType<typeof useDrawnChart>;
  shownRange: ChartRange;
}) {
  const { portfolio } = useFolio().stores;
  const chart = useStore(portfolio.chart);
  const range = useStore(portfolio.ui, (s) => s.range);
  const fmt = useFormat();
  const t = useT();
  const rangeLabel = (r: ChartRange) => rangeWords(t, r);
  const failedRange = !chart.loading && chart.error !== null && shownRange !== range ? range : null;
  // Offline, a range fails only because nothing of it is cached (main answers from the cache): say that reason.
  const offline = useOffline();
  const unreachable = offline || isConnectivityError(chart.error);
  const { extra, lastLoaded } = drawn;
  return (
    <>
      {drawn.noRate && (
        <p className="fd-loading" role="status">
          {t('portfolios.noRate', { currency: drawn.base })}
        </p>
      )}
      {drawn.noColumn && (
        <p className="fd-loading" role="status">
          {t('portfolios.usdOnly', { unit: drawn.unit.toUpperCase() })}
        </p>
      )}
      {failedRange && (
        <p className="fd-loading">
          {unreachable
            ? t('portfolios.rangeUnreachable', {
                failed: rangeLabel(failedRange),
                shown: rangeLabel(shownRange),
              })
            : t('portfolios.rangeFailed', { failed: rangeLabel(failedRange), shown: rangeLabel(shownRange) })}
        </p>
      )}
      {extra && lastLoaded && (
        <p className="fd-chart__gap" role="note">
          {t('portfolios.chartGap', {
            range: rangeLabel(shownRange),
            end: fmt.dateTime(lastLoaded.t),
            newest: fmt.dateTime(extra.t),
          })}
        </p>
      )}
    </>
  );
}
