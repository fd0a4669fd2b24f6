import type { Meta } from '../../../../shared/envelope';
import type { RwaToken } from '../../../../shared/domain/rwa';
import { Num } from '../../components/num';
import type { Column } from '../../components/sortable-table';
import { useFolio } from '../../stores/folio-context';
import { assetOpening, type TokensQuery } from '../../stores/rwa';
import { nameWithSymbol, networkName } from './labels';
import { filterSelect, sortPatch, sortSelects, TOKEN_SORTS } from './options';
import { RwaListCard, useAssetList } from './rwa-list-card';

function tokenColumns(meta: Meta, currency: string): Column<RwaToken>[] {
  const money =
    (get: (t: RwaToken) => number | null, compact = false) =>
    (t: RwaToken) => <Num value={get(t)} kind="money" compact={compact} currency={currency} meta={meta} />;
  return [
    {
      id: 'name',
      label: 'Token',
      render: (t) => {
        const shown = nameWithSymbol(t.name, t.symbol);
        return shown.symbol ? `${shown.name} (${shown.symbol})` : shown.name;
      },
    },
    { id: 'issuer', label: 'Issuer', render: (t) => t.issuer?.name ?? '—' },
    { id: 'networks', label: 'Networks', render: (t) => t.networks.map((n) => n.name).join(', ') || '—' },
    { id: 'price', label: 'Price', numeric: true, render: money((t) => t.price) },
    { id: 'cap', label: 'Market cap', numeric: true, render: money((t) => t.marketCap, true) },
    { id: 'volume', label: 'Volume 24h', numeric: true, render: money((t) => t.volume24h, true) },
    {
      id: 'change',
      label: '24h',
      numeric: true,
      render: (t) => <Num value={t.change24h} kind="percent" meta={meta} tone />,
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
  const { query, shown, value } = useAssetList(
    stores.rwa.tokens,
    rwaId,
    assetOpening(rwaId, currency).tokens,
  );
  const issuers = (shown?.filters.issuers ?? []).map((i) => ({ value: i.id, label: i.name }));
  const networks = (shown?.filters.networks ?? []).map((n) => ({
    value: n,
    label: networkName(n, value?.items ?? []),
  }));
  const selects = [
    filterSelect('issuer', 'Issuer', query.issuer, issuers),
    filterSelect('network', 'Network', query.network, networks),
    ...sortSelects(TOKEN_SORTS, query, 'marketCap'),
  ];
  return (
    <RwaListCard
      title="Tokens"
      label="Tokens"
      captionHidden
      noun="token"
      store={stores.rwa.tokens}
      query={query}
      shown={shown}
      selects={selects}
      patchOf={patchOf}
      read={(input) => ({ channel: 'rwa:tokens', input })}
      choices="the issuer, network, sort or order"
      columns={tokenColumns}
      rowKey={(t) => t.id}
    />
  );
}
