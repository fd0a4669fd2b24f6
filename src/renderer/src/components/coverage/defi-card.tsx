import type { DefiKind, DefiProtocolView, DefiView } from '../../../../shared/domain/coverage';
import type { Meta } from '../../../../shared/envelope';
import { useFolio, useFormat } from '../../stores/folio-context';
import { DataTable, type DataColumn } from '../data-table';
import { Loaded } from '../loaded';
import { Num } from '../num';
import { AskButton, CardHead } from './card-head';
import { useAskedRead } from './use-asked-read';
import './coverage.css';

const KINDS: readonly { kind: DefiKind; label: string }[] = [
  { kind: 'supplied', label: 'Supplied' },
  { kind: 'borrowed', label: 'Borrowed' },
  { kind: 'staked', label: 'Staked' },
  { kind: 'liquidity', label: 'Liquidity' },
  { kind: 'rewards', label: 'Rewards' },
  { kind: 'other', label: 'Other' },
];

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
    <>
      <span className="fd-cov__name">{protocol.name}</span>
      {protocol.chainName && <span className="fd-cov__sub">{protocol.chainName}</span>}
      <span className="fd-cov__sub">{protocol.positions.map((p) => p.name).join(' · ')}</span>
    </>
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
function defiColumns(kinds: typeof KINDS, meta: Meta): DataColumn<DefiProtocolView>[] {
  return [
    { label: 'Protocol', rowHeader: true, cell: (p) => <ProtocolName protocol={p} /> },
    ...kinds.map(({ kind, label }): DataColumn<DefiProtocolView> => ({
      label,
      numeric: true,
      cell: (p) =>
        p.byKind[kind] === undefined ? (
          <span className="fd-cov__none">–</span>
        ) : (
          <Num value={p.byKind[kind]} kind="money" currency="USD" meta={meta} compact />
        ),
    })),
    {
      label: 'Value',
      numeric: true,
      cell: (p) => <Num value={p.valueUsd} kind="money" currency="USD" meta={meta} />,
    },
    { label: 'Share', numeric: true, cell: (p) => <ProtocolShare share={p.share} /> },
  ];
}

function DefiTable({ view, meta }: { view: DefiView; meta: Meta }) {
  const shown = KINDS.filter(({ kind }) => view.protocols.some((p) => p.byKind[kind] !== undefined));
  if (view.protocols.length === 0) return <p className="fd-hint">No DeFi positions in these portfolios.</p>;
  return (
    <>
      <p className="fd-cov__total">
        <Num value={view.totalUsd} kind="money" currency="USD" meta={meta} />
        <span className="fd-cov__sub">in {view.protocols.length} protocols</span>
      </p>
      <DataTable
        className="fd-cov__table"
        label="DeFi positions by protocol"
        columns={defiColumns(shown, meta)}
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
    <section className="fd-card fd-cov" aria-labelledby="fd-defi-title">
      <CardHead
        id="fd-defi-title"
        title="DeFi positions"
        tip="Lending, borrowing, staking, liquidity pools and rewards at the protocols your portfolios' wallets use, valued in USD. Read only when you ask, and kept for a working day."
      >
        <AskButton read={defi} label="Read DeFi positions" refreshLabel="Refresh DeFi" />
      </CardHead>
      {defi.asked ? (
        <Loaded store={defi.store} what="DeFi positions" reserve="table">
          {(view, meta) => <DefiTable view={view} meta={meta} />}
        </Loaded>
      ) : (
        <p className="fd-hint">Not read yet.</p>
      )}
    </section>
  );
}
