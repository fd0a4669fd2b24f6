import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { PendingCall } from '../../components/cost-badge';
import { newerThan } from '../../components/charts/chart-data';
import { useFormat } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { useChoiceCosts, type ChoiceCosts } from '../../components/choice-costs';
import { PricedChoice } from '../../components/priced-choice';
import { AreaChart } from '../../components/charts/charts';
import { Loaded } from '../../components/loaded';
import type { ResourceStore } from '../../stores/resource';
import type { StatusSubject } from '../../../../shared/i18n/catalogues/en/status';
import type { RwaFreshness } from '../../../../shared/domain/rwa';
import type { MessageId } from '../../../../shared/i18n/catalogues/en/index';
import type { ChannelName, Input } from '../../../../shared/contract';
import { Freshness } from './freshness';
import { ASSET_METRICS, ASSET_RANGES, MARKET_METRICS, MARKET_RANGES, worded, type Worded } from './options';

type Option<V extends string> = { value: V; label: string };
type Point = { t: number; value: number };
type History = RwaFreshness & { points: readonly Point[] };

/** The read's query without its range: ranges of one asset and metric share their newest point. */
function seriesKey(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const { range: _range, ...rest } = query as Record<string, unknown>;
  return JSON.stringify(rest);
}

/** The two histories, the whole market's and one asset's: each one's read, words and switches. */
const HISTORIES = {
  market: {
    channel: 'rwa:history',
    title: 'rwa.marketHistory',
    what: 'status.marketHistory',
    ranges: MARKET_RANGES,
    metrics: MARKET_METRICS,
  },
  asset: {
    channel: 'rwa:assetHistory',
    title: 'rwa.assetHistory',
    what: 'status.assetHistory',
    ranges: ASSET_RANGES,
    metrics: ASSET_METRICS,
  },
} as const satisfies Record<
  string,
  {
    channel: ChannelName;
    title: MessageId;
    /** The history, named by its loading and error lines (StatusBanner). */
    what: StatusSubject;
    ranges: readonly Worded<string>[];
    metrics: readonly Worded<string>[];
  }
>;

/** The parts of a history's read its switches choose, each switch's label by part. */
const SWITCHES = { range: 'labels.range', metric: 'rwa.show' } as const satisfies Record<string, MessageId>;

type Histories = typeof HISTORIES;
type ValueOf<W> = W extends readonly Worded<infer V>[] ? V : never;
type RangeOf<K extends keyof Histories> = ValueOf<Histories[K]['ranges']>;
type MetricOf<K extends keyof Histories> = ValueOf<Histories[K]['metrics']>;

/** A history's query is its channel's input, so the read the card sends is checked where the card is used. */
type QueryOf<K extends keyof Histories> = Input<Histories[K]['channel']>;

export interface HistoryCardProps<K extends keyof Histories, Q extends QueryOf<K>> {
  of: K;
  store: ResourceStore<History, Q>;
  range: RangeOf<K>;
  metric: MetricOf<K>;
  /** The read of a range and metric: what pressing a switch loads, and what its price is asked for. */
  query: (range: RangeOf<K>, metric: MetricOf<K>) => Q;
}

/**
 * A history chart with its range and metric switches. Each choice is a new read, priced before it is pressed (a
 * range read and still fresh is free): in its button's tooltip, and for the group beside the switch, as the
 * portfolio's value chart prices its ranges.
 */
export function HistoryCard<K extends keyof Histories, Q extends QueryOf<K>>(props: HistoryCardProps<K, Q>) {
  type Parts = { range: RangeOf<K>; metric: MetricOf<K> };
  const { store, range, metric, query } = props;
  const chosen: Parts = { range, metric };
  const t = useT();
  const history = HISTORIES[props.of];
  const title = t(history.title);
  const options: { [P in keyof Parts]: Option<Parts[P]>[] } = {
    range: worded(t, history.ranges) as Option<Parts['range']>[],
    metric: worded(t, history.metrics) as Option<Parts['metric']>[],
  };
  const onChange = (next: Parts) => void store.load(query(next.range, next.metric));
  // Q is this history's channel input (QueryOf), which TypeScript cannot relate to the channel through the table.
  const callOf = (next: Parts) =>
    ({ channel: history.channel, input: query(next.range, next.metric) }) as PendingCall;
  const costs: { [P in keyof Parts]: ChoiceCosts<Parts[P]> } = {
    range: useChoiceCosts(options.range, (r) => callOf({ ...chosen, range: r })),
    metric: useChoiceCosts(options.metric, (m) => callOf({ ...chosen, metric: m })),
  };
  /** The switch of one part of the read: each option read with the other part kept. */
  const partSwitch = <P extends keyof Parts>(part: P) => (
    <PricedChoice
      label={t(SWITCHES[part])}
      options={options[part]}
      value={chosen[part]}
      onChange={(value) => onChange({ ...chosen, [part]: value })}
      costs={costs[part]}
      noun={part}
    />
  );
  const metricLabel = options.metric.find((m) => m.value === metric)?.label ?? metric;
  const fmt = useFormat();
  // The newest point any range of this series has shown: a longer range that ends earlier ("All" on 19
  // November, "1Y" on 24 November) is extended to it, and the gap is named.
  const [newest, setNewest] = useState<Record<string, Point>>({});
  useEffect(
    () =>
      store.subscribe((state, prev) => {
        const last = state.value?.points[state.value.points.length - 1];
        if (!last || state.value === prev.value) return;
        const key = seriesKey(state.shownQuery);
        setNewest((known) => (known[key] && known[key].t >= last.t ? known : { ...known, [key]: last }));
      }),
    [store],
  );
  const shownKey = useStore(store, (state) => seriesKey(state.shownQuery));
  // The title names the range of the points drawn, which lags the buttons while a new range loads.
  const shownValue =
    useStore(store, (state) => (state.shownQuery as { range?: string } | null)?.range) ?? range;
  const shownRange = options.range.find((r) => r.value === shownValue)?.label ?? shownValue;
  return (
    <section className="fd-card" aria-label={title}>
      <h3>{title}</h3>
      <div className="fd-row">
        {partSwitch('range')}
        {partSwitch('metric')}
      </div>
      <Loaded store={store} what={history.what}>
        {(shown) => {
          const extra = newerThan(shown.points, newest[shownKey] ?? null);
          const last = shown.points[shown.points.length - 1];
          return (
            <>
              <Freshness data={shown} />
              {extra && last && (
                <p className="fd-chart__gap" role="note">
                  {t('rwa.historyGap', { end: fmt.dateTime(last.t), newest: fmt.dateTime(extra.t) })}
                </p>
              )}
              <AreaChart
                points={extra ? [...shown.points, extra] : shown.points}
                currency={shown.currency}
                label={t('rwa.chartLabel', { title, metric: metricLabel, range: shownRange })}
              />
            </>
          );
        }}
      </Loaded>
    </section>
  );
}
