import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { Meta } from '../../../../shared/envelope';
import type {
  RwaAssetDetail,
  RwaAssetHistoryMetric,
  RwaAssetHistoryRange,
} from '../../../../shared/domain/rwa';
import { Loaded } from '../../components/loaded';
import { Num } from '../../components/num';
import { useCurrency, useFolio, useFormat } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { assetOpening } from '../../stores/rwa';
import { Freshness } from './freshness';
import { HistoryCard } from './history-card';
import { MarketsCard } from './markets-card';
import { TokensCard } from './tokens-card';
import { Stat } from '../../components/stat';

function DetailCard({ asset: a, meta }: { asset: RwaAssetDetail; meta: Meta }) {
  const fmt = useFormat();
  const t = useT();
  const issuers = a.metadata.issuers.map((i) => i.name).join(', ');
  return (
    <>
      <Freshness
        data={{
          currency: a.currency,
          updatedAt: a.updatedAt,
          isStale: a.isStale,
          available: a.price.available,
        }}
      />
      <dl className="fd-grid">
        <Stat label={t('rwa.tokenizedPrice')}>
          <Num value={a.price.tokenizedPrice} kind="money" currency={a.currency} meta={meta} />
        </Stat>
        <Stat label={t('rwa.marketCap')}>
          <Num value={a.price.tokenizedMarketCap} kind="money" compact currency={a.currency} meta={meta} />
        </Stat>
        <Stat label={t('rwa.volume24h')}>
          <Num value={a.price.tokenizedVolume24h} kind="money" compact currency={a.currency} meta={meta} />
        </Stat>
        <Stat label={t('rwa.change24h')}>
          <Num value={a.price.change24h} kind="percent" meta={meta} tone />
        </Stat>
        <Stat label={t('rwa.markets')}>
          {a.markets.available ? fmt.count(a.markets.count) : t('rwa.notAvailable')}
        </Stat>
        <Stat label={t('rwa.historyFrom')}>
          {a.history.available ? (
            <span translate="no">{fmt.date(a.history.availableFrom)}</span>
          ) : (
            t('rwa.notAvailable')
          )}
        </Stat>
      </dl>
      {a.metadata.available && (
        <>
          {/* The service's own description, in its language. */}
          {a.metadata.description && <p translate="no">{a.metadata.description}</p>}
          <p>
            {t('rwa.issuers', { issuers: issuers || t('rwa.noIssuers') })}
            {a.metadata.website && (
              <>
                {' · '}
                <a href={a.metadata.website} target="_blank" rel="noreferrer noopener">
                  {t('rwa.website')}
                </a>
              </>
            )}
          </p>
        </>
      )}
    </>
  );
}

/** One asset: its figures, price history, the tokens that track it and the markets that trade them. */
export function AssetDetail({ rwaId, onBack }: { rwaId: string; onBack: () => void }) {
  const { stores } = useFolio();
  const { rwa } = stores;
  const t = useT();
  const currency = useCurrency();
  const history = useStore(rwa.assetHistory, (s) => s.query);
  const range = history?.rwaId === rwaId ? (history.range ?? '1m') : '1m';
  const metric = history?.rwaId === rwaId ? (history.metric ?? 'price') : 'price';
  const name = useStore(rwa.asset, (s) => (s.value?.id === rwaId ? s.value.name : rwaId));

  const historyQuery = (r: RwaAssetHistoryRange, m: RwaAssetHistoryMetric) => ({
    rwaId,
    currency,
    range: r,
    metric: m,
  });

  useEffect(() => {
    // The reads declared beside the stores, which price opening an asset before the click.
    const opening = assetOpening(rwaId, currency);
    void rwa.asset.load(opening.asset);
    void rwa.tokens.load(opening.tokens);
    void rwa.markets.load(opening.markets);
    void rwa.assetHistory.load(opening.history);
  }, [rwa, rwaId, currency]);

  return (
    <>
      <div className="fd-row">
        <button type="button" className="fd-button" onClick={onBack}>
          {t('rwa.allAssets')}
        </button>
        <h3 translate="no">{name}</h3>
      </div>
      <section className="fd-card" aria-label={t('rwa.assetDetails')}>
        <Loaded store={rwa.asset} what="status.assetDetails">
          {(asset, meta) => <DetailCard asset={asset} meta={meta} />}
        </Loaded>
      </section>
      <HistoryCard of="asset" store={rwa.assetHistory} range={range} metric={metric} query={historyQuery} />
      <TokensCard rwaId={rwaId} currency={currency} />
      <MarketsCard rwaId={rwaId} currency={currency} />
    </>
  );
}
