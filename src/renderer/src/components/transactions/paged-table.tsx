import type { RowData } from '@tanstack/react-table';
import type { PageSpan } from '../../lib/transaction-filters';
import { SortableTable, type SortableTableProps } from '../sortable-table';
import { LoadMore, type MorePages } from './load-more';
import { TransactionPager } from './transaction-controls';

/**
 * Transactions newest first, a page of the loaded rows at a time, then "Load more" while the service may hold
 * older ones: the portfolio's and the wallet's tables read the same way.
 */
export function PagedTransactions<R extends RowData & { id: string }>(
  props: Omit<SortableTableProps<R>, 'rowKey' | 'initialSort' | 'slice'> & {
    span: PageSpan;
    onPage: (page: number) => void;
    more: MorePages<unknown>;
  },
) {
  const { span, onPage, more, ...table } = props;
  return (
    <>
      <SortableTable
        {...table}
        rowKey={(t) => t.id}
        initialSort={{ id: 'date', direction: 'desc' }}
        slice={span}
      />
      <TransactionPager span={span} onPage={onPage} />
      {more.canLoad ? (
        <LoadMore next={more.next} load={more.load} busy={more.busy} error={more.error} />
      ) : null}
    </>
  );
}
