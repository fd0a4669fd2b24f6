import type { Meta } from '../../../../shared/envelope';
import type { IdName, RwaMarket } from '../../../../shared/domain/rwa';
import { Num } from '../../components/num';
import type { Column } from '../../components/sortable-table';
import type { Format } from '../../lib/format';
import { useFolio, useFormat } from '../../stores/folio-context';
import { useT, type Translate } from '../../stores/i18n';
import { assetOpening, type MarketsQuery } from '../../stores/rwa';
import { filterSelect, MARKET_SORTS, sortPatch, sortSelects } from './options';
import { RwaListCard, useAssetList } from './rwa-list-card';

const asOptions = (items: readonly IdName[] | undefined) =>
  (items ?? []).map((i) => ({ value: i.id, label: i.name }));

function marketColumns(t: Translate, fmt: Format) {
  // Exchanges, pairs, issuers and times are the service's data, not words to translate.
  const data = (text: string) => <span translate="no">{text}</span>;
  return (meta: Meta, currency: string): Column<RwaMarket>[] => [
    { id: 'exchange', label: t('rwa.exchange'), render: (m) => data(m.exchange.name) },
    { id: 'pair', label: t('rwa.pair'), render: (m) => data(m.pair) },
    { id: 'issuer', label: t('rwa.issuer'), render: (m) => data(m.issuer?.name ?? '—') },
    {
      id: 'price',
      label: t('rwa.price'),
      numeric: true,
      render: (m) => <Num value={m.price} kind="money" currency={currency} meta={meta} />,
    },
    {
      id: 'volume',
      label: t('rwa.volume24h'),
      numeric: true,
      render: (m) => <Num value={m.volume24h} kind="money" compact currency={currency} meta={meta} />,
    },
    {
      id: 'updated',
      label: t('rwa.updated'),
      render: (m) => (
        <>
          {data(fmt.dateTime(m.updatedAt))}
          {m.isStale && <span className="fd-badge fd-badge--warn">{t('rwa.stale')}</span>}
          {m.isAnomaly && (
            <span className="fd-badge fd-badge--warn" title={t('rwa.anomalyTitle')}>
              {t('rwa.anomaly')}
            </span>
          )}
        </>
      ),
    },
  ];
}

/** The change a choice of a select makes to the markets' query. */
function patchOf(id: string, value: string): Partial<MarketsQuery> {
  if (id === 'token' || id === 'issuer' || id === 'exchange') return { [id]: value || undefined };
  return sortPatch(MARKET_SORTS, id, value) ?? {};
}

/** Where the asset's tokens trade, filterable by token, issuer and exchange. */
export function MarketsCard({ rwaId, currency }: { rwaId: string; currency: string }) {
  const { stores } = useFolio();
  const fmt = useFormat();
  const t = useT();
  const list = useAssetList('markets', stores.rwa.markets, rwaId, assetOpening(rwaId, currency).markets);
  const { query } = list;
  const filters = list.shown?.filters;
  const selects = [
    filterSelect(
      'token',
      { label: t('rwa.token'), any: t('rwa.anyToken') },
      query.token,
      asOptions(filters?.tokens),
    ),
    filterSelect(
      'issuer',
      { label: t('rwa.issuer'), any: t('rwa.anyIssuer') },
      query.issuer,
      asOptions(filters?.issuers),
    ),
    filterSelect(
      'exchange',
      { label: t('rwa.exchange'), any: t('rwa.anyExchange') },
      query.exchange,
      asOptions(filters?.exchanges),
    ),
    ...sortSelects(t, MARKET_SORTS, query, 'volume'),
  ];
  return <RwaListCard list={list} selects={selects} patchOf={patchOf} columns={marketColumns(t, fmt)} />;
}
