import { useStore } from 'zustand';
import type { PortfolioValue } from '../../../../shared/domain/portfolio';
import type { Meta } from '../../../../shared/envelope';
import { Loaded } from '../../components/loaded';
import { Num } from '../../components/num';
import { Stat } from '../../components/stat';
import { Tip } from '../../components/tip';
import { useFolio, useFormat } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { OverviewCard } from './overview-card';

function Figures({ value: v, meta }: { value: PortfolioValue; meta: Meta }) {
  const fmt = useFormat();
  const t = useT();
  const m = (n: number | null) => fmt.money(n, v.currency);
  const s = (n: number | null) => fmt.signedMoney(n, v.currency);
  // Each figure explains itself with the numbers it was made from, in the user's language.
  const formulas = {
    unrealized: t('overview.unrealizedFormula', {
      value: m(v.totalValue),
      cost: m(v.totalCost),
      pl: s(v.unrealizedProfitLoss),
      percent: fmt.percent(v.unrealizedProfitLossPercent),
    }),
    realized: t('overview.realizedFormula', {
      pl: s(v.realizedProfitLoss),
      percent: fmt.percent(v.realizedProfitLossPercent),
    }),
    allTime: t('overview.allTimeFormula', {
      unrealized: s(v.unrealizedProfitLoss),
      realized: s(v.realizedProfitLoss),
      pl: s(v.allTimeProfitLoss),
      percent: fmt.percent(v.allTimeProfitLossPercent),
    }),
  };
  const stat = (label: string, formula: string, money: number | null, pct: number) => (
    <Stat className="fd-pl-stat" label={<Tip text={formula}>{label}</Tip>}>
      <Num value={money} kind="signedMoney" currency={v.currency} meta={meta} tone />
      <Num value={pct} kind="percent" meta={meta} tone />
    </Stat>
  );
  return (
    <dl className="fd-pl-figures">
      {stat(
        t('overview.unrealizedPl'),
        formulas.unrealized,
        v.unrealizedProfitLoss,
        v.unrealizedProfitLossPercent,
      )}
      {stat(t('overview.realizedPl'), formulas.realized, v.realizedProfitLoss, v.realizedProfitLossPercent)}
      {stat(t('overview.allTimePl'), formulas.allTime, v.allTimeProfitLoss, v.allTimeProfitLossPercent)}
      <Stat className="fd-pl-stat" label={t('overview.cost')}>
        <Num value={v.totalCost} kind="money" currency={v.currency} meta={meta} />
      </Stat>
    </dl>
  );
}

/** Unrealized, realized and all-time P/L of every portfolio together, each with its formula on hover and focus. */
export function PlCard() {
  const { stores } = useFolio();
  const meta = useStore(stores.overview.value, (s) => s.meta);
  return (
    <OverviewCard className="fd-overview__pl" title="overview.plTitle" meta={meta}>
      <Loaded store={stores.overview.value} what="status.profitLoss" quiet reserve="row">
        {(value, valueMeta) => <Figures value={value} meta={valueMeta} />}
      </Loaded>
    </OverviewCard>
  );
}
