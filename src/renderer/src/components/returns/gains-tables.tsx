import { useState } from 'react';
import type { Disposal, GainTotals, OpenLot, Reconciliation } from '../../../../shared/analytics';
import type { gainSummary } from '../../../../shared/analytics';
import { GAINS_PAGE_ROWS, type GainsView } from '../../../../shared/analytics/gains-job';
import type { Meta } from '../../../../shared/envelope';
import { useFolio, useFormat } from '../../stores/folio-context';
import { Num } from '../num';
import { DataTable, type DataColumn } from '../data-table';
import { Tip } from '../tip';

type Summary = ReturnType<typeof gainSummary>;

type Keyed = GainTotals & { key: string };

function TotalsTable({
  caption,
  first,
  rows,
  currency,
}: {
  caption: string;
  first: string;
  rows: Keyed[];
  currency: string;
}) {
  const fmt = useFormat();
  const columns: DataColumn<Keyed>[] = [
    { label: first, rowHeader: true, cell: (r) => r.key },
    { label: 'Proceeds', numeric: true, cell: (r) => fmt.money(r.proceeds, currency) },
    { label: 'Cost basis', numeric: true, cell: (r) => fmt.money(r.costBasis, currency) },
    { label: 'Gain', numeric: true, cell: (r) => fmt.signedMoney(r.gain, currency) },
    { label: 'Short-term', numeric: true, cell: (r) => fmt.signedMoney(r.shortGain, currency) },
    { label: 'Long-term', numeric: true, cell: (r) => fmt.signedMoney(r.longGain, currency) },
    { label: 'Sales', numeric: true, cell: (r) => fmt.count(r.disposals) },
  ];
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={(r) => r.key} />;
}

