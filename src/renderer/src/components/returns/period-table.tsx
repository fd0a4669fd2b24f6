import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { periodRows } from '../../lib/returns-model';
import { useFolio, useFormat } from '../../stores/folio-context';
import { showsQuery } from '../../stores/resource';
import { loadPeriodTable } from '../../stores/returns';
import { ExportButton } from '../export-dialog';
import { Loaded } from '../loaded';
import { SourceLine } from '../source-line';
import { oldestMeta, useRate, useReturnsScope } from './use-returns';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The period table's rows from the all-time reads, once per answer. */
export function usePeriodRows() {
  const { stores } = useFolio();
  const pl = useStore(stores.returns.tablePl);
  const chart = useStore(stores.returns.tableChart);
  const rate = useRate();
  const ready = showsQuery(pl) && showsQuery(chart);
  const asOf = pl.meta?.fetchedAt ?? 0;
  const rows = useMemo(
    () => (ready ? periodRows(pl.value?.points ?? null, chart.value?.points ?? null, rate, asOf) : []),
    [ready, pl.value, chart.value, rate, asOf],
  );
  return { rows, meta: oldestMeta(pl.meta, chart.meta) };
}

function Cell({ value, partial }: { value: number | null | undefined; partial?: boolean }) {
  const fmt = useFormat();
  if (value === null || value === undefined) return <td className="fd-num-col fd-period--empty" />;
  const sign = value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
  return (
    <td
      className={`fd-num-col fd-period fd-period--${sign}`}
      title={partial ? 'Part of the month: the history starts or ends inside it' : undefined}
    >
      {fmt.percent(value * 100)}
      {partial ? '*' : ''}
    </td>
  );
}

/**
 * Monthly and yearly time-weighted returns, years as rows: each cell the chain of the days in it, from the P/L
 * history and value chart for all time (read when the table opens, priced on its button).
 */
export function PeriodTable() {
  const { stores } = useFolio();
  const scope = useReturnsScope();
  useEffect(() => {
    void loadPeriodTable(stores.returns, scope);
  }, [stores, scope]);
  const { rows, meta } = usePeriodRows();
  return (
    <section className="fd-card fd-returns-panel" aria-labelledby="fd-period-table">
      <div className="fd-row">
        <h3 id="fd-period-table">Period table</h3>
        <ExportButton />
      </div>
      <Loaded store={stores.returns.tablePl} what="profit and loss history" quiet reserve="table">
        {() => (
          <Loaded store={stores.returns.tableChart} what="value chart" quiet>
            {() => (
              <>
                <SourceLine meta={meta} />
                {rows.length === 0 ? (
                  <p>The history holds no period to chain yet.</p>
                ) : (
                  <div className="fd-table-wrap">
                    <table className="fd-table fd-period-table">
                      <caption className="fd-visually-hidden">Returns by month and year</caption>
                      <thead>
                        <tr>
                          <th scope="col">Year</th>
                          {MONTHS.map((m) => (
                            <th key={m} scope="col" className="fd-num-col">
                              {m}
                            </th>
                          ))}
                          <th scope="col" className="fd-num-col">
                            Year
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {rows.map((row, i) => (
                          <tr key={row.year}>
                            <th scope="row">{row.year}</th>
                            {row.months.map((value, m) => (
                              <Cell
                                key={MONTHS[m]}
                                value={value}
                                partial={
                                  value !== null &&
                                  ((i === 0 && m === row.months.findIndex((v) => v !== null)) ||
                                    (i === rows.length - 1 && m === lastIndex(row.months)))
                                }
                              />
                            ))}
                            <Cell value={row.total} />
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </>
            )}
          </Loaded>
        )}
      </Loaded>
    </section>
  );
}

const lastIndex = (months: (number | null)[]) => {
  for (let m = months.length - 1; m >= 0; m--) if (months[m] !== null) return m;
  return -1;
};
