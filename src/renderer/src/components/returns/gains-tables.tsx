import type { GainTotals, LotsReport, Reconciliation } from '../../../../shared/analytics';
import type { gainSummary } from '../../../../shared/analytics';
import type { Meta } from '../../../../shared/envelope';
import { useFormat } from '../../stores/folio-context';
import { Num } from '../num';
import { TableHead } from '../table-head';
import { Tip } from '../tip';

type Summary = ReturnType<typeof gainSummary>;

function TotalsTable({
  caption,
  first,
  rows,
  currency,
}: {
  caption: string;
  first: string;
  rows: (GainTotals & { key: string })[];
  currency: string;
}) {
  const fmt = useFormat();
  return (
    <div className="fd-table-wrap">
      <table className="fd-table">
        <caption>{caption}</caption>
        <TableHead
          labels={[first, 'Proceeds', 'Cost basis', 'Gain', 'Short-term', 'Long-term', 'Sales']}
          numeric={['Proceeds', 'Cost basis', 'Gain', 'Short-term', 'Long-term', 'Sales']}
        />
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.key}</th>
              <td className="fd-num-col">{fmt.money(r.proceeds, currency)}</td>
              <td className="fd-num-col">{fmt.money(r.costBasis, currency)}</td>
              <td className="fd-num-col">{fmt.signedMoney(r.gain, currency)}</td>
              <td className="fd-num-col">{fmt.signedMoney(r.shortGain, currency)}</td>
              <td className="fd-num-col">{fmt.signedMoney(r.longGain, currency)}</td>
              <td className="fd-num-col">{fmt.count(r.disposals)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
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

export function GainsTables(props: {
  report: LotsReport;
  summary: Summary;
  reconciliation: Reconciliation | null;
  currency: string;
  serviceMeta: Meta | null;
}) {
  const { report, summary, reconciliation, currency } = props;
  const fmt = useFormat();
  const { total } = summary;
  return (
    <>
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
      <div className="fd-table-wrap">
        <table className="fd-table">
          <caption>Sales ({fmt.count(report.disposals.length)} rows, one per sale and holding term)</caption>
          <TableHead
            labels={['Sold', 'Coin', 'Amount', 'Proceeds', 'Cost basis', 'Gain', 'Term']}
            numeric={['Amount', 'Proceeds', 'Cost basis', 'Gain']}
          />
          <tbody>
            {report.disposals.map((d) => (
              <tr key={`${d.transactionId}-${d.term}`} data-transaction={d.transactionId}>
                <td>{fmt.date(d.soldAt)}</td>
                <td>{d.coinId}</td>
                <td className="fd-num-col">{fmt.amount(d.count)}</td>
                <td className="fd-num-col">{fmt.money(d.proceeds, currency)}</td>
                <td className="fd-num-col">{fmt.money(d.costBasis, currency)}</td>
                <td className="fd-num-col">{fmt.signedMoney(d.gain, currency)}</td>
                <td>{d.term}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="fd-table-wrap">
        <table className="fd-table">
          <caption>Open lots ({fmt.count(report.openLots.length)})</caption>
          <TableHead
            labels={['Acquired', 'Coin', 'Amount', 'Cost basis']}
            numeric={['Amount', 'Cost basis']}
          />
          <tbody>
            {report.openLots.map((lot) => (
              <tr key={`${lot.transactionId}-${lot.acquiredAt}`}>
                <td>{fmt.date(lot.acquiredAt)}</td>
                <td>{lot.coinId}</td>
                <td className="fd-num-col">{fmt.amount(lot.count)}</td>
                <td className="fd-num-col">{fmt.money(lot.costBasis, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
