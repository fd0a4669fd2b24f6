import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { GlobalMarket, NewsHeadline } from '../../../../shared/domain/coverage';
import type { FearAndGreedReading } from '../../../../shared/domain/market';
import type { Meta } from '../../../../shared/envelope';
import { useFolio, useFormat } from '../../stores/folio-context';
import { Num } from '../num';
import { IndexChart } from './index-chart';
import { AskButton, AskedAnswer, AskedPart, CoverageCard } from './card-head';
import { useAskedRead } from './use-asked-read';
import { useT } from '../../stores/i18n';
import './coverage.css';

const NONE = {};
const DOMINANCE = { range: '1m' } as const;
/** News is filtered for the largest holdings; a long tail of dust would only widen the net. */
const NEWS_COINS = 50;

function Global({ market, meta }: { market: GlobalMarket; meta: Meta }) {
  const t = useT();
  return (
    <dl className="fd-cov__figures" aria-label={t('coverage.globalMarket')}>
      <div>
        <dt>{t('coverage.marketCap')}</dt>
        <dd>
          <Num value={market.marketCapUsd} kind="money" currency="USD" meta={meta} compact />{' '}
          <Num value={market.marketCapChange} kind="percent" meta={meta} tone />
        </dd>
      </div>
      <div>
        <dt>{t('coverage.volume24h')}</dt>
        <dd>
          <Num value={market.volumeUsd} kind="money" currency="USD" meta={meta} compact />
        </dd>
      </div>
      <div>
        <dt>{t('coverage.btcDominance')}</dt>
        <dd>
          {market.btcDominance === null ? '–' : `${market.btcDominance.toFixed(1)}%`}{' '}
          <Num value={market.btcDominanceChange} kind="percent" meta={meta} tone />
        </dd>
      </div>
    </dl>
  );
}

/** The latest reading in words, over the history's line. */
function FearAndGreed({ points }: { points: readonly FearAndGreedReading[] }) {
  const t = useT();
  const last = points[points.length - 1];
  return (
    <>
      {last && (
        <p className="fd-cov__note">
          {t('coverage.fearGreedNow', { value: last.value, classification: last.classification })}
        </p>
      )}
      <IndexChart
        points={points.map((p) => ({ t: p.at, value: p.value }))}
        unit=""
        label={t('coverage.fearGreedChart')}
      />
    </>
  );
}

function Headlines({ items }: { items: NewsHeadline[] }) {
  const fmt = useFormat();
  const t = useT();
  if (items.length === 0) return <p className="fd-hint">{t('coverage.noNews')}</p>;
  return (
    <ul className="fd-cov__news" aria-label={t('coverage.headlines')}>
      {items.slice(0, 6).map((item) => (
        // Headlines, their sources and dates are data: news is not translated.
        <li key={item.id} translate="no">
          {item.url ? (
            // Opens in the system browser: the window refuses to navigate, and main passes web links on.
            <a href={item.url} target="_blank" rel="noreferrer noopener">
              {item.title}
            </a>
          ) : (
            item.title
          )}
          <span className="fd-cov__sub">
            {[item.source, fmt.dateTime(item.publishedAt)].filter(Boolean).join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The coins held, largest first, from Overview's holdings (no read of its own). */
function useHeldCoinIds(): string[] | null {
  const { stores } = useFolio();
  const key = useStore(stores.overview.coins, (s) =>
    s.value === null
      ? null
      : JSON.stringify(
          [...s.value]
            .sort((a, b) => b.value - a.value)
            .slice(0, NEWS_COINS)
            .map((h) => h.coinId),
        ),
  );
  return useMemo(() => (key === null ? null : (JSON.parse(key) as string[])), [key]);
}

/**
 * The market around the portfolio: the global market and Bitcoin's dominance, the Fear and Greed history, and
 * headlines about the coins held. The global market (1 credit) and the news (5) are read by themselves while
 * they ask nothing first; the two histories (50 each) only when asked. Each is cached.
 */
export function MarketContextCard() {
  const { api } = useFolio();
  const held = useHeldCoinIds();
  const global = useAskedRead('markets:global', NONE, (q) => api.markets.global(q), 'cheap');
  const dominance = useAskedRead('insights:btcDominance', DOMINANCE, (q) => api.insights.btcDominance(q));
  const mood = useAskedRead('insights:fearAndGreedChart', NONE, (q) => api.insights.fearAndGreedChart(q));
  const newsInput = useMemo(() => (held === null ? null : { coinIds: held }), [held]);
  const news = useAskedRead('news:forCoins', newsInput, (q) => api.news.forCoins(q), 'cheap');
  const t = useT();
  return (
    <CoverageCard
      title="coverage.marketTitle"
      tip="coverage.marketTip"
      actions={<AskButton read={global} label="coverage.readMarket" />}
    >
      <div className="fd-cov__market">
        <div>
          <AskedAnswer read={global} what="status.globalMarket" reserve="figures">
            {(market, meta) => <Global market={market} meta={meta} />}
          </AskedAnswer>
          <AskedPart title="coverage.btcDominance1m" read={dominance} what="status.dominance" reserve="chart">
            {(series) => (
              <IndexChart
                points={series.points.map((p) => ({ t: p.t, value: p.percent }))}
                unit="%"
                label={t('coverage.dominanceChart')}
              />
            )}
          </AskedPart>
        </div>
        <div>
          <AskedPart title="coverage.fearGreed" read={mood} what="status.fearGreedHistory" reserve="chart">
            {(series) => <FearAndGreed points={series.points} />}
          </AskedPart>
          <AskedPart
            title="coverage.news"
            read={news}
            label="coverage.readNews"
            what="status.news"
            reserve="table"
          >
            {(items) => <Headlines items={items} />}
          </AskedPart>
        </div>
      </div>
    </CoverageCard>
  );
}
