import { useMemo } from 'react';
import type { Meta } from '../../../../shared/envelope';
import type { Holding } from '../../../../shared/domain/portfolio';
import { CoinIcon } from '../../components/coin-icon/coin-icon';
import { Num } from '../../components/num';
import { numColumn } from '../../components/num-column';
import { SortableTable, type Column } from '../../components/sortable-table';
import { coinHash } from '../../lib/route';
import { allocationShares } from './holding-figures';
import { ShareOf } from './holding-share';
import { SkippedRows } from './skipped-rows';
import './holdings.css';

/**
 * The coin's icon (fetched once by main from the service's image host; a disc with the symbol until then), name
 * and symbol, as a link to the coin's page (#coin/bitcoin): Back returns here.
 */
function CoinCell({ h }: { h: Holding }) {
  return (
    <a className="fd-coin-cell fd-coin-button" href={coinHash(h.coinId)}>
      <CoinIcon url={h.icon} symbol={h.symbol} />
      <span className="fd-coin-name">{h.name}</span> <span className="fd-coin-symbol">{h.symbol}</span>
    </a>
  );
}

export function holdingColumns(
  currency: string,
  meta: Meta,
  shares: ReadonlyMap<string, number | null>,
): Column<Holding>[] {
  const share = (h: Holding) => shares.get(h.coinId) ?? null;
  return [
    { id: 'coin', label: 'Coin', sortValue: (h) => h.name, render: (h) => <CoinCell h={h} /> },
    numColumn('count', 'Amount', (h) => h.count, { kind: 'amount', meta }),
    numColumn('price', 'Price', (h) => h.price, { kind: 'money', currency, meta }),
    numColumn('value', 'Value', (h) => h.value, { kind: 'money', currency, meta }),
    {
      id: 'share',
      label: 'Share',
      numeric: true,
      sortValue: share,
      render: (h) => <ShareOf share={share(h)} meta={meta} />,
    },
    numColumn('change', '24h', (h) => h.priceChange24h, { kind: 'percent', meta, tone: true }),
    numColumn('pl24h', 'P/L 24h', (h) => h.profit24h, { kind: 'signedMoney', currency, meta, tone: true }),
    {
      id: 'pl',
      label: 'All-time P/L',
      numeric: true,
      sortValue: (h) => h.profitAllTime,
      render: (h) => (
        <>
          <Num value={h.profitAllTime} kind="signedMoney" currency={currency} meta={meta} tone />{' '}
          <Num value={h.profitAllTimePercent} kind="percent" meta={meta} tone />
        </>
      ),
    },
  ];
}

export function HoldingsTable({
  rows,
  currency,
  meta,
}: {
  rows: readonly Holding[];
  currency: string;
  meta: Meta;
}) {
  const shares = useMemo(() => allocationShares(rows), [rows]);
  return (
    <>
      <SkippedRows meta={meta} noun={{ one: 'holding', many: 'holdings' }} />
      <SortableTable
        caption="Holdings"
        captionHidden
        rows={rows}
        columns={holdingColumns(currency, meta, shares)}
        rowKey={(h) => h.coinId}
        initialSort={{ id: 'value', direction: 'desc' }}
        empty="No holdings in this portfolio."
      />
    </>
  );
}
