import { useStore } from 'zustand';
import type { Meta } from '../../../../shared/envelope';
import type { RwaAssetRow } from '../../../../shared/domain/rwa';
import { ChoiceCostBadge } from '../../components/choice-costs';
import { Num } from '../../components/num';
import type { Column } from '../../components/sortable-table';
import { useCurrency, useFolio } from '../../stores/folio-context';
import { defaultAssetsQuery, type AssetsQuery } from '../../stores/rwa';
import { useAssetOpeningCosts } from './asset-costs';
import { assetTypeName, nameWithSymbol } from './labels';
import { ASSET_SORTS, ASSET_TYPES, pick, sortPatch, sortSelects } from './options';
import { RwaListCard } from './rwa-list-card';

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
  return sortPatch(ASSET_SORTS, id, value) ?? {};
}

/** What Search loads for the text typed: every asset when the box is empty. */
const searchPatch = (text: string): Partial<AssetsQuery> => ({ search: text.trim() || undefined });

/** Every filter and sort the service offers for assets; the service sorts, so each change is a read. */
export function AssetsCard({ open, watch }: Omit<AssetActions, 'currency' | 'openingTitle'>) {
  const { stores } = useFolio();
  const currency = useCurrency();
  const query = useStore(stores.rwa.assets, (s) => s.query) ?? defaultAssetsQuery(currency);
  const shown = useStore(stores.rwa.assets, (s) => s.value);
  const watched = useStore(stores.rwa.watchlist, (s) => s.value) ?? [];
  const selects = [
    { id: 'assetType', label: 'Type', value: query.assetType ?? 'all', options: ASSET_TYPES },
    ...sortSelects(ASSET_SORTS, query, 'tokenizedMarketCap'),
  ];
  // Opening an asset reads its details, history, tokens and markets: each row is priced as that click.
  const assets = (shown?.items ?? []).map((r) => ({ value: r.id, label: r.name }));
  const opening = useAssetOpeningCosts(assets);
  return (
    <RwaListCard
      title="Assets"
      label="Tokenized assets"
      noun="asset"
      store={stores.rwa.assets}
      query={query}
      shown={shown}
      selects={selects}
      patchOf={patchOf}
      read={(input) => ({ channel: 'rwa:assets', input })}
      choices="the type, sort or order"
      columns={(meta, listCurrency) =>
        columns(meta, watched, { currency: listCurrency, open, watch, openingTitle: opening.titleOf })
      }
      rowKey={(r) => r.id}
      search={{ text: query.search ?? '', patch: searchPatch }}
    >
      {assets.length > 0 && (
        <ChoiceCostBadge
          options={assets}
          costs={opening.costs}
          noun="asset"
          lead="Opening an asset reads its details, history, tokens and markets"
        />
      )}
    </RwaListCard>
  );
}
