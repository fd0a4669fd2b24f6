import { useState } from 'react';
import { useStore } from 'zustand';
import type { FearAndGreedReading } from '../../../shared/domain/market';
import { CostBadge, useCostPreview } from './cost-badge';
import { Loaded } from './loaded';
import { useFolio } from '../stores/folio-context';
import { createResource, NO_QUERY, withRefresh, type NoQuery } from '../stores/resource';

const NO_INPUT = {};

function Reading({ label, reading }: { label: string; reading: FearAndGreedReading | null }) {
  return (
    <div className="fd-stat">
      <dt>{label}</dt>
      <dd>{reading ? `${reading.value} · ${reading.classification}` : 'not given'}</dd>
    </div>
  );
}

/**
 * The market's Fear and Greed index (insights:fearAndGreed, one row of main's read table). Read when the user asks,
 * with its price shown first, so opening the dashboard costs nothing more; an answer the cache holds is reused.
 */
export function MarketMoodCard() {
  const { api } = useFolio();
  const [store] = useState(() =>
    createResource((q: NoQuery, refresh: boolean) => api.insights.fearAndGreed(withRefresh(q, refresh)), {
      channel: 'insights:fearAndGreed',
      confirm: api.credits.confirm,
    }),
  );
  const cost = useCostPreview('insights:fearAndGreed', NO_INPUT);
  const asked = useStore(store, (s) => s.query !== null);
  return (
    <section className="fd-card" aria-labelledby="fd-market-mood">
      <div className="fd-row">
        <h3 id="fd-market-mood">Market mood</h3>
        <button type="button" className="fd-button" onClick={() => void store.load(NO_QUERY)}>
          {asked ? 'Check again' : 'Check the Fear and Greed index'}
        </button>
        <CostBadge cost={cost} />
      </div>
      <Loaded store={store} what="Fear and Greed index">
        {(mood) => (
          <dl className="fd-grid" aria-label="Fear and Greed index">
            <Reading label="Now" reading={mood.now} />
            <Reading label="Yesterday" reading={mood.yesterday} />
            <Reading label="A week ago" reading={mood.lastWeek} />
          </dl>
        )}
      </Loaded>
    </section>
  );
}
