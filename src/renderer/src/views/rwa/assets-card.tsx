import { useState } from 'react';
import { useStore } from 'zustand';
import type { Meta } from '../../../../shared/envelope';
import type { RwaAssetRow } from '../../../../shared/domain/rwa';
import { ChoiceCostBadge } from '../../components/choice-costs';
import {
  DIRECTIONS,
  directionsFor,
  ListControls,
  Pager,
  type SelectSpec,
} from '../../components/list-controls';
import { Loaded } from '../../components/loaded';
import { Num } from '../../components/num';
import { SortableTable, type Column } from '../../components/sortable-table';
import { useCurrency, useFolio } from '../../stores/folio-context';
import { defaultAssetsQuery, type AssetsQuery } from '../../stores/rwa';
import { useAssetOpeningCosts } from './asset-costs';
import { ChangePrice, PagePrice, useListCosts } from './list-costs';
import { assetTypeName, nameWithSymbol } from './labels';
import { ASSET_SORTS, ASSET_TYPES } from './options';

/** Narrows a select's string back to one of its options' values. */
export function pick<V extends string>(options: readonly { value: V }[], value: string): V | undefined {
  return options.find((o) => o.value === value)?.value;
}

function columns(meta: Meta, watched: readonly string[], actions: AssetActions): Column<RwaAssetRow>[] {
  const pct = (get: (r: RwaAssetRow) => number | null) => (r: RwaAssetRow) => (
    <Num value={get(r)} kind="percent" meta={meta} tone />
  );
  return [
    {
      id: 'watch',
      label: 'Watch',
      render: (r) => (
        // A toggle: its name stays "Watch Gold" and aria-pressed says whether it is on; the star is only its look.
        <button
          type="button"
          className="fd-button fd-watch-toggle"
          aria-pressed={watched.includes(r.id)}
          aria-label={`Watch ${r.name}`}
          title={watched.includes(r.id) ? `Stop watching ${r.name}` : `Watch ${r.name}`}
          onClick={() => actions.watch(r.id, !watched.includes(r.id))}
        >
          <span aria-hidden="true">{watched.includes(r.id) ? '★' : '☆'}</span>
        </button>
      ),
    },
    {
      id: 'name',
      label: 'Asset',
      render: (r) => (
        <button
          type="button"
          className="fd-sort"
          title={actions.openingTitle(r.id, r.name)}
          onClick={() => actions.open(r.id)}
        >
          {nameWithSymbol(r.name, r.symbol).name}{' '}
          {nameWithSymbol(r.name, r.symbol).symbol && (
            <span className="fd-cost">{nameWithSymbol(r.name, r.symbol).symbol}</span>
          )}
        </button>
      ),
    },
    { id: 'type', label: 'Type', render: (r) => assetTypeName(r.assetType) },
    {
      id: 'price',
      label: 'Price',
      numeric: true,
      render: (r) => <Num value={r.tokenizedPrice} kind="money" currency={actions.currency} meta={meta} />,
    },
    {
      id: 'cap',
      label: 'Market cap',
      numeric: true,
      render: (r) => (
        <Num value={r.tokenizedMarketCap} kind="money" compact currency={actions.currency} meta={meta} />
      ),
    },
    {
      id: 'volume',
      label: 'Volume 24h',
      numeric: true,
      render: (r) => (
        <Num value={r.tokenizedVolume24h} kind="money" compact currency={actions.currency} meta={meta} />
      ),
    },
    { id: 'c24h', label: '24h', numeric: true, render: pct((r) => r.change24h) },
    { id: 'c7d', label: '7d', numeric: true, render: pct((r) => r.change7d) },
    { id: 'c1y', label: '1y', numeric: true, render: pct((r) => r.change1y) },
  ];
}

interface AssetActions {
  currency: string;
  open: (id: string) => void;
  /** What opening the asset costs, for its button's tooltip. */
  openingTitle: (id: string, name: string) => string | undefined;
  watch: (id: string, watched: boolean) => void;
}

/** The change a choice of the Type, Sort by or Order select makes to the list's query. */
function patchOf(id: string, value: string): Partial<AssetsQuery> {
  if (id === 'assetType') return { assetType: pick(ASSET_TYPES, value) };
  if (id === 'sortBy') return { sortBy: pick(ASSET_SORTS, value) };
  if (id === 'sortDirection') return { sortDirection: pick(DIRECTIONS, value) };
  return {};
}

/** What Search loads for the text typed: every asset when the box is empty. */
const searchPatch = (text: string): Partial<AssetsQuery> => ({ search: text.trim() || undefined });

/** Every filter and sort the service offers for assets; the service sorts, so each change is a read. */
export function AssetsCard({ open, watch }: Omit<AssetActions, 'currency' | 'openingTitle'>) {
  const { stores } = useFolio();
  const currency = useCurrency();
  const query = useStore(stores.rwa.assets, (s) => s.query) ?? defaultAssetsQuery(currency);
  const watched = useStore(stores.rwa.watchlist, (s) => s.value) ?? [];
  const selects: SelectSpec[] = [
    { id: 'assetType', label: 'Type', value: query.assetType ?? 'all', options: ASSET_TYPES },
    { id: 'sortBy', label: 'Sort by', value: query.sortBy ?? 'tokenizedMarketCap', options: ASSET_SORTS },
    {
      id: 'sortDirection',
      label: 'Order',
      value: query.sortDirection ?? 'desc',
      options: directionsFor(query.sortBy ?? 'tokenizedMarketCap'),
    },
  ];
  // A change of type, sort or order, a search and another page are each a new read of the list, priced before
  // the click with the input `update` sends (a cached one is free).
  const [typed, setTyped] = useState(query.search ?? '');
  const page = useStore(stores.rwa.assets, (s) => s.value?.pagination) ?? null;
  const costs = useListCosts({
    read: (input) => ({ channel: 'rwa:assets', input }),
    query,
    selects,
    patchOf,
    page,
    search: { text: typed, patch: searchPatch },
  });
  // Opening an asset reads its details, history, tokens and markets: each row is priced as that click.
  const rows = useStore(stores.rwa.assets, (s) => s.value?.items);
  const assets = (rows ?? []).map((r) => ({ value: r.id, label: r.name }));
  const opening = useAssetOpeningCosts(assets);
  const update = (patch: Partial<AssetsQuery>) =>
    void stores.rwa.assets.load({ ...query, page: 1, ...patch });
  return (
    <section className="fd-card" aria-label="Tokenized assets">
      <h3>Assets</h3>
      <div className="fd-row">
        <ListControls
          selects={costs.selects}
          onSelect={(id, value) => update(patchOf(id, value))}
          search={query.search ?? ''}
          onSearch={(search) => update(searchPatch(search))}
          onText={setTyped}
          searchHint={costs.searchHint}
        />
      </div>
      <ChangePrice costs={costs} what="the type, sort or order" />
      {assets.length > 0 && (
        <p className="fd-hint">
          Opening an asset reads its details, history, tokens and markets:{' '}
          <ChoiceCostBadge options={assets} costs={opening.costs} noun="asset" />
        </p>
      )}
      <Loaded store={stores.rwa.assets} what="asset list">
        {(list, meta) => (
          <>
            <SortableTable
              caption="Tokenized assets"
              rows={list.items}
              columns={columns(meta, watched, {
                currency: list.currency,
                open,
                watch,
                openingTitle: opening.titleOf,
              })}
              rowKey={(r) => r.id}
              empty="No asset matches these filters."
            />
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
