import { useState, type ReactNode } from 'react';
import type { CashFlow, SubPeriod, TwrResult } from '../../../../shared/analytics';
import type { Say } from '../../../../shared/envelope';
import type { MwrFigure } from '../../lib/returns-model';
import { useFormat, useNow } from '../../stores/folio-context';
import { DataTable, type DataColumn } from '../data-table';
import { figuresFor } from '../../lib/bidi';
import { useT, useTranslator } from '../../stores/i18n';

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

/** When a period starts, marked where its value is interpolated or its return is the service's own percent. */
function PeriodStart({ period }: { period: SubPeriod }) {
  const fmt = useFormat();
  const t = useT();
  return (
    <>
      {fmt.utc().dateTime(period.start)}
      {period.interpolated ? ' ≈' : ''}
      {period.source === 'service-percent' ? ` ${t('returns.servicePercent')}` : ''}
    </>
  );
}

/** The time-weighted return's chain: one row per P/L period, with the value it was divided by. */
export function TwrPanel({ twr, why, currency }: { twr: TwrResult; why: Say | null; currency: string }) {
  const fmt = useFormat();
  const now = useNow();
  const t = useT();
  const age = (at: number | null) =>
    at === null ? t('returns.notRead') : t('returns.readAgo', { age: fmt.age(at, now) });
  const counted = (count: number) => ({ count, n: fmt.count(count) });
  const columns: DataColumn<SubPeriod>[] = [
    { label: t('returns.colPeriodStart'), cell: (p) => <PeriodStart period={p} /> },
    { label: t('returns.colValueAtStart'), numeric: true, cell: (p) => fmt.money(p.startValue, currency) },
    { label: t('returns.colMoneyIn'), numeric: true, cell: (p) => fmt.money(p.inflow, currency) },
    { label: t('returns.colProfit'), numeric: true, cell: (p) => fmt.signedMoney(p.profitLoss, currency) },
    { label: t('returns.colReturn'), numeric: true, cell: (p) => fmt.percent(pct(p.return)) },
    { label: t('returns.colChained'), numeric: true, cell: (p) => fmt.percent(pct(p.cumulative)) },
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
          {why !== null && <p role="note">{t(why.id, why.values)}</p>}
          {open && twr.periods.length > 0 && (
            <DataTable
              columns={columns}
              rows={twr.periods}
              rowKey={(p) => String(p.start)}
              label={t('returns.chained')}
              scrolls="fd-how__rows"
            />
          )}
        </>
      )}
    </Panel>
  );
}

/** The money-weighted return's flows, and the rate that balances them, or why there is none. */
export function MwrPanel({ mwr, currency }: { mwr: MwrFigure; currency: string }) {
  const fmt = useFormat();
  const { t, dir } = useTranslator();
  // A signed rate after right-to-left words keeps its sign by its digits.
  const figure = figuresFor(dir);
  const flows: readonly CashFlow[] = mwr.flows;
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
                <li>{t('returns.yearlyRate', { rate: figure(fmt.percent(mwr.annualRate * 100)) })}</li>
                <li>{t('returns.overRange', { rate: figure(fmt.percent(mwr.periodRate * 100)) })}</li>
              </ul>
            </>
          ) : (
            <p role="note">{t(mwr.why.id, mwr.why.values)}</p>
          )}
          {open && flows.length > 0 && (
            <DataTable
              columns={[
                { label: t('returns.colDateUtc'), cell: (f) => fmt.utc().dateTime(f.at) },
                {
                  label: t('returns.colFlow'),
                  numeric: true,
                  cell: (f) => fmt.signedMoney(f.amount, currency),
                },
              ]}
              rows={flows}
              rowKey={(f, i) => `${f.at}-${i}`}
              label={t('returns.cashFlows')}
              scrolls="fd-how__rows"
            />
          )}
        </>
      )}
    </Panel>
  );
}
