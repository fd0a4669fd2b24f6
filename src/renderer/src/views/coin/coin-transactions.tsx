import { useStore } from 'zustand';
import type { PortfolioTransaction } from '../../../../shared/domain/portfolio';
import type { Meta } from '../../../../shared/envelope';
import { Loaded } from '../../components/loaded';
import { dateColumn, numColumn } from '../../components/num-column';
import { SortableTable, type Column } from '../../components/sortable-table';
import {
  amountColumn,
  noteColumn,
  typeLabel,
  worthThenColumn,
} from '../../components/transactions/portfolio-columns';
import { useFolio, useFormat } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';

// The coin's transactions across the user's own portfolios, newest first: the service filters them by coin, so
// none are missing from a page of other coins' trades.

function useColumns(currency: string, meta: Meta): Column<PortfolioTransaction>[] {
  const fmt = useFormat();
  const t = useT();
  return [
    dateColumn(fmt, t),
    {
      id: 'type',
      label: t('labels.type'),
      sortValue: (tx) => tx.type,
      render: (tx) => typeLabel(t, tx.type),
    },
    amountColumn(meta, t),
    worthThenColumn(currency, meta, t),
    numColumn('pl', t('labels.pl'), (tx) => tx.profitLoss, {
      kind: 'signedMoney',
      currency,
      meta,
      tone: true,
    }),
    noteColumn(fmt, t),
  ];
}

function Table({ rows, currency, meta }: { rows: PortfolioTransaction[]; currency: string; meta: Meta }) {
  const t = useT();
  return (
    <SortableTable
      caption={t('coin.transactionsCaption')}
      captionHidden
      rows={rows}
      columns={useColumns(currency, meta)}
      rowKey={(tx) => tx.id}
      initialSort={{ id: 'date', direction: 'desc' }}
      empty={t('coin.noTransactions')}
    />
  );
}

export function CoinTransactions() {
  const { stores } = useFolio();
  const t = useT();
  const currency = useStore(stores.coin.transactions, (s) => s.shownQuery?.currency ?? 'USD');
  return (
    <section className="fd-card" aria-labelledby="fd-coin-transactions">
      <h3 id="fd-coin-transactions">{t('coin.transactions')}</h3>
      <Loaded store={stores.coin.transactions} what="status.transactions" reserve="table">
        {(rows, meta) => <Table rows={rows} currency={currency ?? 'USD'} meta={meta} />}
      </Loaded>
    </section>
  );
}
