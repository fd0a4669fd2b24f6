import { useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { CostBadge, CostTag, useCostPreview } from '../../components/cost-badge';
import { Segmented } from '../../components/segmented';
import { SelectField } from '../../components/select-field';
import { useWindowTitle } from '../../components/window-title';
import { useFolio } from '../../stores/folio-context';
import { useT, type Translate } from '../../stores/i18n';
import { firstInput } from '../../stores/candle-range-plan';
import { CandleChartSection } from './candle-chart-section';
import { toQuery, type CandleForm } from '../../stores/candle-form';
import { intervalOptions, problemText, rangeOptions } from './candle-words';
import { PairPicker } from './pair-picker';

const modes = (t: Translate) =>
  [
    { value: 'rolling', label: t('candles.rolling') },
    { value: 'window', label: t('candles.window') },
  ] as const;

type SetForm = (patch: Partial<CandleForm>) => void;

function MomentField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <label className="fd-field">
      {label}
      <input type="datetime-local" value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

/** The span the candles cover: a rolling range back from now, or a start and an end. */
function SpanFields({ form, set }: { form: CandleForm; set: SetForm }) {
  const t = useT();
  if (form.mode === 'window') {
    return (
      <>
        <MomentField label={t('candles.start')} value={form.start} onChange={(start) => set({ start })} />
        <MomentField label={t('candles.end')} value={form.end} onChange={(end) => set({ end })} />
      </>
    );
  }
  return (
    <SelectField
      label={t('labels.range')}
      value={form.range}
      options={rangeOptions(t)}
      onChange={(range) => set({ range })}
    />
  );
}

export function CandlesView() {
  const { stores } = useFolio();
  const t = useT();
  const series = stores.candles.series;
  const form = useStore(stores.candles.form);
  const parsed = toQuery(form);
  const shownQuery = useStore(series, (s) => s.shownQuery);
  const loading = useStore(series, (s) => s.loading);
  // The form was edited after the chart was drawn: the chart's title says what it shows, and this says why.
  const edited =
    shownQuery !== null && 'query' in parsed && JSON.stringify(parsed.query) !== JSON.stringify(shownQuery);
  // The price of the first stretch the chart loads: the newest candles, the visible window plus a margin.
  const cost = useCostPreview('candles:window', 'query' in parsed ? firstInput(parsed.query) : null);
  const loadedPair = useStore(series, (s) => s.value?.pair);
  const [tried, setTried] = useState(false);
  const asked = useStore(series, (s) => s.query !== null);
  useWindowTitle(loadedPair ? t('candles.windowTitle', { pair: loadedPair }) : t('candles.title'));

  const set: SetForm = (patch) => stores.candles.form.setState(patch);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if ('query' in parsed) void series.load(parsed.query);
  };
  return (
    <div className="fd-view">
      <h2>{t('candles.title')}</h2>
      <form className="fd-card" onSubmit={submit} aria-label={t('candles.query')}>
        <div className="fd-row fd-row--top">
          <PairPicker exchange={form.exchange} pair={form.pair} onChange={set} />
        </div>
        <div className="fd-row">
          <Segmented
            label={t('candles.interval')}
            options={intervalOptions(t)}
            value={form.interval}
            onChange={(interval) => set({ interval })}
          />
          <Segmented
            label={t('candles.timeSpan')}
            options={modes(t)}
            value={form.mode}
            onChange={(mode) => set({ mode })}
          />
        </div>
        <div className="fd-row fd-row--end">
          <SpanFields form={form} set={set} />
          <div className="fd-row">
            <button type="submit" className="fd-button fd-button--primary">
              {t('candles.show')}
            </button>
            {'query' in parsed ? (
              <CostBadge cost={cost} />
            ) : (
              // Nothing to price while the form names no pair it could send ("ETH" half typed): not "cost…" forever.
              <CostTag text={t('candles.notPriced')} detail={t('candles.notPricedDetail')} />
            )}
          </div>
        </div>
        {tried && 'problem' in parsed && <p role="alert">{problemText(t, parsed.problem)}</p>}
      </form>
      <section className="fd-card" aria-label={t('candles.chart')}>
        {!asked && <p>{t('candles.startHint')}</p>}
        {edited && !loading && <p className="fd-loading">{t('candles.edited')}</p>}
        <CandleChartSection />
      </section>
    </div>
  );
}
