import type { Meta } from '../../../../shared/envelope';
import type { PortfolioTransaction } from '../../../../shared/domain/portfolio';
import { Num } from '../../components/num';
import { maskIf } from '../../../../shared/privacy';
import { SortableTable, type Column } from '../../components/sortable-table';
import { useFormat } from '../../stores/folio-context';
import { SkippedRows } from './skipped-rows';

export function TransactionsTable(props: {
  rows: readonly PortfolioTransaction[];
  currency: string;
  meta: Meta;
}) {
  const { rows, currency, meta } = props;
  const fmt = useFormat();
  const columns: Column<PortfolioTransaction>[] = [
    { id: 'date', label: 'Date', sortValue: (t) => Date.parse(t.date), render: (t) => fmt.dateTime(t.date) },
    { id: 'type', label: 'Type', sortValue: (t) => t.type, render: (t) => t.type },
    { id: 'coin', label: 'Coin', sortValue: (t) => t.symbol, render: (t) => t.symbol ?? '—' },
    {
      id: 'count',
      label: 'Amount',
      numeric: true,
      sortValue: (t) => t.count,
      render: (t) => <Num value={t.count} kind="amount" meta={meta} />,
    },
    {
      id: 'worth',
      label: 'Worth',
      numeric: true,
      sortValue: (t) => t.totalWorth,
      render: (t) => <Num value={t.totalWorth} kind="money" currency={currency} meta={meta} />,
    },
    {
      id: 'pl',
      label: 'P/L',
      numeric: true,
      sortValue: (t) => t.profitLoss,
      render: (t) => <Num value={t.profitLoss} kind="signedMoney" currency={currency} meta={meta} tone />,
    },
    { id: 'note', label: 'Note', render: (t) => maskIf(fmt.privacy, t.note ?? '') },
  ];
  return (
    <>
      <SkippedRows meta={meta} noun={{ one: 'transaction', many: 'transactions' }} />
      <SortableTable
        caption="Transactions"
        rows={rows}
        columns={columns}
        rowKey={(t) => t.id}
        initialSort={{ id: 'date', direction: 'desc' }}
        empty="No transactions."
      />
    </>
  );
}
