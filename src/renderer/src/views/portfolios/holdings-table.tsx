import type { Meta } from '../../../../shared/envelope';
import type { Holding } from '../../../../shared/domain/portfolio';
import { Num } from '../../components/num';
import { SortableTable, type Column } from '../../components/sortable-table';
import { SkippedRows } from './skipped-rows';

/** Coin icons are loaded only from the service's own image host (the page's CSP allows no other). */
const ICON_HOST = 'https://static.coinstats.app/';
const iconOf = (h: Holding) => (h.icon?.startsWith(ICON_HOST) ? h.icon : null);

function CoinCell({ h }: { h: Holding }) {
  const icon = iconOf(h);
  return (
    <span className="fd-coin-cell">
      {icon ? <img src={icon} alt="" width={16} height={16} loading="lazy" /> : null}
      <span>{h.name}</span> <span className="fd-coin-symbol">{h.symbol}</span>
    </span>
  );
}

export function holdingColumns(currency: string, meta: Meta): Column<Holding>[] {
  return [
    {
      id: 'coin',
      label: 'Coin',
      sortValue: (h) => h.name,
      render: (h) => <CoinCell h={h} />,
    },
    {
      id: 'count',
      label: 'Amount',
      numeric: true,
      sortValue: (h) => h.count,
      render: (h) => <Num value={h.count} kind="amount" meta={meta} />,
    },
    {
      id: 'price',
      label: 'Price',
      numeric: true,
      sortValue: (h) => h.price,
      render: (h) => <Num value={h.price} kind="money" currency={currency} meta={meta} />,
    },
    {
      id: 'value',
      label: 'Value',
      numeric: true,
      sortValue: (h) => h.value,
      render: (h) => <Num value={h.value} kind="money" currency={currency} meta={meta} />,
    },
    {
      id: 'avgBuy',
      label: 'Avg buy',
      numeric: true,
      sortValue: (h) => h.averageBuy,
      render: (h) => <Num value={h.averageBuy} kind="money" currency={currency} meta={meta} />,
    },
    {
      id: 'change',
      label: '24h',
      numeric: true,
      sortValue: (h) => h.priceChange24h,
      render: (h) => <Num value={h.priceChange24h} kind="percent" meta={meta} tone />,
    },
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
  return (
    <>
      <SkippedRows meta={meta} noun={{ one: 'holding', many: 'holdings' }} />
      <SortableTable
        caption="Holdings"
        rows={rows}
        columns={holdingColumns(currency, meta)}
        rowKey={(h) => h.coinId}
        initialSort={{ id: 'value', direction: 'desc' }}
        empty="No holdings in this portfolio."
      />
    </>
  );
}
