import { useStore } from 'zustand';
import type { Meta } from '../../../../shared/envelope';
import type { RwaAssetRow } from '../../../../shared/domain/rwa';
import { ChoiceCostBadge } from '../../components/choice-costs';
import { Num } from '../../components/num';
import type { Column } from '../../components/sortable-table';
import { useCurrency, useFolio } from '../../stores/folio-context';
import { useT, type Translate } from '../../stores/i18n';
import { defaultAssetsQuery, type AssetsQuery } from '../../stores/rwa';
import { useAssetOpeningCosts } from './asset-costs';
import { AssetOpenButton } from './asset-open-button';
import { assetTypeName, nameWithSymbol } from './labels';
import { ASSET_SORTS, ASSET_TYPES, pick, sortPatch, sortSelects, worded } from './options';
import { RwaListCard } from './rwa-list-card';

function columns(
  t: Translate,
  meta: Meta,
  watched: readonly string[],
  actions: AssetActions,
): Column<RwaAssetRow>[] {
  const pct = (get: (r: RwaAssetRow) => number | null) => (r: RwaAssetRow) => (
    <Num value={get(r)} kind="percent" meta={meta} tone />
  );
  return [
    {
      id: 'watch',
      label: t('rwa.watch'),
      render: (r) => (
        // A toggle: its name stays "Watch Gold" and aria-pressed says whether it is on; the star is only its look.
        <button
          type="button"
          className="fd-button fd-watch-toggle"
          aria-pressed={watched.includes(r.id)}
          aria-label={t('rwa.watchAsset', { name: r.name })}
          title={t(watched.includes(r.id) ? 'rwa.stopWatching' : 'rwa.watchAsset', { name: r.name })}
          onClick={() => actions.watch(r.id, !watched.includes(r.id))}
        >
          <span aria-hidden="true">{watched.includes(r.id) ? '★' : '☆'}</span>
        </button>
      ),
    },
    {
      id: 'name',
      label: t('rwa.asset'),
      render: (r) => (
        <AssetOpenButton id={r.id} name={r.name} titleOf={actions.openingTitle} onOpen={actions.open}>
          {nameWithSymbol(r.name, r.symbol).name}{' '}
          {nameWithSymbol(r.name, r.symbol).symbol && (
            <span className="fd-cost">{nameWithSymbol(r.name, r.symbol).symbol}</span>
          )}
        </AssetOpenButton>
      ),
    },
    { id: 'type', label: t('labels.type'), render: (r) => assetTypeName(t, r.assetType) },
    {
      id: 'price',
      label: t('rwa.price'),
      numeric: true,
      render: (r) => <Num value={r.tokenizedPrice} kind="money" currency={actions.currency} meta={meta} />,
    },
    {
      id: 'cap',
      label: t('rwa.marketCap'),
      numeric: true,
      render: (r) => (
        <Num value={r.tokenizedMarketCap} kind="money" compact currency={actions.currency} meta={meta} />
      ),
    },
    {
      id: 'volume',
      label: t('rwa.volume24h'),
      numeric: true,
      render: (r) => (
        <Num value={r.tokenizedVolume24h} kind="money" compact currency={actions.currency} meta={meta} />
      ),
    },
    { id: 'c24h', label: t('labels.change24h'), numeric: true, render: pct((r) => r.change24h) },
    { id: 'c7d', label: t('rwa.col7d'), numeric: true, render: pct((r) => r.change7d) },
    { id: 'c1y', label: t('rwa.col1y'), numeric: true, render: pct((r) => r.change1y) },
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
  const t = useT();
  const currency = useCurrency();
  const query = useStore(stores.rwa.assets, (s) => s.query) ?? defaultAssetsQuery(currency);
  const shown = useStore(stores.rwa.assets, (s) => s.value);
  const list = { name: 'assets', store: stores.rwa.assets, query, shown } as const;
  const watched = useStore(stores.rwa.watchlist, (s) => s.value) ?? [];
  const selects = [
    {
      id: 'assetType',
      label: t('labels.type'),
      value: query.assetType ?? 'all',
      options: worded(t, ASSET_TYPES),
    },
    ...sortSelects(t, ASSET_SORTS, query, 'tokenizedMarketCap'),
  ];
  // Opening an asset reads its details, history, tokens and markets: each row is priced as that click.
  const assets = (shown?.items ?? []).map((r) => ({ value: r.id, label: r.name }));
  const opening = useAssetOpeningCosts(assets);
  return (
    <RwaListCard
      list={list}
      selects={selects}
      patchOf={patchOf}
      columns={(meta, listCurrency) =>
        columns(t, meta, watched, { currency: listCurrency, open, watch, openingTitle: opening.titleOf })
      }
      search={{ text: query.search ?? '', patch: searchPatch }}
    >
      {assets.length > 0 && (
        <ChoiceCostBadge options={assets} costs={opening.costs} noun="asset" lead={t('rwa.openingAsset')} />
      )}
    </RwaListCard>
  );
}
