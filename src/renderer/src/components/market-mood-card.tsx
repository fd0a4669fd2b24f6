import { useState } from 'react';
import { useStore } from 'zustand';
import type { FearAndGreedReading } from '../../../shared/domain/market';
import { CostBadge, useCostPreview } from './cost-badge';
import { Loaded } from './loaded';
import { useFolio } from '../stores/folio-context';
import { useT } from '../stores/i18n';
import { createResource, NO_QUERY, withRefresh, type NoQuery } from '../stores/resource';

const NO_INPUT = {};

function Reading({ label, reading }: { label: string; reading: FearAndGreedReading | null }) {
  const t = useT();
  return (
    <div className="fd-stat">
      <dt>{label}</dt>
      {/* The reading and its class ("Greed") are the service's words: data, as it sends them. */}
      <dd translate={reading ? 'no' : undefined}>
        {reading ? `${reading.value} · ${reading.classification}` : t('overview.moodNotGiven')}
      </dd>
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
  const t = useT();
  return (
    <section className="fd-card" aria-labelledby="fd-market-mood">
      <div className="fd-row">
        <h3 id="fd-market-mood">{t('overview.moodTitle')}</h3>
        <button type="button" className="fd-button" onClick={() => void store.load(NO_QUERY)}>
          {asked ? t('overview.moodCheckAgain') : t('overview.moodCheck')}
        </button>
        <CostBadge cost={cost} />
      </div>
      <Loaded store={store} what="status.fearGreedIndex">
        {(mood) => (
          <dl className="fd-grid" aria-label={t('overview.moodWhat')}>
            <Reading label={t('overview.moodNow')} reading={mood.now} />
            <Reading label={t('overview.moodYesterday')} reading={mood.yesterday} />
            <Reading label={t('overview.moodWeekAgo')} reading={mood.lastWeek} />
          </dl>
        )}
      </Loaded>
    </section>
  );
}
