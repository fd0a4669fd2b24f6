import { useStore } from 'zustand';
import type { PortfolioValue } from '../../../../shared/domain/portfolio';
import type { Meta } from '../../../../shared/envelope';
import { Loaded } from '../../components/loaded';
import { Num } from '../../components/num';
import { Stat } from '../../components/stat';
import { Tip } from '../../components/tip';
import { plFormulas } from '../../lib/pl-formulas';
import { useFolio, useFormat } from '../../stores/folio-context';
import { AgeTag } from './age-tag';

function Figures({ value: v, meta }: { value: PortfolioValue; meta: Meta }) {
  const fmt = useFormat();
  const formulas = plFormulas(v, fmt);
  const stat = (label: string, formula: string, money: number | null, pct: number) => (
    <Stat className="fd-pl-stat" label={<Tip text={formula}>{label}</Tip>}>
      <Num value={money} kind="signedMoney" currency={v.currency} meta={meta} tone />
      <Num value={pct} kind="percent" meta={meta} tone />
    </Stat>
  );
  return (
    <dl className="fd-pl-figures">
      {stat('Unrealized P/L', formulas.unrealized, v.unrealizedProfitLoss, v.unrealizedProfitLossPercent)}
      {stat('Realized P/L', formulas.realized, v.realizedProfitLoss, v.realizedProfitLossPercent)}
      {stat('All-time P/L', formulas.allTime, v.allTimeProfitLoss, v.allTimeProfitLossPercent)}
      <Stat className="fd-pl-stat" label="Cost">
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
    <section className="fd-card fd-overview__pl" aria-labelledby="fd-overview-pl">
      <div className="fd-card__head">
        <h3 id="fd-overview-pl">Profit and loss</h3>
        <AgeTag meta={meta} />
      </div>
      <Loaded store={stores.overview.value} what="profit and loss" quiet reserve="row">
        {(value, valueMeta) => <Figures value={value} meta={valueMeta} />}
      </Loaded>
    </section>
  );
}
