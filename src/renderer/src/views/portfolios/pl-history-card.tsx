import { useMemo, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import type { Input } from '../../../../shared/contract';
import { ProfitBars } from '../../components/charts/charts';
import { CostBadge, useCostPreview } from '../../components/cost-badge';
import { useChoiceCosts } from '../../components/choice-costs';
import { Loaded } from '../../components/loaded';
import { PricedChoice, PricedRanges } from '../../components/priced-choice';
import { TextField } from '../../components/text-field';
import { useCurrency, useFolio, useFormat, useNow } from '../../stores/folio-context';
import type { Format } from '../../lib/format';
import { plQuery, type PortfolioUi } from '../../stores/portfolio';
import { showsQuery } from '../../stores/resource';
import { usePortfolioName } from './portfolio-names';
import { rangeWords } from '../../components/priced-choice';
import { useT, type Translate } from '../../stores/i18n';
import {
  HOURLY_RANGE,
  inclusiveDays,
  isoDay,
  localDay,
  periodStart,
  validCombination,
  windowIssue,
  type WindowBounds,
} from '../../lib/pl-window';
import { CHART_RANGES, intervalLabel, PL_INTERVALS } from './ranges';

/** The first day the From/To window may start on: the portfolio's first transaction, when all are loaded. */
function useBounds(now: number): WindowBounds {
  const { stores } = useFolio();
  const tx = useStore(stores.portfolio.transactions);
  const rows = tx.value ?? [];
  const complete = tx.query !== null && rows.length < (tx.query.limit ?? 100);
  const first = rows.reduce<number | null>((min, t) => {
    const at = Date.parse(t.date);
    return Number.isNaN(at) || (min !== null && min <= at) ? min : at;
  }, null);
  return { min: complete && first !== null ? isoDay(first) : null, max: isoDay(now) };
}

/**
 * What choosing a period size changes: hourly periods exist only for the last 24 hours, and a coarser size moves a
 * range too short for it to one that holds more than one period. A From/To window is kept (hourly leaves it).
 */
function intervalPatch(ui: PortfolioUi, plInterval: PortfolioUi['plInterval']): Partial<PortfolioUi> {
  if (ui.plWindow.kind !== 'range') {
    return plInterval === 'hourly'
      ? { plInterval, plWindow: { kind: 'range', range: HOURLY_RANGE } }
      : { plInterval };
  }
  const valid = validCombination(plInterval, ui.plWindow.range, 'interval');
  return { plInterval: valid.interval, plWindow: { kind: 'range', range: valid.range } };
}

/** What choosing a range changes: a range hourly periods do not serve turns them daily. */
function rangePatch(ui: PortfolioUi, next: PortfolioUi['range']): Partial<PortfolioUi> {
  const valid = validCombination(ui.plInterval, next, 'range');
  return { plInterval: valid.interval, plWindow: { kind: 'range', range: valid.range } };
}

/** Profit and loss per period, for a preset range or a From/To window (both days included). */
export function PlHistoryCard() {
  const { stores } = useFolio();
  const { portfolio } = stores;
  const currency = useCurrency();
  const ui = useStore(portfolio.ui);
  const t = useT();
  const apply = (patch: Partial<PortfolioUi>) => {
    portfolio.ui.setState(patch);
    void portfolio.pl.load(plQuery(portfolio.ui.getState(), currency));
  };
  const range = ui.plWindow.kind === 'range' ? ui.plWindow.range : null;
  const onInterval = (plInterval: PortfolioUi['plInterval']) => apply(intervalPatch(ui, plInterval));
  const onRange = (next: NonNullable<typeof range>) => apply(rangePatch(ui, next));
  // Each button priced for the read its press would make (a fresh cached answer is free).
  const pricedAs = (patch: Partial<PortfolioUi>) => ({
    channel: 'portfolio:plHistory' as const,
    input: plQuery({ ...ui, ...patch }, currency),
  });
  const intervalCosts = useChoiceCosts(PL_INTERVALS, (v) => pricedAs(intervalPatch(ui, v)));
  const rangeCosts = useChoiceCosts(CHART_RANGES, (v) => pricedAs(rangePatch(ui, v)));

  return (
    <section className="fd-card" aria-labelledby="fd-pl-history">
      <h3 id="fd-pl-history">{t('portfolios.plByPeriod')}</h3>
      <div className="fd-row">
        <PricedChoice
          label={t('portfolios.period')}
          options={PL_INTERVALS.map((i) => ({ value: i.value, label: intervalLabel(t, i.value) }))}
          value={ui.plInterval}
          onChange={onInterval}
          costs={intervalCosts}
          noun="period"
        />
      </div>
      {ui.plInterval === 'hourly' && <p className="fd-source">{t('portfolios.hourlyNote')}</p>}
      <div className="fd-row">
        <PricedRanges value={range} onChange={onRange} costs={rangeCosts} />
        <WindowForm ui={ui} onApply={apply} />
      </div>
      <PlBars />
    </section>
  );
}

/** A From/To window of whole days, checked against the portfolio's first day and today before it is read. */
function WindowForm({ ui, onApply }: { ui: PortfolioUi; onApply: (patch: Partial<PortfolioUi>) => void }) {
  const currency = useCurrency();
  const t = useT();
  const bounds = useBounds(useNow());
  const [from, setFrom] = useState(ui.plWindow.kind === 'dates' ? ui.plWindow.from : '');
  const [to, setTo] = useState(ui.plWindow.kind === 'dates' ? ui.plWindow.to : '');
  const [tried, setTried] = useState(false);
  const fmt = useFormat();
  const problem = windowIssue(from, to, bounds);
  // A window of whole days is never hourly.
  const windowPatch: Partial<PortfolioUi> = {
    plWindow: { kind: 'dates', from, to },
    plInterval: ui.plInterval === 'hourly' ? 'daily' : ui.plInterval,
  };
  const windowCost = useCostPreview(
    'portfolio:plHistory',
    problem === null ? plQuery({ ...ui, ...windowPatch }, currency) : null,
  );
  const onWindow = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem !== null) return;
    onApply(windowPatch);
  };
  return (
    <form className="fd-row" onSubmit={onWindow} aria-label={t('portfolios.fromTo')} noValidate>
      <TextField
        label={t('portfolios.from')}
        type="date"
        value={from}
        min={bounds.min ?? undefined}
        max={bounds.max}
        onValue={setFrom}
        aria-invalid={tried && problem?.field === 'from'}
      />
      <TextField
        label={t('portfolios.toIncluded')}
        type="date"
        value={to}
        min={from || bounds.min || undefined}
        max={bounds.max}
        onValue={setTo}
        aria-invalid={tried && problem?.field === 'to'}
      />
      <button type="submit" className="fd-button">
        {t('portfolios.showDates')}
      </button>
      {problem === null && <CostBadge cost={windowCost} />}
      {tried && problem !== null && (
        <span role="alert">
          {t(problem.id, problem.day === undefined ? undefined : { day: fmt.date(localDay(problem.day)) })}
        </span>
      )}
    </form>
  );
}

