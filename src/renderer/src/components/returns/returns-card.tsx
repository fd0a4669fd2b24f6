import { useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { BenchmarkReturn, ReturnRange } from '../../../../shared/analytics';
import { returnsCalls, loadReturns, RETURN_RANGES } from '../../stores/returns';
import type { ReturnsStores } from '../../stores/returns';
import { useCurrency, useFormat } from '../../stores/folio-context';
import { figuresFor } from '../../lib/bidi';
import { useT, useTranslator, type Translate } from '../../stores/i18n';
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

const RANGE_IDS = {
  '1m': 'returns.range1m',
  '3m': 'returns.range3m',
  ytd: 'returns.rangeYtd',
  '1y': 'returns.range1y',
  all: 'returns.rangeAll',
} as const satisfies Record<ReturnRange, string>;

function Figure(props: { label: string; tip: string; data?: boolean; children: ReactNode }) {
  const { label, tip, children } = props;
  return (
    <div className="fd-returns__figure">
      {/* A ticker's label (BTC, ETH) is data; its explanation on hover is not. */}
      <dt translate={props.data ? 'no' : undefined}>
        <Tip text={tip}>{label}</Tip>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function benchmarkTip(
  b: BenchmarkReturn,
  fmt: ReturnType<typeof useFormat>,
  t: Translate,
  figure: (text: string) => string,
): string {
  const coin = b.coin.toUpperCase();
  if (b.value === null) return t('returns.benchmarkNone', { coin });
  return t('returns.benchmarkTip', {
    coin,
    startPrice: figure(fmt.money(b.startPrice, 'USD')),
    startDate: fmt.date(b.startAt),
    endPrice: figure(fmt.money(b.endPrice, 'USD')),
    endDate: fmt.date(b.endAt),
  });
}

/** The returns for the chosen range, with their benchmarks and how each was computed. */
function Figures() {
  const shown = useReturnsFigures();
  const fmt = useFormat();
  const currency = useCurrency();
  const { t, dir } = useTranslator();
  // Each figure set into a right-to-left sentence keeps its sign by its digits ("+12.00%", never "12.00%+").
  const figure = figuresFor(dir);
  const aYear = (rate: number) => t('returns.aYear', { rate: figure(fmt.percent(rate * 100)) });
  if (shown === null) return null;
  const { twr, twrWhy, mwr, btc, eth } = shown.figures;
  const meta = shown.meta;
  return (
    <>
      <dl className="fd-returns__figures">
        <Figure label={t('returns.twr')} tip={t('returns.twrTip')}>
          {twr.value === null ? (
            <span className="fd-returns__none">{twrWhy && t(twrWhy.id, twrWhy.values)}</span>
          ) : (
            <span className="fd-returns__big">
              <Num value={twr.value * 100} kind="percent" meta={meta} tone />
            </span>
          )}
          {twr.annualized !== null && <span className="fd-source"> {aYear(twr.annualized)}</span>}
        </Figure>
        <Figure label={t('returns.mwr')} tip={t('returns.mwrTip')}>
          {mwr.ok ? (
            <span className="fd-returns__big">
              <Num value={mwr.periodRate * 100} kind="percent" meta={meta} tone />
            </span>
          ) : (
            <span className="fd-returns__none">{t(mwr.why.id, mwr.why.values)}</span>
          )}
          {mwr.ok && mwr.days > 365 && <span className="fd-source"> {aYear(mwr.annualRate)}</span>}
        </Figure>
        <Figure label="BTC" data tip={benchmarkTip(btc, fmt, t, figure)}>
          <Num value={btc.value === null ? null : btc.value * 100} kind="percent" meta={meta} tone />
        </Figure>
        <Figure label="ETH" data tip={benchmarkTip(eth, fmt, t, figure)}>
          <Num value={eth.value === null ? null : eth.value * 100} kind="percent" meta={meta} tone />
        </Figure>
        <RwaBenchmark from={twr.from} to={shown.asOf} />
      </dl>
      <SourceLine meta={meta} />
      <TwrPanel twr={twr} why={twrWhy} currency={currency} />
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
  const t = useT();
  const options = RETURN_RANGES.map((r) => ({ value: r.value, label: t(RANGE_IDS[r.value]) }));
  return (
    <section className="fd-card fd-returns" aria-labelledby="fd-returns-title">
      <div className="fd-row">
        <h3 id="fd-returns-title">{t('returns.title')}</h3>
        <Segmented
          label={t('returns.range')}
          options={options}
          value={range}
          onChange={(next) => returns.ui.setState({ range: next })}
          hints={hints}
        />
        <ChoiceCostBadge options={options} costs={costs} noun="range" />
      </div>
      {/* The body holds the loaded figures' height while they load, and the actions sit below it in both states,
          so the cards under this one do not move when the figures arrive. */}
      <div className="fd-returns__body">
        <Loaded store={returns.pl} what="status.plHistory" quiet>
          {() => (
            <Loaded store={returns.chart} what="status.valueChart" quiet>
              {() => <Figures />}
            </Loaded>
          )}
        </Loaded>
      </div>
      {actions}
    </section>
  );
}
