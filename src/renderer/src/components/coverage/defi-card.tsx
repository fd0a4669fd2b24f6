import type { DefiKind, DefiProtocolView, DefiView } from '../../../../shared/domain/coverage';
import type { Meta } from '../../../../shared/envelope';
import { useFolio, useFormat } from '../../stores/folio-context';
import { useT, type Translate } from '../../stores/i18n';
import { DataTable, type DataColumn } from '../data-table';
import { Num } from '../num';
import { AskedCard } from './asked-card';
import { useAskedRead } from './use-asked-read';
import './coverage.css';

const KINDS = [
  { kind: 'supplied', label: 'coverage.supplied' },
  { kind: 'borrowed', label: 'coverage.borrowed' },
  { kind: 'staked', label: 'coverage.staked' },
  { kind: 'liquidity', label: 'coverage.liquidity' },
  { kind: 'rewards', label: 'coverage.rewards' },
  { kind: 'other', label: 'coverage.other' },
] as const satisfies readonly { kind: DefiKind; label: string }[];

const ALL_PORTFOLIOS = {};

/** The DeFi read of every own portfolio: the Positions card and Overview's note share its cached answer. */
export function useDefiRead() {
  const { api } = useFolio();
  return useAskedRead('portfolio:defi', ALL_PORTFOLIOS, (q) => api.portfolio.defi(q));
}

/** A share of the DeFi total: not an amount, so privacy mode leaves it, as it leaves allocation shares. */
const shareText = (share: number | null, locale: string) =>
  share === null ? '–' : share.toLocaleString(locale, { style: 'percent', maximumFractionDigits: 1 });

/** The protocol, its network and positions: the row's heading. */
function ProtocolName({ protocol }: { protocol: DefiProtocolView }) {
  return (
    <span translate="no">
      <span className="fd-cov__name">{protocol.name}</span>
      {protocol.chainName && <span className="fd-cov__sub">{protocol.chainName}</span>}
      <span className="fd-cov__sub">{protocol.positions.map((p) => p.name).join(' · ')}</span>
    </span>
  );
}

function ProtocolShare({ share }: { share: number | null }) {
  const fmt = useFormat();
  return (
    <span className="fd-cov__share">
      <span
        className="fd-cov__bar"
        style={{ inlineSize: `${Math.round((share ?? 0) * 100)}%` }}
        aria-hidden="true"
      />
      {shareText(share, fmt.locale)}
    </span>
  );
}

/** The columns: the protocol, one per kind of position any protocol holds, its value and its share. */
function defiColumns(
  t: Translate,
  kinds: readonly (typeof KINDS)[number][],
  meta: Meta,
): DataColumn<DefiProtocolView>[] {
  return [
    { label: t('coverage.protocol'), rowHeader: true, cell: (p) => <ProtocolName protocol={p} /> },
    ...kinds.map(({ kind, label }): DataColumn<DefiProtocolView> => ({
      label: t(label),
      numeric: true,
      cell: (p) =>
        p.byKind[kind] === undefined ? (
          <span className="fd-cov__none">–</span>
        ) : (
          <Num value={p.byKind[kind]} kind="money" currency="USD" meta={meta} compact />
        ),
    })),
    {
      label: t('labels.value'),
      numeric: true,
      cell: (p) => <Num value={p.valueUsd} kind="money" currency="USD" meta={meta} />,
    },
    { label: t('labels.share'), numeric: true, cell: (p) => <ProtocolShare share={p.share} /> },
  ];
}

function DefiTable({ view, meta }: { view: DefiView; meta: Meta }) {
  const t = useT();
  const fmt = useFormat();
  const shown = KINDS.filter(({ kind }) => view.protocols.some((p) => p.byKind[kind] !== undefined));
  if (view.protocols.length === 0) return <p className="fd-hint">{t('coverage.noDefi')}</p>;
  const count = view.protocols.length;
  return (
    <>
      <p className="fd-cov__total">
        <Num value={view.totalUsd} kind="money" currency="USD" meta={meta} />
        <span className="fd-cov__sub">{t('coverage.inProtocols', { count, n: fmt.count(count) })}</span>
      </p>
      <DataTable
        className="fd-cov__table"
        label={t('coverage.defiTable')}
        columns={defiColumns(t, shown, meta)}
        rows={view.protocols}
        rowKey={(p) => `${p.id}-${p.chain ?? ''}`}
      />
    </>
  );
}

/**
 * DeFi positions per protocol (supplied, borrowed, staked, liquidity, rewards), their value and share. The read
 * costs 200 credits or more, so it never runs by itself: only a cached answer is shown until the user asks.
 */
export function DefiCard() {
  const defi = useDefiRead();
  return (
    <AskedCard
      title="coverage.defiTitle"
      tip="coverage.defiTip"
      read={defi}
      label="coverage.readDefi"
      again="coverage.refreshDefi"
      what="status.defi"
    >
      {(view, meta) => <DefiTable view={view} meta={meta} />}
    </AskedCard>
  );
}
