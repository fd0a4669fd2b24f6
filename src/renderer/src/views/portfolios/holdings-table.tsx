import type { Meta } from '../../../../shared/envelope';
import type { Holding } from '../../../../shared/domain/portfolio';
import { Num } from '../../components/num';
import { SortableTable, type Column } from '../../components/sortable-table';

export function holdingColumns(currency: string, meta: Meta): Column<Holding>[] {
  return [
    {
      id: 'coin',
      label: 'Coin',
      sortValue: (h) => h.symbol,
      render: (h) => <span title={h.name}>{h.symbol}</span>,
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
    <SortableTable
      caption="Holdings"
      rows={rows}
      columns={holdingColumns(currency, meta)}
      rowKey={(h) => h.coinId}
      initialSort={{ id: 'value', direction: 'desc' }}
      empty="No holdings in this portfolio."
    />
  );
}
