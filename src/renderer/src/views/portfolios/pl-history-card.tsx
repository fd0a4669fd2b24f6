import { useMemo, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import type { Input } from '../../../../shared/contract';
import { ProfitBars } from '../../components/charts/charts';
import { CostBadge, useCostPreview } from '../../components/cost-badge';
import { Loaded } from '../../components/loaded';
import { Segmented } from '../../components/segmented';
import { useCurrency, useFolio } from '../../stores/folio-context';
import { plQuery, type PortfolioUi } from '../../stores/portfolio';
import { rangeLabel, usePortfolioName } from './portfolio-names';
import { CHART_RANGES, PL_INTERVALS } from './ranges';

/** Profit and loss per period, for a preset range or a from/to window of the user's choosing. */
export function PlHistoryCard() {
  const { stores } = useFolio();
  const { portfolio } = stores;
  const currency = useCurrency();
  const ui = useStore(portfolio.ui);
  const cost = useCostPreview('portfolio:plHistory', plQuery(ui, currency));
  const { value: history, shownQuery } = useStore(portfolio.pl);
  const nameOf = usePortfolioName();
  const points = useMemo(
    () => (history?.points ?? []).map((p) => ({ t: Date.parse(p.date), value: p.profitLoss })),
    [history],
  );
  const [from, setFrom] = useState(ui.plWindow.kind === 'dates' ? ui.plWindow.from : '');
  const [to, setTo] = useState(ui.plWindow.kind === 'dates' ? ui.plWindow.to : '');

  const apply = (patch: Partial<PortfolioUi>) => {
    portfolio.ui.setState(patch);
    void portfolio.pl.load(plQuery(portfolio.ui.getState(), currency));
  };
  const onWindow = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && from < to) apply({ plWindow: { kind: 'dates', from, to } });
  };
  const windowInvalid = from !== '' && to !== '' && from >= to;

  return (
    <section className="fd-card" aria-labelledby="fd-pl-history">
      <h3 id="fd-pl-history">Profit and loss by period</h3>
      <div className="fd-row">
        <Segmented
          label="Period"
          options={PL_INTERVALS}
          value={ui.plInterval}
          onChange={(plInterval) => apply({ plInterval })}
        />
        <CostBadge cost={cost} />
      </div>
      <div className="fd-row">
        <Segmented
          label="Range"
          options={CHART_RANGES}
          value={ui.plWindow.kind === 'range' ? ui.plWindow.range : null}
          onChange={(range) => apply({ plWindow: { kind: 'range', range } })}
        />
        <form className="fd-row" onSubmit={onWindow} aria-label="From and to dates">
          <label className="fd-field">
            From
            <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </label>
          <label className="fd-field">
            To
            <input
              type="date"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              aria-invalid={windowInvalid}
            />
          </label>
          <button type="submit" className="fd-button" disabled={!from || !to || windowInvalid}>
            Show window
          </button>
          {windowInvalid && <span role="alert">The start date must be before the end date.</span>}
        </form>
      </div>
      <Loaded
        store={portfolio.pl}
        what="profit and loss history"
        pending={(q) =>
          q.portfolioId === shownQuery?.portfolioId
            ? plWindowLabel(q)
            : `${nameOf(q.portfolioId)}, ${plWindowLabel(q)}`
        }
      >
        {(value) => (
          <ProfitBars
            points={points}
            currency={value.currency}
            label={`Profit and loss per ${shownQuery?.interval ?? ui.plInterval} period`}
          />
        )}
      </Loaded>
    </section>
  );
}

/** "Daily, 1M" or "Weekly, 2026-01-01 to 2026-03-01": what a P/L query asks for, for its loading note. */
function plWindowLabel(q: Input<'portfolio:plHistory'>): string {
  const interval = PL_INTERVALS.find((i) => i.value === q.interval)?.label ?? q.interval;
  if (q.range) return `${interval}, ${rangeLabel(q.range)}`;
  return q.from && q.to ? `${interval}, ${q.from} to ${q.to}` : interval;
}
