import { useState, type ReactNode } from 'react';
import type { TwrResult } from '../../../../shared/analytics';
import type { MwrFigure } from '../../lib/returns-model';
import { useFormat, useNow } from '../../stores/folio-context';
import { TableHead } from '../table-head';
import { useT } from '../../stores/i18n';

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
  const t = useT();
  const age = (at: number | null) =>
    at === null ? t('returns.notRead') : t('returns.readAgo', { age: fmt.age(at, now) });
  const counted = (count: number) => ({ count, n: fmt.count(count) });
  const labels = [
    t('returns.colValueAtStart'),
    t('returns.colMoneyIn'),
    t('returns.colProfit'),
    t('returns.colReturn'),
    t('returns.colChained'),
  ];
  return (
    <Panel title={t('returns.twrPanel')}>
      {(open) => (
        <>
          <p>
            <code>{t('returns.twrFormula')}</code>
          </p>
          <ul className="fd-how__inputs">
            <li>
              {t('returns.plInput', { ...counted(twr.inputs.plPoints), age: age(twr.inputs.plFetchedAt) })}
            </li>
            <li>
              {t('returns.chartInput', {
                ...counted(twr.inputs.valuePoints),
                age: age(twr.inputs.chartFetchedAt),
              })}
            </li>
            <li>
              {t('returns.span', {
                ...counted(twr.periods.length),
                from: twr.from === null ? t('returns.firstPeriod') : fmt.utc().date(twr.from),
                to: fmt.dateTime(twr.to),
              })}
            </li>
          </ul>
          {twr.reason !== null && <p role="note">{twr.reason}</p>}
          {open && twr.periods.length > 0 && (
            // Focusable, so the rows scroll from the keyboard too.
            <div
              className="fd-table-wrap fd-how__rows"
              tabIndex={0}
              role="region"
              aria-label={t('returns.chained')}
            >
              <table className="fd-table">
                <caption className="fd-visually-hidden">{t('returns.chained')}</caption>
                <TableHead labels={[t('returns.colPeriodStart'), ...labels]} numeric={labels} />
                <tbody>
                  {twr.periods.map((p) => (
                    <tr key={p.start}>
                      <td>
                        {fmt.utc().dateTime(p.start)}
                        {p.interpolated ? ' ≈' : ''}
                        {p.source === 'service-percent' ? ` ${t('returns.servicePercent')}` : ''}
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
  const t = useT();
  return (
    <Panel title={t('returns.mwrPanel')}>
      {(open) => (
        <>
          {mwr.ok ? (
            <>
              <p>
                <code>{t('returns.mwrFormula')}</code>
              </p>
              <ul className="fd-how__inputs">
                <li>
                  {t('returns.flows', {
                    count: mwr.flows.length,
                    n: fmt.count(mwr.flows.length),
                    days: fmt.count(Math.round(mwr.days)),
                    iterations: fmt.count(mwr.iterations),
                  })}
                </li>
                <li>{t('returns.yearlyRate', { rate: fmt.percent(mwr.annualRate * 100) })}</li>
                <li>{t('returns.overRange', { rate: fmt.percent(mwr.periodRate * 100) })}</li>
              </ul>
            </>
          ) : (
            <p role="note">{mwr.message}</p>
          )}
          {open && mwr.flows.length > 0 && (
            <div
              className="fd-table-wrap fd-how__rows"
              tabIndex={0}
              role="region"
              aria-label={t('returns.cashFlows')}
            >
              <table className="fd-table">
                <caption className="fd-visually-hidden">{t('returns.cashFlows')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('returns.colDateUtc')}</th>
                    <th scope="col" className="fd-num-col">
                      {t('returns.colFlow')}
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
