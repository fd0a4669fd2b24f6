import type { PendingCall } from '../../components/cost-badge';
import { CostBadge, useCostOf } from '../../components/cost-badge';
import { AreaChart } from '../../components/charts/charts';
import { Loaded } from '../../components/loaded';
import { Segmented } from '../../components/segmented';
import type { ResourceStore } from '../../stores/resource';
import type { RwaFreshness } from '../../../../shared/domain/rwa';
import { Freshness } from './freshness';

type Option<V extends string> = { value: V; label: string };
type History = RwaFreshness & { points: readonly { t: number; value: number }[] };

export interface HistoryCardProps<R extends string, M extends string, Q> {
  title: string;
  store: ResourceStore<History, Q>;
  ranges: readonly Option<R>[];
  metrics: readonly Option<M>[];
  range: R;
  metric: M;
  onChange: (range: R, metric: M) => void;
  /** The read a change would make, for its cost. */
  call: PendingCall;
}

/** A history chart with its range and metric switches; each switch is a new read, its cost shown beside it. */
export function HistoryCard<R extends string, M extends string, Q>(props: HistoryCardProps<R, M, Q>) {
  const { title, store, ranges, metrics, range, metric, onChange } = props;
  const cost = useCostOf([props.call]);
  const metricLabel = metrics.find((m) => m.value === metric)?.label ?? metric;
  return (
    <section className="fd-card" aria-label={title}>
      <h3>{title}</h3>
      <div className="fd-row">
        <Segmented label="Range" options={ranges} value={range} onChange={(r) => onChange(r, metric)} />
        <Segmented label="Show" options={metrics} value={metric} onChange={(m) => onChange(range, m)} />
        <CostBadge cost={cost} />
      </div>
      <Loaded store={store} what={title.toLowerCase()}>
        {(history) => (
          <>
            <Freshness data={history} />
            <AreaChart
              points={history.points}
              currency={history.currency}
              label={`${title}: ${metricLabel}, ${range}`}
            />
          </>
        )}
      </Loaded>
    </section>
  );
}