/** The bars, or while other controls load, what is loading (or why it could not be). */
function PlBars() {
  const { portfolio } = useFolio().stores;
  const pl = useStore(portfolio.pl);
  const nameOf = usePortfolioName();
  const fmt = useFormat();
  const t = useT();
  const points = useMemo(
    () =>
      (pl.value?.points ?? []).map((p) => ({
        t: periodStart(p.date, pl.value?.interval ?? 'daily'),
        value: p.profitLoss,
      })),
    [pl.value],
  );
  // Bars are shown only for the controls as they are: never the previous period's bars under new controls.
  const current = showsQuery(pl);
  return (
    <>
      {!current && pl.loading && pl.value !== null && pl.query !== null && (
        <p className="fd-loading" role="status">
          {t('portfolios.plLoading', {
            name: nameOf(pl.query.portfolioId),
            window: plWindowLabel(pl.query, fmt, t),
          })}
        </p>
      )}
      {!current && !pl.loading && pl.error !== null && pl.value !== null && pl.query !== null && (
        <p className="fd-banner fd-banner--error" role="alert">
          {t('portfolios.plFailed', { window: plWindowLabel(pl.query, fmt, t), error: pl.error.message })}
        </p>
      )}
      {(current || pl.value === null) && (
        <Loaded store={portfolio.pl} what="status.plHistory" reserve="chart">
          {(value) => (
            <ProfitBars
              points={points}
              currency={value.currency}
              label={t('portfolios.plChartLabel', {
                name: nameOf(pl.shownQuery?.portfolioId),
                window: pl.shownQuery ? plWindowLabel(pl.shownQuery, fmt, t) : '',
                currency: value.currency,
              })}
            />
          )}
        </Loaded>
      )}
    </>
  );
}

/** "Daily, 1M" or "Daily, Nov 1, 2026 to Nov 10, 2026 (10 days)": what a P/L query asks for. */
export function plWindowLabel(
  q: Input<'portfolio:plHistory'>,
  fmt: Pick<Format, 'date' | 'count'>,
  t: Translate,
): string {
  const interval = intervalLabel(t, q.interval);
  if (q.range) return t('portfolios.plWindowRange', { interval, range: rangeWords(t, q.range) });
  if (!q.from || !q.to) return interval;
  // The query's `to` is the day after the last one shown.
  const last = lastDay(q.to);
  const days = inclusiveDays(q.from, last);
  return t('portfolios.plWindowDates', {
    interval,
    from: fmt.date(localDay(q.from)),
    to: fmt.date(localDay(last)),
    count: days,
    n: fmt.count(days),
  });
}

function lastDay(exclusiveTo: string): string {
  const at = Date.parse(exclusiveTo) - 86_400_000;
  return Number.isNaN(at) ? exclusiveTo : new Date(at).toISOString().slice(0, 10);
}
