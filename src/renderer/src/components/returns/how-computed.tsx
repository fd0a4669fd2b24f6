import { useState, type ReactNode } from 'react';
import type { TwrResult } from '../../../../shared/analytics';
import type { MwrFigure } from '../../lib/returns-model';
import { useFormat, useNow } from '../../stores/folio-context';
import { TableHead } from '../table-head';

// "How this was computed": the formula, the inputs with their ages, and every figure that went into the result,
// so a user can redo it by hand. The rows are drawn only once the panel is opened: a year holds 365 periods.

const pct = (r: number | null) => (r === null ? null : r * 100);

function Panel({ title, children }: { title: string; children: (open: boolean) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="fd-how" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{title}</summary>
      {children(open)}
    </details>
  );
}

/** The time-weighted return's chain: one row per P/L period, with the value it was divided by. */
export function TwrPanel({ twr, currency }: { twr: TwrResult; currency: string }) {
  const fmt = useFormat();
  const now = useNow();
  const age = (at: number | null) => (at === null ? 'not read' : `read ${fmt.age(at, now)}`);
  return (
    <Panel title="How the time-weighted return was computed">
      {(open) => (
        <>
          <p>
            <code>{twr.formula}</code>
          </p>
          <ul className="fd-how__inputs">
            <li>
              P/L history: {fmt.count(twr.inputs.plPoints)} daily periods, {age(twr.inputs.plFetchedAt)}
            </li>
            <li>
              Value chart: {fmt.count(twr.inputs.valuePoints)} points, {age(twr.inputs.chartFetchedAt)}
            </li>
            <li>
              From {twr.from === null ? 'the first period' : fmt.utc().date(twr.from)} to{' '}
              {fmt.dateTime(twr.to)}, {fmt.count(twr.periods.length)} chained periods
            </li>
          </ul>
          {twr.reason !== null && <p role="note">{twr.reason}</p>}
          {open && twr.periods.length > 0 && (
            // Focusable, so the rows scroll from the keyboard too.
            <div
              className="fd-table-wrap fd-how__rows"
              tabIndex={0}
              role="region"
              aria-label="Chained periods"
            >
              <table className="fd-table">
                <caption className="fd-visually-hidden">Chained periods</caption>
                <TableHead
                  labels={['Period start (UTC)', 'Value at start', 'Money in', 'Profit', 'Return', 'Chained']}
                  numeric={['Value at start', 'Money in', 'Profit', 'Return', 'Chained']}
                />
                <tbody>
                  {twr.periods.map((p) => (
                    <tr key={p.start}>
                      <td>
                        {fmt.utc().dateTime(p.start)}
                        {p.interpolated ? ' ≈' : ''}
                        {p.source === 'service-percent' ? ' (service %)' : ''}
                      </td>
                      <td className="fd-num-col">{fmt.money(p.startValue, currency)}</td>
                      <td className="fd-num-col">{fmt.money(p.inflow, currency)}</td>
                      <td className="fd-num-col">{fmt.signedMoney(p.profitLoss, currency)}</td>
                      <td className="fd-num-col">{fmt.percent(pct(p.return))}</td>
                      <td className="fd-num-col">{fmt.percent(pct(p.cumulative))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </Panel>
  );
}

/** The money-weighted return's flows, and the rate that balances them, or why there is none. */
export function MwrPanel({ mwr, currency }: { mwr: MwrFigure; currency: string }) {
  const fmt = useFormat();
  return (
    <Panel title="How the money-weighted return was computed">
      {(open) => (
        <>
          {mwr.ok ? (
            <>
              <p>
                <code>{mwr.formula}</code>
              </p>
              <ul className="fd-how__inputs">
                <li>
                  {fmt.count(mwr.flows.length)} flows over {fmt.count(Math.round(mwr.days))} days, solved in{' '}
                  {fmt.count(mwr.iterations)} iterations
                </li>
                <li>Yearly rate (XIRR): {fmt.percent(mwr.annualRate * 100)}</li>
                <li>Over the range: (1 + yearly) ^ (days / 365) - 1 = {fmt.percent(mwr.periodRate * 100)}</li>
              </ul>
            </>
          ) : (
            <p role="note">{mwr.message}</p>
          )}
          {open && mwr.flows.length > 0 && (
            <div className="fd-table-wrap fd-how__rows" tabIndex={0} role="region" aria-label="Cash flows">
              <table className="fd-table">
                <caption className="fd-visually-hidden">Cash flows</caption>
                <thead>
                  <tr>
                    <th scope="col">Date (UTC)</th>
                    <th scope="col" className="fd-num-col">
                      Flow (in -, out +)
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {mwr.flows.map((f, i) => (
                    <tr key={`${f.at}-${i}`}>
                      <td>{fmt.utc().dateTime(f.at)}</td>
                      <td className="fd-num-col">{fmt.signedMoney(f.amount, currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </Panel>
  );
}
