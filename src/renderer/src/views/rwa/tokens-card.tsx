import { useStore } from 'zustand';
import type { Meta } from '../../../../shared/envelope';
import type { RwaToken } from '../../../../shared/domain/rwa';
import { Num } from '../../components/num';
import type { Column } from '../../components/sortable-table';
import { useFolio } from '../../stores/folio-context';
import { useT, type Translate } from '../../stores/i18n';
import { assetOpening, type TokensQuery } from '../../stores/rwa';
import { nameWithSymbol, networkName } from './labels';
import { filterSelect, sortPatch, sortSelects, TOKEN_SORTS } from './options';
import { RwaListCard, useAssetList } from './rwa-list-card';

function tokenColumns(t: Translate, meta: Meta, currency: string): Column<RwaToken>[] {
  const money =
    (get: (token: RwaToken) => number | null, compact = false) =>
    (token: RwaToken) => (
      <Num value={get(token)} kind="money" compact={compact} currency={currency} meta={meta} />
    );
  return [
    {
      id: 'name',
      label: t('rwa.token'),
      render: (token) => {
        const shown = nameWithSymbol(token.name, token.symbol);
        return <span translate="no">{shown.symbol ? `${shown.name} (${shown.symbol})` : shown.name}</span>;
      },
    },
    {
      id: 'issuer',
      label: t('rwa.issuer'),
      render: (token) => <span translate="no">{token.issuer?.name ?? '—'}</span>,
    },
    {
      id: 'networks',
      label: t('rwa.networks'),
      render: (token) => <span translate="no">{token.networks.map((n) => n.name).join(', ') || '—'}</span>,
    },
    { id: 'price', label: t('rwa.price'), numeric: true, render: money((token) => token.price) },
    { id: 'cap', label: t('rwa.marketCap'), numeric: true, render: money((token) => token.marketCap, true) },
    {
      id: 'volume',
      label: t('rwa.volume24h'),
      numeric: true,
      render: money((token) => token.volume24h, true),
    },
    {
      id: 'change',
      label: t('labels.change24h'),
      numeric: true,
      render: (token) => <Num value={token.change24h} kind="percent" meta={meta} tone />,
    },
  ];
}

/** The change a choice of a select makes to the tokens' query. */
function patchOf(id: string, value: string): Partial<TokensQuery> {
  if (id === 'issuer') return { issuer: value || undefined };
  if (id === 'network') return { network: value || undefined };
  return sortPatch(TOKEN_SORTS, id, value) ?? {};
}

/** The tokens that track one asset, filterable by issuer and network (the filters come with the answer). */
export function TokensCard({ rwaId, currency }: { rwaId: string; currency: string }) {
  const { stores } = useFolio();
  const t = useT();
  const list = useAssetList('tokens', stores.rwa.tokens, rwaId, assetOpening(rwaId, currency).tokens);
  const { query, shown } = list;
  // The filters give networks by id: they are named from the networks the tokens last read list.
  const value = useStore(stores.rwa.tokens, (s) => s.value);
  const issuers = (shown?.filters.issuers ?? []).map((i) => ({ value: i.id, label: i.name }));
  const networks = (shown?.filters.networks ?? []).map((n) => ({
    value: n,
    label: networkName(n, value?.items ?? []),
  }));
  const selects = [
    filterSelect('issuer', { label: t('rwa.issuer'), any: t('rwa.anyIssuer') }, query.issuer, issuers),
    filterSelect('network', { label: t('rwa.network'), any: t('rwa.anyNetwork') }, query.network, networks),
    ...sortSelects(t, TOKEN_SORTS, query, 'marketCap'),
  ];
  return (
    <RwaListCard
      list={list}
      selects={selects}
      patchOf={patchOf}
      columns={(meta, listCurrency) => tokenColumns(t, meta, listCurrency)}
    />
  );
}
