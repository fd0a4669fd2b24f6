import { useStore } from 'zustand';
import { CandleRangeChart } from '../../components/charts/candle-range-chart';
import { ConfirmSpend } from '../../components/confirm-spend';
import { CostBadge, useCostPreview } from '../../components/cost-badge';
import { ErrorNote } from '../../components/error-note';
import { Loaded } from '../../components/loaded';
import { olderInput } from '../../stores/candle-range-plan';
import { messageParts } from '../../components/message-parts';
import { useFolio, useFormat } from '../../stores/folio-context';
import { quoteOf } from '../../stores/candle-form';
import { useT } from '../../stores/i18n';
import { chartTitle } from './candle-words';

/** A scroll-back step is priced at a typical screen's width until the chart reports its own. */
const TYPICAL_VISIBLE_BARS = 200;

/**
 * The chart, and what scrolling back costs: the price of the next older stretch is shown before it is sent, a
 * stretch above the threshold waits for the user's yes, and one that fails says so without losing the chart.
 */
export function CandleChartSection() {
  const { stores } = useFolio();
  const fmt = useFormat();
  const t = useT();
  const series = stores.candles.series;
  const shownQuery = useStore(series, (s) => s.shownQuery);
  const value = useStore(series, (s) => s.value);
  const olderLoading = useStore(series, (s) => s.olderLoading);
  const olderError = useStore(series, (s) => s.olderError);
  const confirming = useStore(series, (s) => s.confirming);
  const next = shownQuery && value?.hasOlder ? olderInput(shownQuery, value, TYPICAL_VISIBLE_BARS) : null;
  const olderCost = useCostPreview('candles:window', next);

  return (
    <>
      <Loaded store={series} what="status.candles" pending={(q) => chartTitle(t, q, fmt)}>
        {(range) => (
          <CandleRangeChart
            range={range}
            currency={quoteOf(range.pair)}
            label={
              shownQuery
                ? chartTitle(t, shownQuery, fmt, { count: range.columns.t.length, hasOlder: range.hasOlder })
                : `${range.exchange} ${range.pair}`
            }
            onOlder={(bars) => void series.older(bars)}
          />
        )}
      </Loaded>
      {value && (
        <p className="fd-candles__status" role="status">
          {olderLoading
            ? t('candles.loadingOlder')
            : value.hasOlder
              ? messageParts(t, 'candles.scrollBack', {
                  button: (
                    <button
                      type="button"
                      className="fd-button"
                      onClick={() => void series.older(TYPICAL_VISIBLE_BARS, { asked: true })}
                    >
                      {t('candles.loadOlder')}
                    </button>
                  ),
                  cost: <CostBadge cost={olderCost} />,
                })
              : // Dragging further back shows empty space: say where the older candles are.
                t(shownQuery?.range === 'all' ? 'candles.allLoaded' : 'candles.allLoadedLonger')}
        </p>
      )}
      <ErrorNote error={olderError} />
      {confirming && (
        <ConfirmSpend
          what="olderCandles"
          cost={confirming.cost}
          onConfirm={() => void series.confirmOlder()}
          onCancel={() => series.decline()}
        />
      )}
    </>
  );
}
