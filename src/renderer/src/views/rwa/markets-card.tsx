import { useStore } from 'zustand';
import type { Meta } from '../../../../shared/envelope';
import type { IdName, RwaMarket } from '../../../../shared/domain/rwa';
import {
  DIRECTIONS,
  directionsFor,
  ListControls,
  Pager,
  withAny,
  type SelectSpec,
} from '../../components/list-controls';
import { Loaded } from '../../components/loaded';
import { Num } from '../../components/num';
import { SortableTable, type Column } from '../../components/sortable-table';
import { useFolio, useFormat } from '../../stores/folio-context';
import { assetOpening, type MarketsQuery } from '../../stores/rwa';
import { pick } from './assets-card';
import { ChangePrice, PagePrice, useListCosts } from './list-costs';
import { MARKET_SORTS } from './options';

const asOptions = (items: readonly IdName[] | undefined) =>
  (items ?? []).map((i) => ({ value: i.id, label: i.name }));

function MarketRows({ rows, meta, currency }: { rows: readonly RwaMarket[]; meta: Meta; currency: string }) {
  const fmt = useFormat();
  const columns: Column<RwaMarket>[] = [
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
  return (
    <SortableTable
      caption="Markets"
      captionHidden
      rows={rows}
      columns={columns}
      rowKey={(m) => m.id}
      empty="No market matches these filters."
    />
  );
}

/** The change a choice of a select makes to the markets' query. */
function patchOf(id: string, value: string): Partial<MarketsQuery> {
  if (id === 'token' || id === 'issuer' || id === 'exchange') return { [id]: value || undefined };
  if (id === 'sortBy') return { sortBy: pick(MARKET_SORTS, value) };
  if (id === 'sortDirection') return { sortDirection: pick(DIRECTIONS, value) };
  return {};
}

/** Where the asset's tokens trade, filterable by token, issuer and exchange. */
export function MarketsCard({ rwaId, currency }: { rwaId: string; currency: string }) {
  const { stores } = useFolio();
  const state = useStore(stores.rwa.markets);
  const query: MarketsQuery =
    state.query?.rwaId === rwaId ? state.query : assetOpening(rwaId, currency).markets;
  const update = (patch: Partial<MarketsQuery>) =>
    void stores.rwa.markets.load({ ...query, page: 1, ...patch });
  const shown = state.query?.rwaId === rwaId ? state.value : null;
  const filters = shown?.filters;
  const selects: SelectSpec[] = [
    {
      id: 'token',
      label: 'Token',
      value: query.token ?? '',
      options: withAny('Any token', asOptions(filters?.tokens)),
    },
    {
      id: 'issuer',
      label: 'Issuer',
      value: query.issuer ?? '',
      options: withAny('Any issuer', asOptions(filters?.issuers)),
    },
    {
      id: 'exchange',
      label: 'Exchange',
      value: query.exchange ?? '',
      options: withAny('Any exchange', asOptions(filters?.exchanges)),
    },
    { id: 'sortBy', label: 'Sort by', value: query.sortBy ?? 'volume', options: MARKET_SORTS },
    {
      id: 'sortDirection',
      label: 'Order',
      value: query.sortDirection ?? 'desc',
      options: directionsFor(query.sortBy ?? 'volume'),
    },
  ];
  // Each other choice and another page is a new read of the markets, priced with the input `update` sends.
  const costs = useListCosts({
    read: (input) => ({ channel: 'rwa:markets', input }),
    query,
    selects,
    patchOf,
    page: shown?.pagination ?? null,
  });
  return (
    <section className="fd-card" aria-label="Markets">
      <h3>Markets</h3>
      <div className="fd-row">
        <ListControls selects={costs.selects} onSelect={(id, value) => update(patchOf(id, value))} />
      </div>
      <ChangePrice costs={costs} what="the token, issuer, exchange, sort or order" />
      <Loaded store={stores.rwa.markets} what="market list">
        {(list, meta) => (
          <>
            <MarketRows rows={list.items} meta={meta} currency={list.currency} />
            <Pager
              page={list.pagination.page}
              totalPages={list.pagination.totalPages}
              onPage={(page) => update({ page })}
              titles={costs.pageTitles}
              price={<PagePrice costs={costs} />}
            />
          </>
        )}
      </Loaded>
    </section>
  );
}
