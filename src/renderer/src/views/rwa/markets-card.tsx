import type { Meta } from '../../../../shared/envelope';
import type { IdName, RwaMarket } from '../../../../shared/domain/rwa';
import { Num } from '../../components/num';
import type { Column } from '../../components/sortable-table';
import type { Format } from '../../lib/format';
import { useFolio, useFormat } from '../../stores/folio-context';
import { assetOpening, type MarketsQuery } from '../../stores/rwa';
import { filterSelect, MARKET_SORTS, sortPatch, sortSelects } from './options';
import { RwaListCard, useAssetList } from './rwa-list-card';

const asOptions = (items: readonly IdName[] | undefined) =>
  (items ?? []).map((i) => ({ value: i.id, label: i.name }));

function marketColumns(fmt: Format) {
  return (meta: Meta, currency: string): Column<RwaMarket>[] => [
    { id: 'exchange', label: 'Exchange', render: (m) => m.exchange.name },
    { id: 'pair', label: 'Pair', render: (m) => m.pair },
    { id: 'issuer', label: 'Issuer', render: (m) => m.issuer?.name ?? '—' },
    {
      id: 'price',
      label: 'Price',
      numeric: true,
      render: (m) => <Num value={m.price} kind="money" currency={currency} meta={meta} />,
    },
    {
      id: 'volume',
      label: 'Volume 24h',
      numeric: true,
      render: (m) => <Num value={m.volume24h} kind="money" compact currency={currency} meta={meta} />,
    },
    {
      id: 'updated',
      label: 'Updated',
      render: (m) => (
        <>
          {fmt.dateTime(m.updatedAt)}
          {m.isStale && <span className="fd-badge fd-badge--warn">Stale</span>}
          {m.isAnomaly && (
            <span className="fd-badge fd-badge--warn" title="The service flags this price as an outlier">
              Anomaly
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
  const { query, shown } = useAssetList(stores.rwa.markets, rwaId, assetOpening(rwaId, currency).markets);
  const filters = shown?.filters;
  const selects = [
    filterSelect('token', 'Token', query.token, asOptions(filters?.tokens)),
    filterSelect('issuer', 'Issuer', query.issuer, asOptions(filters?.issuers)),
    filterSelect('exchange', 'Exchange', query.exchange, asOptions(filters?.exchanges)),
    ...sortSelects(MARKET_SORTS, query, 'volume'),
  ];
  return (
    <RwaListCard
      title="Markets"
      label="Markets"
      captionHidden
      noun="market"
      store={stores.rwa.markets}
      query={query}
      shown={shown}
      selects={selects}
      patchOf={patchOf}
      read={(input) => ({ channel: 'rwa:markets', input })}
      choices="the token, issuer, exchange, sort or order"
      columns={marketColumns(fmt)}
      rowKey={(m) => m.id}
    />
  );
}
