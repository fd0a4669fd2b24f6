import { useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { BenchmarkReturn, ReturnRange } from '../../../../shared/analytics';
import { returnsCalls, loadReturns, RETURN_RANGES } from '../../stores/returns';
import type { ReturnsStores } from '../../stores/returns';
import { useCurrency, useFormat } from '../../stores/folio-context';
import { ChoiceCostBadge, useChoiceCosts, useChoiceHints } from '../choice-costs';
import { Loaded } from '../loaded';
import { Num } from '../num';
import { Segmented } from '../segmented';
import { SourceLine } from '../source-line';
import { Tip } from '../tip';
import { MwrPanel, TwrPanel } from './how-computed';
import { RwaBenchmark } from './rwa-benchmark';
import { ReturnsScope, useReturnsScope, useReturnsStores } from './returns-scope';
import { useReturnsFigures } from './use-returns';
import './returns.css';

const TWR_TIP =
  'Time-weighted: each day’s profit divided by the money at work that day, chained. Deposits and withdrawals do ' +
  'not move it, so it measures the holdings, not the timing of your money.';
const MWR_TIP =
  'Money-weighted (XIRR): the one yearly rate at which every buy, sell and transfer, and the value now, balance. ' +
  'It counts when your money came in.';

function Figure({ label, tip, children }: { label: string; tip: string; children: ReactNode }) {
  return (
    <div className="fd-returns__figure">
      <dt>
        <Tip text={tip}>{label}</Tip>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function benchmarkTip(b: BenchmarkReturn, fmt: ReturnType<typeof useFormat>): string {
  if (b.value === null) return `No ${b.coin.toUpperCase()} price in the chart for this range.`;
  return (
    `${b.formula}. ${fmt.money(b.startPrice, 'USD')} on ${fmt.date(b.startAt)} to ` +
    `${fmt.money(b.endPrice, 'USD')} on ${fmt.date(b.endAt)}; from the value chart, at no extra cost.`
  );
}

/** The returns for the chosen range, with their benchmarks and how each was computed. */
function Figures() {
  const shown = useReturnsFigures();
  const fmt = useFormat();
  const currency = useCurrency();
  if (shown === null) return null;
  const { twr, mwr, btc, eth } = shown.figures;
  const meta = shown.meta;
  return (
    <>
      <dl className="fd-returns__figures">
        <Figure label="Time-weighted return" tip={TWR_TIP}>
          {twr.value === null ? (
            <span className="fd-returns__none">{twr.reason}</span>
          ) : (
            <span className="fd-returns__big">
              <Num value={twr.value * 100} kind="percent" meta={meta} tone />
            </span>
          )}
          {twr.annualized !== null && (
            <span className="fd-source"> {fmt.percent(twr.annualized * 100)} a year</span>
          )}
        </Figure>
        <Figure label="Money-weighted return" tip={MWR_TIP}>
          {mwr.ok ? (
            <span className="fd-returns__big">
              <Num value={mwr.periodRate * 100} kind="percent" meta={meta} tone />
            </span>
          ) : (
            <span className="fd-returns__none">{mwr.message}</span>
          )}
          {mwr.ok && mwr.days > 365 && (
            <span className="fd-source"> {fmt.percent(mwr.annualRate * 100)} a year</span>
          )}
        </Figure>
        <Figure label="BTC" tip={benchmarkTip(btc, fmt)}>
          <Num value={btc.value === null ? null : btc.value * 100} kind="percent" meta={meta} tone />
        </Figure>
        <Figure label="ETH" tip={benchmarkTip(eth, fmt)}>
          <Num value={eth.value === null ? null : eth.value * 100} kind="percent" meta={meta} tone />
        </Figure>
        <RwaBenchmark from={twr.from} to={shown.asOf} />
      </dl>
      <SourceLine meta={meta} />
      <TwrPanel twr={twr} currency={currency} />
      <MwrPanel mwr={mwr} currency={currency} />
    </>
  );
}

/**
 * Time- and money-weighted returns for 1M, 3M, YTD, 1Y or all time, beside BTC and ETH: of `scope` (Overview's
 * stores, every portfolio together), or by default of the portfolio chosen on Portfolios. `actions`: what the card
 * opens where it is placed (the period table, the gains report).
 */
export function ReturnsCard(props: {
  actions?: ReactNode;
  scope?: { stores: ReturnsStores; portfolioId: string | undefined };
}) {
  const { scope, actions } = props;
  if (!scope) return <Card actions={actions} />;
  return (
    <ReturnsScope stores={scope.stores} portfolioId={scope.portfolioId}>
      <Card actions={actions} />
    </ReturnsScope>
  );
}

function Card({ actions }: { actions?: ReactNode }) {
  const returns = useReturnsStores();
  const scope = useReturnsScope();
  const range = useStore(returns.ui, (s) => s.range);
  useEffect(() => {
    void loadReturns(returns, scope);
  }, [returns, scope, range]);
  const costs = useChoiceCosts(RETURN_RANGES, (r: ReturnRange) => returnsCalls(r, scope));
  const hints = useChoiceHints(costs);
  return (
    <section className="fd-card fd-returns" aria-labelledby="fd-returns-title">
      <div className="fd-row">
        <h3 id="fd-returns-title">Returns</h3>
        <Segmented
          label="Return range"
          options={RETURN_RANGES}
          value={range}
          onChange={(next) => returns.ui.setState({ range: next })}
          hints={hints}
        />
        <ChoiceCostBadge options={RETURN_RANGES} costs={costs} noun="range" />
      </div>
      {/* The body holds the loaded figures' height while they load, and the actions sit below it in both states,
          so the cards under this one do not move when the figures arrive. */}
      <div className="fd-returns__body">
        <Loaded store={returns.pl} what="profit and loss history" quiet>
          {() => (
            <Loaded store={returns.chart} what="value chart" quiet>
              {() => <Figures />}
            </Loaded>
          )}
        </Loaded>
      </div>
      {actions}
    </section>
  );
}
