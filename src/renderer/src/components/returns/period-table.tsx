import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { periodRows } from '../../lib/returns-model';
import { useFolio, useFormat } from '../../stores/folio-context';
import { useT, useTranslator } from '../../stores/i18n';
import { pluralLocale } from '../../../../shared/i18n/languages';
import { showsQuery } from '../../stores/resource';
import { loadPeriodTable } from '../../stores/returns';
import { ExportButton } from '../export-dialog';
import { Loaded } from '../loaded';
import { SourceLine } from '../source-line';
import { oldestMeta, useRate, useReturnsScope } from './use-returns';

const MONTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/** The months' short names in the interface's language ("Jan", "Jän.", "يناير"), written by Intl as dates are. */
function useMonthNames(): string[] {
  const language = useTranslator().language;
  const name = new Intl.DateTimeFormat(pluralLocale(language), { month: 'short', timeZone: 'UTC' });
  return MONTHS.map((m) => name.format(Date.UTC(2024, m, 15)));
}

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
  const t = useT();
  if (value === null || value === undefined) return <td className="fd-num-col fd-period--empty" />;
  const sign = value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
  return (
    <td
      className={`fd-num-col fd-period fd-period--${sign}`}
      title={partial ? t('returns.partialMonth') : undefined}
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
  const t = useT();
  const months = useMonthNames();
  return (
    <section className="fd-card fd-returns-panel" aria-labelledby="fd-period-table">
      <div className="fd-row">
        <h3 id="fd-period-table">{t('returns.periodTable')}</h3>
        <ExportButton />
      </div>
      <Loaded store={stores.returns.tablePl} what="status.plHistory" quiet reserve="table">
        {() => (
          <Loaded store={stores.returns.tableChart} what="status.valueChart" quiet>
            {() => (
              <>
                <SourceLine meta={meta} />
                {rows.length === 0 ? (
                  <p>{t('returns.noPeriods')}</p>
                ) : (
                  <div className="fd-table-wrap">
                    <table className="fd-table fd-period-table">
                      <caption className="fd-visually-hidden">{t('returns.byMonthYear')}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t('returns.year')}</th>
                          {months.map((m, i) => (
                            <th key={i} scope="col" className="fd-num-col" translate="no">
                              {m}
                            </th>
                          ))}
                          <th scope="col" className="fd-num-col">
                            {t('returns.year')}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {rows.map((row, i) => (
                          <tr key={row.year}>
                            <th scope="row">{row.year}</th>
                            {row.months.map((value, m) => (
                              <Cell
                                key={m}
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