/** Ours beside the service's realized P/L: the difference is shown, and each cause that explains it. */
function ReconciliationNote({
  r,
  currency,
  meta,
}: {
  r: Reconciliation | null;
  currency: string;
  meta: Meta | null;
}) {
  const fmt = useFormat();
  if (r === null) {
    return <p className="fd-source">The service’s realized P/L for this portfolio is not read yet.</p>;
  }
  return (
    <div className="fd-returns__reconcile" role="note" aria-label="Reconciliation with the service">
      <p>
        Service’s realized P/L <Num value={r.service} kind="signedMoney" currency={currency} meta={meta} />
        {r.agrees ? (
          ' agrees with this report.'
        ) : (
          <>
            {'; difference '}
            <Tip text="This report's total minus the service's.">
              {fmt.signedMoney(r.difference, currency)}
            </Tip>
            .
          </>
        )}
      </p>
      {r.explanation.length > 0 && (
        <ul>
          {r.explanation.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function GainFigures({ total, currency }: { total: Summary['total']; currency: string }) {
  const fmt = useFormat();
  return (
    <dl className="fd-returns__figures" aria-label="Realized gains, totals">
      <div className="fd-returns__figure">
        <dt>Realized gain</dt>
        <dd className="fd-returns__big">{fmt.signedMoney(total.gain, currency)}</dd>
      </div>
      <div className="fd-returns__figure">
        <dt>Proceeds</dt>
        <dd>{fmt.money(total.proceeds, currency)}</dd>
      </div>
      <div className="fd-returns__figure">
        <dt>Cost basis</dt>
        <dd>{fmt.money(total.costBasis, currency)}</dd>
      </div>
      <div className="fd-returns__figure">
        <dt>Short-term / long-term</dt>
        <dd>
          {fmt.signedMoney(total.shortGain, currency)} / {fmt.signedMoney(total.longGain, currency)}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The rows of a long table shown so far: the first page came with the report, each further one is asked of the
 * gains job when the user wants it, so a hundred thousand rows never cross to the screen at once.
 */
function usePaged<Row>(
  first: Row[],
  total: number,
  fetch: (offset: number, limit: number) => Promise<Row[]>,
) {
  // The rows fetched after the first page, for the report they came from: a new report starts at its first page.
  const [extra, setExtra] = useState<{ of: Row[]; rows: Row[] }>({ of: first, rows: [] });
  const [loading, setLoading] = useState(false);
  const rows = extra.of === first ? [...first, ...extra.rows] : first;
  const more = () => {
    setLoading(true);
    void fetch(rows.length, GAINS_PAGE_ROWS).then((next) => {
      setExtra((had) =>
        had.of === first ? { of: first, rows: [...had.rows, ...next] } : { of: first, rows: next },
      );
      setLoading(false);
    });
  };
  return { rows, more: rows.length < total ? more : null, loading };
}

function ShowMore({
  paged,
  total,
  what,
}: {
  paged: ReturnType<typeof usePaged>;
  total: number;
  what: string;
}) {
  const fmt = useFormat();
  if (!paged.more) return null;
  return (
    <p className="fd-row">
      {fmt.count(paged.rows.length)} of {fmt.count(total)} {what} shown.{' '}
      <button type="button" className="fd-button" disabled={paged.loading} onClick={paged.more}>
        Show {fmt.count(Math.min(GAINS_PAGE_ROWS, total - paged.rows.length))} more
      </button>
    </p>
  );
}

/** The sales, one row per sale and holding term, then the lots still held: a page of each, more on request. */
function SalesAndLots({ view, currency }: { view: GainsView; currency: string }) {
  const fmt = useFormat();
  const { gains } = useFolio().stores.returns;
  const salesShown = usePaged(view.disposals, view.disposalCount, gains.disposals);
  const lotsShown = usePaged(view.openLots, view.openLotCount, gains.openLots);
  const sales: DataColumn<Disposal>[] = [
    { label: 'Sold', cell: (d) => fmt.date(d.soldAt) },
    { label: 'Coin', cell: (d) => d.coinId },
    { label: 'Amount', numeric: true, cell: (d) => fmt.amount(d.count) },
    { label: 'Proceeds', numeric: true, cell: (d) => fmt.money(d.proceeds, currency) },
    { label: 'Cost basis', numeric: true, cell: (d) => fmt.money(d.costBasis, currency) },
    { label: 'Gain', numeric: true, cell: (d) => fmt.signedMoney(d.gain, currency) },
    { label: 'Term', cell: (d) => d.term },
  ];
  const lots: DataColumn<OpenLot>[] = [
    { label: 'Acquired', cell: (lot) => fmt.date(lot.acquiredAt) },
    { label: 'Coin', cell: (lot) => lot.coinId },
    { label: 'Amount', numeric: true, cell: (lot) => fmt.amount(lot.count) },
    { label: 'Cost basis', numeric: true, cell: (lot) => fmt.money(lot.costBasis, currency) },
  ];
  return (
    <>
      <DataTable
        caption={`Sales (${fmt.count(view.disposalCount)} rows, one per sale and holding term)`}
        columns={sales}
        rows={salesShown.rows}
        rowKey={(d) => `${d.transactionId}-${d.term}`}
        rowProps={(d) => ({ 'data-transaction': d.transactionId })}
      />
      <ShowMore paged={salesShown} total={view.disposalCount} what="sales" />
      <DataTable
        caption={`Open lots (${fmt.count(view.openLotCount)})`}
        columns={lots}
        rows={lotsShown.rows}
        rowKey={(lot) => `${lot.transactionId}-${lot.acquiredAt}`}
      />
      <ShowMore paged={lotsShown} total={view.openLotCount} what="open lots" />
    </>
  );
}

export function GainsTables(props: { view: GainsView; currency: string; serviceMeta: Meta | null }) {
  const { view, currency } = props;
  const { summary, reconciliation } = view;
  return (
    <>
      <GainFigures total={summary.total} currency={currency} />
      <ReconciliationNote r={reconciliation} currency={currency} meta={props.serviceMeta} />
      <TotalsTable
        caption="By year"
        first="Year"
        currency={currency}
        rows={summary.byYear.map((y) => ({ ...y, key: String(y.year) }))}
      />
      <TotalsTable
        caption="By coin"
        first="Coin"
        currency={currency}
        rows={summary.byCoin.map((c) => ({ ...c, key: c.coinId }))}
      />
      <SalesAndLots view={view} currency={currency} />
    </>
  );
}
